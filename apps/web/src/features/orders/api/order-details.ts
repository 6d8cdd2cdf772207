/**
 * What an order's dialogs read: its state log, the calls placed from it, its communication records, its reject status,
 * its report, the positions it can be re-recommended to, and the reference lists of the
 * actions (terminal reasons, the consultants a leader may hand orders to).
 */

import { callEndpoints } from '@hh/domain/calls/calls.endpoints';
import { ORDER_NOTES_PAGE } from '@hh/domain/orders/order.schema';
import { orderEndpoints as api } from '@hh/domain/orders/orders.endpoints';
import { recommendEndpoints } from '@hh/domain/orders/recommend.endpoints';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { orderKeys } from './keys';

export type { ScopeConsultant } from '@hh/domain/orders/orders.endpoints';

export function stateLogQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.stateLog(orderId),
    queryFn: () => call(api.stateLog, { query: { orderId } }),
  });
}

/** The calls placed from the order (the calls module's record), oldest first: shown in its timeline. */
export function orderCallsQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.calls(orderId),
    queryFn: () => call(callEndpoints.orderCalls, { params: { id: orderId } }),
  });
}

/** The order's records, a page at a time, newest first. */
export function orderNotesQuery(orderId: string) {
  return infiniteQueryOptions({
    queryKey: orderKeys.notes(orderId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => call(api.notes, { query: { orderId, limit: ORDER_NOTES_PAGE, offset: pageParam } }),
    getNextPageParam: (last, pages) => (last.length < ORDER_NOTES_PAGE ? undefined : pages.length * ORDER_NOTES_PAGE),
  });
}

export function rejectStatusQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.rejectStatus(orderId),
    queryFn: () => call(api.rejectStatus, { params: { id: orderId } }),
  });
}

export function orderReportQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.report(orderId),
    queryFn: () => call(recommendEndpoints.reportOfOrder, { query: { orderId } }),
  });
}

/** The position's report template, for the labels of a report's fields. */
export function reportTemplateQuery(positionId: string) {
  return queryOptions({
    queryKey: ['reference', 'orders', 'reportTemplate', positionId] as const,
    queryFn: () => call(recommendEndpoints.template, { query: { positionId } }),
    staleTime: 5 * 60_000,
  });
}

/** The re-recommend list is exempt from the request-time check (spec 000 §8); the client still stamps it. */
export function reRecommendPositionsQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.reRecommendPositions(orderId),
    queryFn: () => call(recommendEndpoints.reRecommendList, { params: { id: orderId } }),
  });
}

export const terminalReasonsQuery = queryOptions({
  queryKey: orderKeys.terminalReasons(),
  queryFn: () => call(api.terminalReasons),
  staleTime: 30 * 60_000,
});

/** The open consultants in the caller's scope. */
export const consultantsQuery = queryOptions({
  queryKey: orderKeys.consultants(),
  queryFn: () => call(api.consultants),
  staleTime: 5 * 60_000,
});
