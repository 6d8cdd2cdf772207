/**
 * Recommending a chosen candidate: may they be recommended now (position/order/check), the report
 * prefilled from their resume (templateData), the server's check of a report (autoCheck), and the
 * recommendation itself (position/manager/recommend).
 */

import { recommendEndpoints as api } from '@hh/domain/orders/recommend.endpoints';
import type { ReportContent } from '@hh/domain/orders/report.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { positionKeys } from './keys';

export function orderCheckQuery(positionId: string, userId: string) {
  return queryOptions({
    queryKey: ['recommend', 'check', positionId, userId] as const,
    queryFn: () => call(api.check, { query: { positionId, userId } }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function templateDataQuery(positionId: string, userId: string) {
  return queryOptions({
    queryKey: ['recommend', 'templateData', positionId, userId] as const,
    queryFn: async () => (await call(api.templateData, { query: { positionId, userId } })).values,
    gcTime: 0,
    retry: false,
  });
}

export async function autoCheckReport(positionId: string, content: ReportContent) {
  return (await call(api.autoCheck, { body: { positionId, content } })).problems;
}

export interface RecommendInput {
  positionId: string;
  userId: string;
  content: ReportContent;
  coreReason: string;
  smsToUser: boolean;
}

/** A recommendation makes an order: the position's 我的订单, its counts and the order lists all change. */
export function useRecommend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecommendInput) => call(api.recommend, { body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: positionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
  });
}
