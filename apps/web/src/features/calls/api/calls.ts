/**
 * Call logs, recordings and the calling setup (spec 001 §2–§4, §7): the summary per candidate,
 * one candidate's calls, the channel mode, the bound phone with its SMS code, the caller's chair
 * and the manager's chair list.
 */
import { callEndpoints as api } from '@hh/domain/calls/calls.endpoints';
import type { ChairSaveBody, callDetailQuerySchema, callLogQuerySchema } from '@hh/domain/calls/calls.schema';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/call';

export const callKeys = {
  all: ['calls'] as const,
  log: (q: unknown) => ['calls', 'log', q] as const,
  detail: (q: unknown) => ['calls', 'detail', q] as const,
  channel: () => ['calls', 'channel'] as const,
  phone: () => ['calls', 'phone'] as const,
  chair: () => ['calls', 'chair'] as const,
  chairs: (page: number) => ['calls', 'chairs', page] as const,
};

export function callLogQuery(q: z.input<typeof callLogQuerySchema>) {
  return queryOptions({ queryKey: callKeys.log(q), queryFn: () => call(api.logPage, { body: q }), placeholderData: keepPreviousData });
}

export function callDetailQuery(q: z.input<typeof callDetailQuerySchema>) {
  return queryOptions({
    queryKey: callKeys.detail(q),
    queryFn: () => call(api.detailPage, { body: q }),
    placeholderData: keepPreviousData,
  });
}

export const channelQuery = queryOptions({ queryKey: callKeys.channel(), queryFn: () => call(api.channel) });
export const boundPhoneQuery = queryOptions({ queryKey: callKeys.phone(), queryFn: () => call(api.boundPhone) });
/** Reading the chair shows its password once: never refetched behind the user's back. */
export const myChairQuery = queryOptions({
  queryKey: callKeys.chair(),
  queryFn: () => call(api.myChair),
  staleTime: Number.POSITIVE_INFINITY,
});
export function chairPageQuery(pageNum: number, enabled: boolean) {
  return queryOptions({
    queryKey: callKeys.chairs(pageNum),
    queryFn: () => call(api.chairPage, { body: { pageNum, pageSize: 10 } }),
    enabled,
  });
}

function useCallsMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: ['calls', 'channel'] }) });
}

export const useSetChannel = () => useCallsMutation((mode: 1 | 2) => call(api.setChannel, { params: { mode } }));
export const useSendCode = () => useMutation({ mutationFn: (phone: string) => call(api.sendCode, { query: { phone } }) });
export function useBindPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phone: string; code: string }) => call(api.bindPhone, { query: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['calls'] }),
  });
}
export function useChairChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { chairId: string; userId: string | null }) =>
      input.userId
        ? call(api.bindChair, { body: { chairId: input.chairId, userId: input.userId } })
        : call(api.unbindChair, { params: { id: input.chairId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calls', 'chairs'] }),
  });
}

/** The manager creates or edits a chair, or removes one. */
export function useSaveChair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChairSaveBody) => call(api.saveChair, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calls'] }),
  });
}
export function useRemoveChair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chairId: string) => call(api.removeChair, { params: { id: chairId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['calls'] }),
  });
}
