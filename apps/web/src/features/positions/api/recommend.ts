/**
 * Recommending a chosen candidate: may they be recommended now (position/order/check), the report
 * prefilled from their resume (templateData), the server's check of a report (autoCheck), and the
 * recommendation itself (position/manager/recommend).
 */

import { type ReportContent, reportProblemSchema } from '@hh/domain/orders/report.schema';
import { orderCheckSchema } from '@hh/domain/positions/position.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { get, post } from '../../../api/http-client';
import { positionKeys } from './keys';

export function orderCheckQuery(positionId: string, userId: string) {
  return queryOptions({
    queryKey: ['recommend', 'check', positionId, userId] as const,
    queryFn: async () => orderCheckSchema.parse(await get<unknown>('/api/position/order/check', { positionId, userId })),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function templateDataQuery(positionId: string, userId: string) {
  return queryOptions({
    queryKey: ['recommend', 'templateData', positionId, userId] as const,
    queryFn: async () =>
      z
        .object({ values: z.record(z.string(), z.string()) })
        .parse(await get<unknown>('/api/order/rec/report/templateData', { positionId, userId })).values,
    gcTime: 0,
    retry: false,
  });
}

export async function autoCheckReport(positionId: string, content: ReportContent) {
  const answer = await post<unknown>('/api/order/rec/report/autoCheck', { positionId, content });
  return z.object({ problems: z.array(reportProblemSchema) }).parse(answer).problems;
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
    mutationFn: async (input: RecommendInput) =>
      z.object({ orderId: z.string() }).parse(await post<unknown>('/api/position/manager/recommend', input)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: positionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
  });
}
