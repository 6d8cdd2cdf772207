/**
 * The platform console's order pipeline (/ops/orders): every firm's orders by stage, the review
 * queue, and the PM's moves (opsMoveSchema), each checked against the domain's stage machine on
 * the server inside one transaction; `version` makes a move on a changed order fail (409).
 */
import { type OpsMove, opsOrderCountsSchema, opsOrderPageSchema, stateLogEntrySchema } from '@hh/domain/orders/order.schema';
import { recommendReportSchema } from '@hh/domain/orders/report.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../api/http-client';

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
    queryFn: async () => opsOrderPageSchema.parse(await post<unknown>('/api/ops/orders/list', body)),
  });
}

export const opsOrderCountQuery = queryOptions({
  queryKey: opsOrderKeys.counts(),
  queryFn: async () => opsOrderCountsSchema.parse(await get<unknown>('/api/ops/orders/counts')),
});

export function opsOrderLogsQuery(orderId: string) {
  return queryOptions({
    queryKey: opsOrderKeys.logs(orderId),
    queryFn: async () => stateLogEntrySchema.array().parse(await get<unknown>(`/api/ops/orders/${encodeURIComponent(orderId)}/logs`)),
  });
}

export function opsOrderReportQuery(orderId: string) {
  return queryOptions({
    queryKey: opsOrderKeys.report(orderId),
    queryFn: async () => recommendReportSchema.parse(await get<unknown>(`/api/ops/orders/${encodeURIComponent(orderId)}/report`)),
  });
}

/** A PM's move. Whether it lands or is refused (someone moved the order first), the list and counts are fetched afresh. */
export function useOpsMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: Partial<OpsMove> & Pick<OpsMove, 'orderId' | 'action'>) => post<unknown>('/api/ops/orders/move', move),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsOrderKeys.all }),
  });
}
