/**
 * The platform console's order pipeline (/ops/orders): every firm's orders by stage, the review
 * queue, and the PM's moves (opsMoveSchema), each checked against the domain's stage machine on
 * the server inside one transaction; `version` makes a move on a changed order fail (409).
 */
import { consoleOrderEndpoints as api } from '@hh/domain/orders/console-orders.endpoints';
import type { OpsMove } from '@hh/domain/orders/order.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

export const OPS_ORDER_PAGE_SIZE = 20;

export const opsOrderKeys = {
  all: ['ops', 'orders'] as const,
  list: (body: unknown) => ['ops', 'orders', 'list', body] as const,
  counts: () => ['ops', 'orders', 'counts'] as const,
  logs: (orderId: string) => ['ops', 'orders', 'logs', orderId] as const,
  report: (orderId: string) => ['ops', 'orders', 'report', orderId] as const,
};

export { type OpsOrderRow, REJECTED_AT_REVIEW } from '@hh/domain/orders/order.schema';

export interface OpsOrderSearch {
  stage?: number;
  rejectStatus?: number;
  searchWord?: string;
  page: number;
}

export function opsOrderListQuery({ page, ...search }: OpsOrderSearch) {
  const body = { ...search, query: { limit: OPS_ORDER_PAGE_SIZE, offset: (page - 1) * OPS_ORDER_PAGE_SIZE } };
  return queryOptions({
    queryKey: opsOrderKeys.list(body),
    queryFn: () => call(api.list, { body }),
  });
}

export const opsOrderCountQuery = queryOptions({
  queryKey: opsOrderKeys.counts(),
  queryFn: () => call(api.counts),
});

export function opsOrderLogsQuery(orderId: string) {
  return queryOptions({
    queryKey: opsOrderKeys.logs(orderId),
    queryFn: () => call(api.logs, { params: { id: orderId } }),
  });
}

export function opsOrderReportQuery(orderId: string) {
  return queryOptions({
    queryKey: opsOrderKeys.report(orderId),
    queryFn: () => call(api.report, { params: { id: orderId } }),
  });
}

/** A PM's move. Whether it lands or is refused (someone moved the order first), the list and counts are fetched afresh. */
export function useOpsMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: Partial<OpsMove> & Pick<OpsMove, 'orderId' | 'action'>) => call(api.move, { body: move }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsOrderKeys.all }),
  });
}
