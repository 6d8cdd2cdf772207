/**
 * The position list (spec 001 §2, §3: 15 a page, offset = (page − 1) × 15) and the detail's
 * calls: introductions, the PM's contact, the report template, highlight terms, and the
 * caller's running orders on the position.
 */
import { orderEndpoints } from '@hh/domain/orders/orders.endpoints';
import { recommendEndpoints } from '@hh/domain/orders/recommend.endpoints';
import { type TemplateContent, templateContentSchema } from '@hh/domain/orders/report.schema';
import type { PositionOrderClause, PositionTab } from '@hh/domain/positions/position-enums';
import { positionEndpoints as api } from '@hh/domain/positions/positions.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../api/call';
import { positionKeys } from './keys';

/** The body of the position list call, as the list page builds it from its filters. */
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
    queryFn: () => call(api.list, { body }),
  });
}

export const recommendedPositionsQuery = queryOptions({
  queryKey: positionKeys.recommended(),
  queryFn: () => call(api.recommended),
  staleTime: 60_000,
});

export function positionIntroduceQuery(positionId: string) {
  return queryOptions({
    queryKey: positionKeys.introduce(positionId),
    queryFn: () => call(api.introduce, { params: { positionId } }),
    retry: false,
  });
}

export function projectIntroduceQuery(projectId: string) {
  return queryOptions({
    queryKey: positionKeys.project(projectId),
    queryFn: () => call(api.projectIntroduce, { query: { projectId } }),
    retry: false,
  });
}

export function pmInfoQuery(positionId: string) {
  return queryOptions({
    queryKey: positionKeys.pmInfo(positionId),
    queryFn: () => call(api.pmInfo, { query: { positionId } }),
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
      const answer = await call(recommendEndpoints.template, { query: { positionId } });
      return { templateContent: answer.templateContent, template: parseTemplateContent(answer.templateContent) };
    },
    retry: false,
  });
}

export function keywordTermsQuery(text: string) {
  return queryOptions({
    queryKey: positionKeys.keywords(text),
    queryFn: async () => (await call(api.keywordAnalysis, { query: { keyword: text } })).keywords,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The caller's own running orders on the position (the personal order list with positionId and onlyMe). */
export function myPositionOrdersQuery(positionId: string, current: number) {
  return queryOptions({
    queryKey: positionKeys.myOrders(positionId, current),
    queryFn: () =>
      call(orderEndpoints.lists.my, {
        body: { positionId, onlyMe: true, query: { limit: MY_ORDERS_PAGE_SIZE, offset: (current - 1) * MY_ORDERS_PAGE_SIZE } },
      }),
  });
}

/** The sample PDF's address for a frame or a new window; each load needs its own request-time stamp. */
export function resumeSampleUrl(positionId: string): string {
  return endpointUrl(api.resumeSample, undefined, { positionId });
}
