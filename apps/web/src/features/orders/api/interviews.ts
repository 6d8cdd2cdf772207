/**
 * Interview feedback (spec 001 §3, §4, §7): the consultant's interviews with today and tomorrow
 * marked, the reaction the consultant reports for each (0–3), whether any wait for feedback
 * (havePoint), and the home prompt with its confirmation.
 */
import { INTERVIEW_PAGE_SIZE } from '@hh/domain/interviews/interview-feedback';
import { interviewEndpoints as api } from '@hh/domain/interviews/interviews.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { orderKeys } from './keys';

export function interviewListQuery(current: number) {
  return queryOptions({
    queryKey: orderKeys.interviews(current),
    queryFn: () => call(api.list, { query: { current, limit: INTERVIEW_PAGE_SIZE } }),
  });
}

export const havePointQuery = queryOptions({
  queryKey: orderKeys.havePoint(),
  queryFn: () => call(api.havePoint),
});

export const homeInterviewMsgQuery = queryOptions({
  queryKey: orderKeys.homeInterviewMsg(),
  queryFn: () => call(api.homeMessage),
  // Asked once a visit: the prompt greets the user arriving at the workspace, not every page.
  staleTime: Number.POSITIVE_INFINITY,
});

/** A reaction changes an order's feedback: the orders area (lists, the red point) is refreshed with it. */
export function useChangeReaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; reaction: number }) => call(api.change, { query: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useConfirmInterviewMsg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.confirm),
    onSuccess: () => queryClient.setQueryData(orderKeys.homeInterviewMsg(), { show: false, message: '', interviews: [] }),
  });
}
