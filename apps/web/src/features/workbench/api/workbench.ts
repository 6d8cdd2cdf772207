/**
 * The workbench's calls (spec 001 §7): the summary, the boards, good news, activities and their
 * topic positions, business data with its export, and the ranking configuration.
 */
import type { PositionListQuery } from '@hh/domain/positions/position.schema';
import { positionEndpoints } from '@hh/domain/positions/positions.endpoints';
import { workbenchEndpoints as api, opsWorkbenchEndpoints as ops } from '@hh/domain/workbench/workbench.endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../api/call';

const keys = {
  all: ['workbench'] as const,
  summary: () => ['workbench', 'summary'] as const,
  board: (kind: string, a: number, b: number, c: number) => ['workbench', 'board', kind, a, b, c] as const,
  gladTidings: () => ['workbench', 'gladTidings'] as const,
  activities: () => ['workbench', 'activities'] as const,
  activity: (id: string) => ['workbench', 'activity', id] as const,
  topic: (body: unknown) => ['workbench', 'topic', body] as const,
  businessData: (body: unknown) => ['workbench', 'businessData', body] as const,
  rankingConfig: () => ['workbench', 'rankingConfig'] as const,
  ops: () => ['workbench', 'ops'] as const,
};

export const summaryQuery = queryOptions({ queryKey: keys.summary(), queryFn: () => call(api.summarizing) });

export type BoardKind = 'user' | 'firm' | 'platform';
export function boardQuery(kind: BoardKind, rankingType: number, scareenType: number, searchTimeDimension: number) {
  return queryOptions({
    queryKey: keys.board(kind, rankingType, scareenType, searchTimeDimension),
    queryFn: () =>
      kind === 'user'
        ? call(api.userBoard, { params: { rankingType, searchTimeDimension } })
        : call(kind === 'firm' ? api.firmBoard : api.platformBoard, { params: { rankingType, scareenType, searchTimeDimension } }),
    placeholderData: keepPreviousData,
  });
}

export const gladTidingsQuery = queryOptions({ queryKey: keys.gladTidings(), queryFn: () => call(api.gladTidings) });
export const activitiesQuery = queryOptions({ queryKey: keys.activities(), queryFn: () => call(api.activities) });
export function activityQuery(activityId: string) {
  return queryOptions({ queryKey: keys.activity(activityId), queryFn: () => call(api.activityDesc, { query: { activityId } }) });
}

/** A topic's positions; a failure is an empty list and a total of 0 (spec 001 §8). */
export function topicPositionsQuery(body: Partial<PositionListQuery> & { lietouActivityId: string }) {
  return queryOptions({
    queryKey: keys.topic(body),
    queryFn: async () => {
      try {
        return await call(positionEndpoints.list, { body });
      } catch {
        return { data: [], totalCount: 0 };
      }
    },
    placeholderData: keepPreviousData,
  });
}

export type BusinessDataBody = Parameters<typeof call<typeof api.businessData>>[1]['body'];
export function businessDataQuery(body: BusinessDataBody) {
  return queryOptions({
    queryKey: keys.businessData(body),
    queryFn: () => call(api.businessData, { body }),
    placeholderData: keepPreviousData,
  });
}

export function businessDataExportUrl(body: BusinessDataBody): string {
  return endpointUrl(api.businessDataExport, undefined, {
    start: String(body.start),
    end: String(body.end),
    orderClause: body.orderClause ?? 'recNum',
    orderSequence: body.orderSequence ?? 'desc',
    ...(body.userIds?.length ? { userIds: body.userIds.join(',') } : {}),
  });
}

export const rankingConfigQuery = queryOptions({ queryKey: keys.rankingConfig(), queryFn: () => call(api.rankingConfig) });

export function useSetRankingFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userIds: string[]; rankingFlag: 0 | 1 }) => call(api.rankingConfigBatch, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const opsActivitiesQuery = queryOptions({ queryKey: [...keys.ops(), 'activities'], queryFn: () => call(ops.activities) });
export const opsGladTidingsQuery = queryOptions({ queryKey: [...keys.ops(), 'gladTidings'], queryFn: () => call(ops.gladTidings) });
export function positionOptions(filter: { keyword?: string; companyName?: string }) {
  return call(ops.positionOptions, { body: filter });
}

type ActivityBody = Parameters<typeof call<typeof ops.createActivity>>[1]['body'];
export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ActivityBody }) =>
      id ? call(ops.updateActivity, { params: { id }, body }) : call(ops.createActivity, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.ops() }),
  });
}

export function useHideGladTiding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => call(ops.hideGladTiding, { params: { id }, body: { hidden } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.ops() }),
  });
}
