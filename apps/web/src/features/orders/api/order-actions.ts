/**
 * The consultant's and the leader's actions on an order. Every write refreshes the whole
 * orders area (lists, tab counts, logs, notes, interviews, the red dot) so what changed shows at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../../../api/http-client';
import { orderKeys } from './keys';

function useOrderWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const useSaveOrderRemark = () =>
  useOrderWrite((input: { orderId: string; remark: string }) => post<null>('/api/order/remark', input));

export const useAppendChatRecord = () =>
  useOrderWrite((input: { orderId: string; content: string }) => post<null>('/api/position/manager/appendChatRecord', input));

export const useSwitchHunter = () =>
  useOrderWrite((input: { orderIds: string[]; hunterId: string }) =>
    input.orderIds.length === 1
      ? post<{ moved: number }>('/api/position/manager/switch/hunter', { orderId: input.orderIds[0], hunterId: input.hunterId })
      : post<{ moved: number }>('/api/position/manager/switch/hunter/batch', input),
  );

export const useRecommit = () =>
  useOrderWrite((orderId: string) => put<unknown>(`/api/order/reject/recommit/${encodeURIComponent(orderId)}`));

export const useReRecommend = () =>
  useOrderWrite((input: { orderId: string; positionId: string }) => post<{ orderId: string }>('/api/position/manager/reRecommend', input));

export const useTerminateOrder = () =>
  useOrderWrite((input: { orderId: string; reasonCode: string; remark: string }) =>
    post<unknown>('/api/position/manager/terminate', input),
  );

export const useSaveOffer = () =>
  useOrderWrite((input: { orderId: string; salary: number; onboardDate: string; remark: string }) =>
    post<unknown>('/api/position/manager/saveOffer', input),
  );

export const useAddToTalentLib = () =>
  useOrderWrite((orderId: string) => post<unknown>('/api/position/manager/add2talentLib', { orderId }));
