/** Finance calls (spec 001 §7): delivery cards and list, per-consultant records, settlement bills, and the console's side. */

import type { compensationQuerySchema } from '@hh/domain/finance/compensation';
import { financeEndpoints as api, opsFinanceEndpoints as ops } from '@hh/domain/finance/finance.endpoints';
import type { DeliveryListQuery } from '@hh/domain/finance/finance.schema';
import type { fineRecordSchema } from '@hh/domain/finance/fines';
import type { billBuildSchema, deliveryMoveSchema, feeTermsSaveSchema } from '@hh/domain/finance/ops-finance.schema';
import type { billConfirmSchema } from '@hh/domain/finance/settlement.schema';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, endpointUrl } from '../../../api/call';

const keys = {
  all: ['finance'] as const,
  total: (body: unknown) => ['finance', 'total', body] as const,
  list: (body: unknown) => ['finance', 'list', body] as const,
  bills: (query: unknown) => ['finance', 'bills', query] as const,
  ops: (what: string, query: unknown) => ['finance', 'ops', what, query] as const,
};

type DeliveryBody = Pick<DeliveryListQuery, 'startTime' | 'endTime'> & { stateEx?: number; type?: number; page: number; pageSize: number };

/** stateEx and type are left out when 0, all (spec 001 §5). */
function filterBody(body: DeliveryBody) {
  return {
    startTime: body.startTime,
    endTime: body.endTime,
    ...(body.stateEx ? { stateEx: body.stateEx } : {}),
    ...(body.type ? { type: body.type } : {}),
  };
}

export function deliveryTotalQuery(body: DeliveryBody) {
  const b = filterBody(body);
  return queryOptions({ queryKey: keys.total(b), queryFn: () => call(api.totalData, { body: b }), placeholderData: keepPreviousData });
}

export function deliveryListQuery(body: DeliveryBody) {
  const b = { ...filterBody(body), page: body.page, pageSize: body.pageSize };
  return queryOptions({
    queryKey: keys.list(b),
    queryFn: () => call(api.deliveryDataList, { body: b }),
    placeholderData: keepPreviousData,
  });
}

export interface BillFilters {
  billNo?: string;
  confirmRebateStartTimeL?: number;
  confirmRebateEndTimeL?: number;
}

function billQuery(f: BillFilters): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.billNo) q.billNo = f.billNo;
  if (f.confirmRebateStartTimeL !== undefined) q.confirmRebateStartTimeL = String(f.confirmRebateStartTimeL);
  if (f.confirmRebateEndTimeL !== undefined) q.confirmRebateEndTimeL = String(f.confirmRebateEndTimeL);
  return q;
}

export function billListQuery(f: BillFilters, pageNo: number, pageSize: number) {
  const query = { ...billQuery(f), pageNo: String(pageNo), pageSize: String(pageSize) };
  return queryOptions({ queryKey: keys.bills(query), queryFn: () => call(api.billList, { query }), placeholderData: keepPreviousData });
}

/** The rebate export of the filtered bills: opened in a new window (spec 001 §7). */
export function rebateExportUrl(f: BillFilters): string {
  return endpointUrl(api.rebateDetailExport, undefined, billQuery(f));
}

/** Which side opens a bill: the firm's manager (/index/settlement) or platform staff (/ops). */
export type BillSide = 'firm' | 'ops';

export function billDetailQuery(side: BillSide, billId: string) {
  const query = { billId };
  return queryOptions({
    queryKey: keys.ops(`bill-${side}`, query),
    queryFn: () => (side === 'firm' ? call(api.billDetail, { query }) : call(ops.billDetail, { query })),
  });
}

export function useConfirmBill(side: BillSide) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof billConfirmSchema>) =>
      side === 'firm' ? call(api.billConfirm, { body }) : call(ops.billConfirm, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function opsDeliveriesQuery(query: Record<string, string>) {
  return queryOptions({
    queryKey: keys.ops('deliveries', query),
    queryFn: () => call(ops.deliveries, { query }),
    placeholderData: keepPreviousData,
  });
}
export function opsFeeTermsQuery(query: Record<string, string>) {
  return queryOptions({
    queryKey: keys.ops('feeTerms', query),
    queryFn: () => call(ops.feeTerms, { query }),
    placeholderData: keepPreviousData,
  });
}
export function opsBillsQuery(query: Record<string, string>) {
  return queryOptions({ queryKey: keys.ops('bills', query), queryFn: () => call(ops.bills, { query }), placeholderData: keepPreviousData });
}
export const opsFirmsQuery = queryOptions({ queryKey: keys.ops('firms', null), queryFn: () => call(ops.firms) });

function useOpsMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}
export const useMoveDelivery = () => useOpsMutation((body: z.input<typeof deliveryMoveSchema>) => call(ops.moveDelivery, { body }));
export const useSaveFeeTerms = () => useOpsMutation((body: z.input<typeof feeTermsSaveSchema>) => call(ops.saveFeeTerms, { body }));
export const useBuildBill = () => useOpsMutation((body: z.input<typeof billBuildSchema>) => call(ops.buildBill, { body }));
export function opsFinesQuery(query: Record<string, string>) {
  return queryOptions({ queryKey: keys.ops('fines', query), queryFn: () => call(ops.fines, { query }), placeholderData: keepPreviousData });
}
export const useRecordFine = () => useOpsMutation((body: z.input<typeof fineRecordSchema>) => call(ops.recordFine, { body }));
/** The calculator writes nothing; a mutation only because it runs when staff press 计算. */
export const useCompensation = () =>
  useMutation({ mutationFn: (body: z.input<typeof compensationQuerySchema>) => call(ops.compensation, { body }) });
