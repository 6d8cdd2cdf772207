/**
 * The online resume opened from an order (?orderId=…): the order's context and report
 * (resumeInfo/{refId}.json), the position's report template, and editing the sent report
 * (rec/report/modify) while the platform has not accepted it.
 */
import { recommendEndpoints } from '@hh/domain/orders/recommend.endpoints';
import { DEFAULT_TEMPLATE, type ReportContent, type TemplateContent, templateContentSchema } from '@hh/domain/orders/report.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

export const orderContextKeys = {
  info: (orderId: string) => ['candidates', 'orderContext', orderId] as const,
  template: (positionId: string) => ['candidates', 'reportTemplate', positionId] as const,
};

export const resumeInfoQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderContextKeys.info(orderId),
    queryFn: () => call(recommendEndpoints.resumeInfo, { params: { refId: `${orderId}.json` } }),
    retry: false,
  });

/** The position's report template; the default one when the position has none or it cannot be read. */
export const reportTemplateQuery = (positionId: string) =>
  queryOptions({
    queryKey: orderContextKeys.template(positionId),
    queryFn: async (): Promise<TemplateContent> => {
      const answer = await call(recommendEndpoints.template, { query: { positionId } });
      try {
        const parsed = templateContentSchema.safeParse(JSON.parse(answer.templateContent));
        return parsed.success ? parsed.data : DEFAULT_TEMPLATE;
      } catch {
        return DEFAULT_TEMPLATE;
      }
    },
    staleTime: 5 * 60_000,
  });

export async function checkReport(positionId: string, content: ReportContent) {
  return (await call(recommendEndpoints.autoCheck, { body: { positionId, content } })).problems;
}

export function useModifyReport(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: ReportContent; coreReason: string; smsToUser: boolean }) =>
      call(recommendEndpoints.modifyReport, { body: { orderId, ...input } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderContextKeys.info(orderId) }),
  });
}
