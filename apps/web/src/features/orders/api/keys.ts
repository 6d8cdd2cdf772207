import type { OrderListKind } from '@hh/domain/orders/order.schema';

/**
 * Query keys of the orders area. Everything an order action can change (lists, tab counts,
 * logs, notes, the interview list, the red dot) starts with 'orders', so one invalidation
 * after a write refreshes all of it.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (kind: OrderListKind, body: unknown) => ['orders', 'list', kind, body] as const,
  counts: (kind: OrderListKind, query: unknown) => ['orders', 'counts', kind, query] as const,
  stateLog: (orderId: string) => ['orders', 'stateLog', orderId] as const,
  notes: (orderId: string) => ['orders', 'notes', orderId] as const,
  calls: (orderId: string) => ['orders', 'calls', orderId] as const,
  rejectStatus: (orderId: string) => ['orders', 'rejectStatus', orderId] as const,
  report: (orderId: string) => ['orders', 'report', orderId] as const,
  reRecommendPositions: (orderId: string) => ['orders', 'reRecommend', orderId] as const,
  interviews: (current: number) => ['orders', 'interviews', current] as const,
  havePoint: () => ['orders', 'havePoint'] as const,
  /** The home prompt is asked once a visit; an order write must not bring it back. */
  homeInterviewMsg: () => ['interviewPrompt'] as const,
  /** Reference lists no order write changes: kept out of the 'orders' prefix. */
  consultants: () => ['reference', 'orders', 'consultants'] as const,
  terminalReasons: () => ['reference', 'orders', 'terminalReasons'] as const,
  downloadSetting: () => ['reference', 'orders', 'downloadSetting'] as const,
};
