/**
 * Recommending a chosen candidate: may they be recommended now (position/order/check), the report
 * prefilled from their resume (templateData), the server's check of a report (autoCheck), the
 * reports kept for the resume (lietouResumeRecommandReport: a draft saved per position, and the
 * list), and the recommendation itself (position/manager/recommend).
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

/** The reports kept for a resume (drafts and sent ones, every position), newest first. */
export function resumeReportsQuery(resumeId: string) {
  return queryOptions({
    queryKey: ['recommend', 'reports', resumeId] as const,
    queryFn: async () => (await call(api.reportsOfResume, { params: { resumeId } })).sort((a, b) => b.updateTime - a.updateTime),
    gcTime: 0,
    retry: false,
  });
}

export interface DraftInput {
  resumeId: string;
  positionId: string;
  content: ReportContent;
  coreReason: string;
  smsToUser: boolean;
}

/** 保存草稿: one draft per resume and position (saveOrUpdate), found again the next time the dialog opens. */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DraftInput) => call(api.saveDraft, { body: input }),
    onSuccess: (_saved, input) => queryClient.invalidateQueries({ queryKey: ['recommend', 'reports', input.resumeId] }),
  });
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
