/**
 * Complaint cases (spec 000 §7 Complaints): the lists, a case, the targets a consultant may file
 * against, the writes (create, edit, revoke, agree, answer, evidence uploads), the caller's
 * standing, the console's judging queue and the performance check's deposits.
 */
import type { ComplaintBody } from '@hh/domain/complaints/complaint.schema';
import { complaintEndpoints as api } from '@hh/domain/complaints/complaints.endpoints';
import { confirmRecommendEndpoints as confirm } from '@hh/domain/complaints/confirm-recommend';
import { opsComplaintEndpoints as ops } from '@hh/domain/complaints/ops-complaints.endpoints';
import { opsPerformanceEndpoints as perf } from '@hh/domain/complaints/ops-performance.endpoints';
import type { compensationQuerySchema } from '@hh/domain/finance/compensation';
import { opsFinanceEndpoints as opsFinance } from '@hh/domain/finance/finance.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, endpointUrl } from '../../../api/call';

export const complaintKeys = {
  all: ['complaints'] as const,
  list: (tab: string, state: number, page: number) => ['complaints', 'list', tab, state, page] as const,
  detail: (id: string) => ['complaints', 'detail', id] as const,
  targets: (orderId: string, commonUserId: string) => ['complaints', 'targets', orderId, commonUserId] as const,
  standing: () => ['complaints', 'standing'] as const,
  tips: () => ['complaints', 'tips'] as const,
  ops: (view: string, page: number) => ['complaints', 'ops', view, page] as const,
  opsDetail: (id: string) => ['complaints', 'ops-detail', id] as const,
  confirm: (token: string) => ['complaints', 'confirm', token] as const,
};

/** The candidate's public confirmation page (confirm blind push): no session needed, the token is the credential. */
export const confirmInfoQuery = (token: string) =>
  queryOptions({ queryKey: complaintKeys.confirm(token), queryFn: () => call(confirm.info, { query: { token } }), retry: false });

export function useConfirmRecommend(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(confirm.confirm, { body: { token } }),
    onSuccess: () => client.invalidateQueries({ queryKey: complaintKeys.confirm(token) }),
  });
}

export const complaintListQuery = (tab: 'launch' | 'receive', state: number, pageNum: number) =>
  queryOptions({
    queryKey: complaintKeys.list(tab, state, pageNum),
    queryFn: () => call(api.list, { query: { tab, state, pageNum } }),
  });

export const complaintDetailQuery = (id: string) =>
  queryOptions({ queryKey: complaintKeys.detail(id), queryFn: () => call(api.detail, { query: { id } }) });

export const complaintTargetsQuery = (orderId: string, commonUserId: string) =>
  queryOptions({
    queryKey: complaintKeys.targets(orderId, commonUserId),
    queryFn: () => call(api.targets, { query: orderId ? { orderId } : { commonUserId } }),
  });

export const standingQuery = queryOptions({ queryKey: complaintKeys.standing(), queryFn: () => call(api.standing) });
export const tipsQuery = queryOptions({ queryKey: complaintKeys.tips(), queryFn: () => call(api.tips) });

/**
 * The shell's blind-push tips: asked once per page load (outside `complaintKeys.all`, so a
 * complaint write does not refetch it and open the dialog in the middle of the user's work).
 */
export const blindPushTipsQuery = queryOptions({
  queryKey: ['blind-push-tips'] as const,
  queryFn: () => call(api.blindPushTips),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export const caseFileUrl = (id: string, fileId: string) => endpointUrl(api.file, undefined, { id, fileId });
export const opsCaseFileUrl = (id: string, fileId: string) => endpointUrl(ops.file, undefined, { id, fileId });

export async function uploadEvidence(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(api.uploadFile, { body: form });
}

/** Every write refreshes the whole area: lists, counts, the case and the red point. */
export function useComplaintWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: complaintKeys.all });
  return {
    create: useMutation({ mutationFn: (body: ComplaintBody) => call(api.create, { body }), onSuccess }),
    edit: useMutation({ mutationFn: (body: ComplaintBody & { id: string }) => call(api.edit, { body }), onSuccess }),
    revoke: useMutation({ mutationFn: (id: string) => call(api.revoke, { query: { id } }), onSuccess }),
    agree: useMutation({ mutationFn: (id: string) => call(api.agree, { query: { id } }), onSuccess }),
    answer: useMutation({
      mutationFn: (body: { id: string; text: string; attachments: string[] }) => call(api.answer, { body }),
      onSuccess,
    }),
  };
}

export const opsCaseListQuery = (view: 'judging' | 'all', pageNum: number) =>
  queryOptions({ queryKey: complaintKeys.ops(view, pageNum), queryFn: () => call(ops.list, { query: { view, pageNum } }) });

export const opsCaseQuery = (id: string) =>
  queryOptions({ queryKey: complaintKeys.opsDetail(id), queryFn: () => call(ops.detail, { query: { id } }) });

export function useJudge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; upheld: boolean; reason: string; fineFen: number }) => call(ops.judge, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}

/** The rules' compensation for the judge's fine (finance's calculator: reads the firm's fees, writes nothing). */
export const useCompensation = () =>
  useMutation({ mutationFn: (body: z.input<typeof compensationQuerySchema>) => call(opsFinance.compensation, { body }) });

export const performanceKeys = {
  all: ['performance'] as const,
  list: (view: string, page: number) => ['performance', view, page] as const,
};

export const performanceListQuery = (view: 'open' | 'all', pageNo: number) =>
  queryOptions({ queryKey: performanceKeys.list(view, pageNo), queryFn: () => call(perf.list, { query: { view, pageNo } }) });

/** Deposit writes refresh the console's list and the shell's standing. */
export function usePerformanceWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: performanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: complaintKeys.standing() }),
    ]);
  return {
    pay: useMutation({ mutationFn: (body: { id: string; note: string }) => call(perf.pay, { body }), onSuccess }),
    run: useMutation({ mutationFn: () => call(perf.run, {}), onSuccess }),
  };
}
