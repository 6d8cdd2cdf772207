/**
 * Complaint cases (spec 000 §7 Complaints): the lists, a case, the targets a consultant may file
 * against, the writes (create, edit, revoke, agree, answer, evidence uploads), the caller's
 * standing, and the console's judging queue.
 */
import type { ComplaintBody } from '@hh/domain/complaints/complaint.schema';
import { complaintEndpoints as api } from '@hh/domain/complaints/complaints.endpoints';
import { opsComplaintEndpoints as ops } from '@hh/domain/complaints/ops-complaints.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
};

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
    mutationFn: (body: { id: string; upheld: boolean; reason: string }) => call(ops.judge, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}
