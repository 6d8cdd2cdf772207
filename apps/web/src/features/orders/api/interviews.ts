/**
 * Interview feedback (spec 001 §3, §4, §7): the consultant's interviews with today and tomorrow
 * marked, the reaction the consultant reports for each (0–3), whether any wait for feedback
 * (havePoint), and the home prompt with its confirmation.
 */
import {
  havePointSchema,
  homeInterviewMsgSchema,
  INTERVIEW_PAGE_SIZE,
  interviewPageSchema,
} from '@hh/domain/interviews/interview-feedback';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { get } from '../../../api/http-client';
import { orderKeys } from './keys';

export function interviewListQuery(current: number) {
  return queryOptions({
    queryKey: orderKeys.interviews(current),
    queryFn: async () =>
      interviewPageSchema.parse(await get<unknown>('/api/feedback/interview/list', { current, limit: INTERVIEW_PAGE_SIZE })),
  });
}

export const havePointQuery = queryOptions({
  queryKey: orderKeys.havePoint(),
  queryFn: async () => havePointSchema.parse(await get<unknown>('/api/feedback/interview/havePoint')),
});

export const homeInterviewMsgQuery = queryOptions({
  queryKey: orderKeys.homeInterviewMsg(),
  queryFn: async () => homeInterviewMsgSchema.parse(await get<unknown>('/api/feedback/interview/homeInterviewMsg')),
  // Asked once a visit: the prompt greets the user arriving at the workspace, not every page.
  staleTime: Number.POSITIVE_INFINITY,
});

/** A reaction changes an order's feedback: the orders area (lists, the red point) is refreshed with it. */
export function useChangeReaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; reaction: number }) => get<null>('/api/feedback/interview/change', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useConfirmInterviewMsg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => get<null>('/api/feedback/interview/confirmInterview'),
    onSuccess: () => queryClient.setQueryData(orderKeys.homeInterviewMsg(), { show: false, message: '', interviews: [] }),
  });
}
