/**
 * The position list (spec 001 §2, §3: 15 a page, offset = (page − 1) × 15) and the detail's
 * calls: introductions, the PM's contact, the report template, highlight terms, and the
 * caller's running orders on the position.
 */
import { orderPageSchema } from '@hh/domain/orders/order.schema';
import { recommendTemplateSchema, type TemplateContent, templateContentSchema } from '@hh/domain/orders/report.schema';
import {
  keywordAnalysisSchema,
  pmInfoSchema,
  positionIntroduceSchema,
  positionPageSchema,
  positionRowSchema,
  projectIntroduceSchema,
} from '@hh/domain/positions/position.schema';
import type { PositionOrderClause, PositionTab } from '@hh/domain/positions/position-enums';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { get, httpClient, post } from '../../../api/http-client';
import { positionKeys } from './keys';

/** The body of POST /api/positions/positionList, as the list page builds it from its filters. */
export interface PositionListBody {
  orderClause: PositionOrderClause;
  orderDesc: boolean;
  tab: PositionTab;
  query: { limit: number; offset: number };
  cityCode?: string;
  positionFirstType?: string;
  positionSecondType?: string;
  positionThirdType?: string;
  companyName?: string;
  keyword?: string;
  salaryLow?: number;
  salaryHigh?: number;
}

/** 我的订单 on a position: 20 a page, like every order list (spec 000 §9). */
export const MY_ORDERS_PAGE_SIZE = 20;

export function positionListQuery(body: PositionListBody) {
  return queryOptions({
    queryKey: positionKeys.list(body),
    queryFn: async () => positionPageSchema.parse(await post<unknown>('/api/positions/positionList', body)),
  });
}

export const recommendedPositionsQuery = queryOptions({
  queryKey: positionKeys.recommended(),
  queryFn: async () => z.array(positionRowSchema).parse(await get<unknown>('/api/positions/recommended')),
  staleTime: 60_000,
});

export function positionIntroduceQuery(positionId: string) {
  return queryOptions({
    queryKey: positionKeys.introduce(positionId),
    queryFn: async () => positionIntroduceSchema.parse(await get<unknown>(`/api/position/form/main/${encodeURIComponent(positionId)}`)),
    retry: false,
  });
}

export function projectIntroduceQuery(projectId: string) {
  return queryOptions({
    queryKey: positionKeys.project(projectId),
    queryFn: async () => projectIntroduceSchema.parse(await get<unknown>('/api/project/form', { projectId })),
    retry: false,
  });
}

export function pmInfoQuery(positionId: string) {
  return queryOptions({
    queryKey: positionKeys.pmInfo(positionId),
    queryFn: async () => pmInfoSchema.parse(await get<unknown>('/api/commonUserInfo/pmInfo.json', { positionId })),
    retry: false,
  });
}

/** The template arrives as a JSON string (spec 001 §3); one that cannot be read reads as null. */
export function parseTemplateContent(text: string): TemplateContent | null {
  try {
    const parsed = templateContentSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function reportTemplateQuery(positionId: string) {
  return queryOptions({
    queryKey: positionKeys.template(positionId),
    queryFn: async () => {
      const answer = recommendTemplateSchema.parse(await get<unknown>('/api/order/rec/report/template', { positionId }));
      return { templateContent: answer.templateContent, template: parseTemplateContent(answer.templateContent) };
    },
    retry: false,
  });
}

export function keywordTermsQuery(text: string) {
  return queryOptions({
    queryKey: positionKeys.keywords(text),
    queryFn: async () => keywordAnalysisSchema.parse(await get<unknown>('/api/keyword/analysis', { keyword: text })).keywords,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The caller's own running orders on the position (POST /api/order/my/orderList with positionId and onlyMe). */
export function myPositionOrdersQuery(positionId: string, current: number) {
  return queryOptions({
    queryKey: positionKeys.myOrders(positionId, current),
    queryFn: async () =>
      orderPageSchema.parse(
        await post<unknown>('/api/order/my/orderList', {
          positionId,
          onlyMe: true,
          query: { limit: MY_ORDERS_PAGE_SIZE, offset: (current - 1) * MY_ORDERS_PAGE_SIZE },
        }),
      ),
  });
}

/** The sample PDF's address for a frame or a new window; each load needs its own request-time stamp. */
export function resumeSampleUrl(positionId: string): string {
  return `/api/position/manager/previewResumeSample?positionId=${encodeURIComponent(positionId)}&requesttime=${httpClient.stamp()}`;
}
