/**
 * What an order's dialogs read: its state log, its communication records, its reject status,
 * its report, the positions it can be re-recommended to, and the reference lists of the
 * actions (terminal reasons, the consultants a leader may hand orders to).
 */

import {
  ORDER_NOTES_PAGE,
  orderDetailListSchema,
  rejectStatusAnswerSchema,
  stateLogEntrySchema,
  terminalReasonSchema,
} from '@hh/domain/orders/order.schema';
import { recommendReportSchema, recommendTemplateSchema } from '@hh/domain/orders/report.schema';
import { positionRowSchema } from '@hh/domain/positions/position.schema';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { get } from '../../../api/http-client';
import { orderKeys } from './keys';

export function stateLogQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.stateLog(orderId),
    queryFn: async () => stateLogEntrySchema.array().parse(await get<unknown>('/api/order/getOrderStateLog', { orderId })),
  });
}

/** The order's records, a page at a time, newest first. */
export function orderNotesQuery(orderId: string) {
  return infiniteQueryOptions({
    queryKey: orderKeys.notes(orderId),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      orderDetailListSchema.parse(
        await get<unknown>('/api/order/orderDetailList', { orderId, limit: ORDER_NOTES_PAGE, offset: pageParam }),
      ),
    getNextPageParam: (last, pages) => (last.length < ORDER_NOTES_PAGE ? undefined : pages.length * ORDER_NOTES_PAGE),
  });
}

export function rejectStatusQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.rejectStatus(orderId),
    queryFn: async () => rejectStatusAnswerSchema.parse(await get<unknown>(`/api/order/rejectStatus/query/${encodeURIComponent(orderId)}`)),
  });
}

export function orderReportQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.report(orderId),
    queryFn: async () => recommendReportSchema.parse(await get<unknown>('/api/order/rec/report/get', { orderId })),
  });
}

/** The position's report template, for the labels of a report's fields. */
export function reportTemplateQuery(positionId: string) {
  return queryOptions({
    queryKey: ['reference', 'orders', 'reportTemplate', positionId] as const,
    queryFn: async () => recommendTemplateSchema.parse(await get<unknown>('/api/order/rec/report/template', { positionId })),
    staleTime: 5 * 60_000,
  });
}

/** The re-recommend list is exempt from the request-time check (spec 000 §8); the client still stamps it. */
export function reRecommendPositionsQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.reRecommendPositions(orderId),
    queryFn: async () =>
      positionRowSchema.array().parse(await get<unknown>(`/api/positions/reRecommand/list/${encodeURIComponent(orderId)}`)),
  });
}

export const terminalReasonsQuery = queryOptions({
  queryKey: orderKeys.terminalReasons(),
  queryFn: async () => terminalReasonSchema.array().parse(await get<unknown>('/api/position/manager/getTerminalReasons')),
  staleTime: 30 * 60_000,
});

/** An open consultant in the caller's scope (GET /api/position/discover/allUsers). */
export interface ScopeConsultant {
  id: string;
  cname: string;
  teamName: string;
}

export const consultantsQuery = queryOptions({
  queryKey: orderKeys.consultants(),
  queryFn: () => get<ScopeConsultant[]>('/api/position/discover/allUsers'),
  staleTime: 5 * 60_000,
});
