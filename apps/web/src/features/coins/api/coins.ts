/**
 * Coins (spec 000 §7 "Coins and users"): my movements, the coins in my reach, the manager's
 * charges, transfers (each with its own Idempotency-Key), and the /ops ledger pages.
 */

import type { ChargeBody } from '@hh/domain/coins/coin.schema';
import { IDEMPOTENCY_HEADER } from '@hh/domain/coins/coin.schema';
import type { OpsCreditBody } from '@hh/domain/coins/coin-ops.schema';
import { coinEndpoints as api, coinOpsEndpoints as ops } from '@hh/domain/coins/coins.endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../api/call';

export const coinKeys = {
  all: ['coins'] as const,
  detail: (type: 'all' | 'transfer', page: number) => ['coins', 'detail', type, page] as const,
  group: (page: number) => ['coins', 'group', page] as const,
  charges: (page: number) => ['coins', 'charges', page] as const,
  receivers: () => ['coins', 'receivers'] as const,
  standingBook: (month: string, page: number) => ['coins', 'standingBook', month, page] as const,
  ops: ['coins', 'ops'] as const,
};

export const PAGE_SIZE = 10;

export const coinDetailQuery = (type: 'all' | 'transfer', page: number) =>
  queryOptions({
    queryKey: coinKeys.detail(type, page),
    queryFn: () => call(api.detail, { query: { type, pageNum: page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const groupCoinsQuery = (page: number) =>
  queryOptions({
    queryKey: coinKeys.group(page),
    queryFn: () => call(api.groupCoins, { query: { pageNum: page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const chargeDetailQuery = (page: number) =>
  queryOptions({
    queryKey: coinKeys.charges(page),
    queryFn: () => call(api.chargeDetail, { query: { pageNum: page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** 月度台账: one month of the scope's billable orders and coins, 20 rows a page. */
export const STANDING_BOOK_PAGE = 20;
export const standingBookQuery = (month: string, page: number) =>
  queryOptions({
    queryKey: coinKeys.standingBook(month, page),
    queryFn: () => call(api.standingBook, { query: { month, pageNum: page, pageSize: STANDING_BOOK_PAGE } }),
    placeholderData: keepPreviousData,
  });
/** The month as an .xlsx, opened by the browser as a download. */
export const standingBookExportUrl = (month: string) => endpointUrl(api.standingBookExport, undefined, { month });

export const receiversQuery = queryOptions({ queryKey: coinKeys.receivers(), queryFn: () => call(api.receivers) });

/** A fresh key per confirmed dialog: a retry of the same click moves coins once. */
export const newIdempotencyKey = () => crypto.randomUUID();

export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { toUserId: string; coin: number; key: string }) =>
      call(api.transfer, { query: { toUserId: input.toUserId, coin: String(input.coin) }, headers: { [IDEMPOTENCY_HEADER]: input.key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coinKeys.all }),
  });
}

export function useCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: ChargeBody; key: string }) =>
      call(api.charge, { body: input.body, headers: { [IDEMPOTENCY_HEADER]: input.key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coinKeys.all }),
  });
}

export const opsFirmsQuery = queryOptions({ queryKey: [...coinKeys.ops, 'firms'] as const, queryFn: () => call(ops.firms) });
export const opsLedgerQuery = (firmId: string, page: number) =>
  queryOptions({
    queryKey: [...coinKeys.ops, 'ledger', firmId, page] as const,
    queryFn: () => call(ops.ledger, { query: { firmId, pageNum: page, pageSize: 20 } }),
    enabled: firmId !== '',
    placeholderData: keepPreviousData,
  });
export const opsCheckQuery = queryOptions({
  queryKey: [...coinKeys.ops, 'check'] as const,
  queryFn: () => call(ops.check),
  enabled: false,
});

export function useOpsCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: OpsCreditBody; key: string }) =>
      call(ops.credit, { body: input.body, headers: { [IDEMPOTENCY_HEADER]: input.key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coinKeys.ops }),
  });
}
