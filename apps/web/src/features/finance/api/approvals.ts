/**
 * 资金审批 (issue 31, four eyes on money): the console's queue of money requests and the decision
 * on one. A request is asked from the finance and coin screens; it moves money only when a
 * different admin or finance member approves it here.
 */

import { approvalEndpoints as api } from '@hh/domain/finance/approvals.endpoints';
import type { MoneyRequestDecide, MoneyRequestKind } from '@hh/domain/finance/money-request';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

export const APPROVALS_PAGE_SIZE = 20;

/** Under the finance area's prefix, so every finance mutation (which may have asked a request) refreshes the queue too. */
const approvalKeys = {
  list: (query: unknown) => ['finance', 'approvals', query] as const,
};

export interface ApprovalFilters {
  /** 1 待审批, 2 已通过, 3 已驳回, 0 全部. */
  state: number;
  kind?: MoneyRequestKind;
  pageNo: number;
}

export function approvalsQuery(f: ApprovalFilters) {
  const query = {
    state: String(f.state),
    ...(f.kind ? { kind: f.kind } : {}),
    pageNo: String(f.pageNo),
    pageSize: String(APPROVALS_PAGE_SIZE),
  };
  return queryOptions({
    queryKey: approvalKeys.list(query),
    queryFn: () => call(api.list, { query }),
    placeholderData: keepPreviousData,
    // Other people ask and decide all the time: the queue is read afresh whenever the page opens.
    staleTime: 0,
  });
}

/**
 * Approves or refuses a request. An approval makes its effect at once (a payout, a fine, a bill,
 * a coin adjustment, new fee terms), so the finance lists and the coin ledger are refreshed —
 * `['coins']` is the coins area's key prefix (features/coins/api/coins.ts), named here, not imported.
 * A refused effect (the amount changed, the balance is short) puts the request back in the queue,
 * so the queue is refreshed after a failure as well.
 */
export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<MoneyRequestDecide, 'requestId' | 'approve' | 'reason'> & { transferReference?: string }) =>
      call(api.decide, { body }),
    onSettled: async (_data, _error, body) => {
      await client.invalidateQueries({ queryKey: ['finance'] });
      if (body.approve) await client.invalidateQueries({ queryKey: ['coins'] });
    },
  });
}
