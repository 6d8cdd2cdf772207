/**
 * Talent management (spec 000 §2, §6–7): my own list (myUsers, myTabCount) and the group's or
 * firm's (allUsers, tabCount), 20 a page; remarks, hand-over and removal of one candidate.
 */
import {
  TALENT_PAGE_SIZE,
  type TalentTab,
  type TalentTabCount,
  talentPageSchema,
  talentTabCountSchema,
} from '@hh/domain/candidates/talent.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { del, get, post } from '../../../api/http-client';
import { candidateKeys, type TalentScope } from './keys';

export interface TalentFilters {
  tab: TalentTab;
  page: number;
  keyword: string;
}

export function talentListQuery(scope: TalentScope, { tab, page, keyword }: TalentFilters) {
  return queryOptions({
    queryKey: candidateKeys.list(scope, tab, page, keyword),
    queryFn: async () =>
      talentPageSchema.parse(
        await get<unknown>(scope === 'mine' ? '/api/usermanager/myUsers' : '/api/usermanager/allUsers', {
          tab,
          current: page,
          limit: TALENT_PAGE_SIZE,
          keyword: keyword || undefined,
        }),
      ),
  });
}

/** The counts follow the search, so each tab's count is the total of the rows it lists. */
export function talentCountQuery(scope: TalentScope, keyword: string) {
  return queryOptions({
    queryKey: candidateKeys.counts(scope, keyword),
    queryFn: async (): Promise<TalentTabCount> =>
      talentTabCountSchema.parse(
        await get<unknown>(scope === 'mine' ? '/api/usermanager/myTabCount' : '/api/usermanager/tabCount', {
          keyword: keyword || undefined,
        }),
      ),
  });
}

/** After any write, every list, count and resume of the area is fetched afresh. */
function useRefreshCandidates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: candidateKeys.all });
}

export function useSaveRemark() {
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: (input: { id: string; remark: string }) => post<null>('/api/usermanager/remark', input),
    onSuccess: refresh,
  });
}

export function useDeleteCandidate() {
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: (id: string) => del<null>(`/api/usermanager/delete/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useTransferCandidate() {
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: (input: { id: string; ownerId: string }) =>
      post<{ ownerId: string; ownerName: string }>('/api/usermanager/innerConsultant/change', input),
    onSuccess: refresh,
  });
}
