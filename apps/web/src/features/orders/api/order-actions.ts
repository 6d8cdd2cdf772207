/**
 * The consultant's and the leader's actions on an order. Every write refreshes the whole
 * orders area (lists, tab counts, logs, notes, interviews, the red dot) so what changed shows at once.
 */
import { orderEndpoints as api } from '@hh/domain/orders/orders.endpoints';
import { recommendEndpoints } from '@hh/domain/orders/recommend.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { orderKeys } from './keys';

function useOrderWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const useSaveOrderRemark = () => useOrderWrite((input: { orderId: string; remark: string }) => call(api.remark, { body: input }));

export const useAppendChatRecord = () =>
  useOrderWrite((input: { orderId: string; content: string }) => call(api.appendChat, { body: input }));

export const useSwitchHunter = () =>
  useOrderWrite((input: { orderIds: string[]; hunterId: string }) => {
    const [only] = input.orderIds;
    return input.orderIds.length === 1 && only
      ? call(api.switchHunter, { body: { orderId: only, hunterId: input.hunterId } })
      : call(api.switchHunterBatch, { body: input });
  });

export const useRecommit = () => useOrderWrite((orderId: string) => call(api.recommit, { params: { id: orderId } }));

export const useReRecommend = () =>
  useOrderWrite((input: { orderId: string; positionId: string }) => call(recommendEndpoints.reRecommend, { body: input }));

export const useTerminateOrder = () =>
  useOrderWrite((input: { orderId: string; reasonCode: string; remark: string }) => call(api.terminate, { body: input }));

export const useSaveOffer = () =>
  useOrderWrite((input: { orderId: string; salary: number; onboardDate: string; remark: string }) => call(api.saveOffer, { body: input }));

export const useAddToTalentLib = () => useOrderWrite((orderId: string) => call(api.addToTalentLib, { body: { orderId } }));
