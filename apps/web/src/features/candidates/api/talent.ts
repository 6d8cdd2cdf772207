/**
 * Talent management (spec 000 §2, §6–7): my own list (myUsers, myTabCount) and the group's or
 * firm's (allUsers, tabCount), 20 a page; remarks, source, intention, hand-over and removal of one candidate.
 */
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import type { Expects } from '@hh/domain/candidates/resume.schema';
import { TALENT_PAGE_SIZE, type TALENT_SOURCES, type TalentTab, type TalentTabCount } from '@hh/domain/candidates/talent.schema';

type TalentSource = (typeof TALENT_SOURCES)[number];

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { candidateKeys, type TalentScope } from './keys';

export interface TalentFilters {
  tab: TalentTab;
  page: number;
  keyword: string;
}

export function talentListQuery(scope: TalentScope, { tab, page, keyword }: TalentFilters) {
  return queryOptions({
    queryKey: candidateKeys.list(scope, tab, page, keyword),
    queryFn: () =>
      call(scope === 'mine' ? api.myList : api.allList, {
        query: { tab, current: page, limit: TALENT_PAGE_SIZE, keyword: keyword || undefined },
      }),
  });
}

/** The counts follow the search, so each tab's count is the total of the rows it lists. */
export function talentCountQuery(scope: TalentScope, keyword: string) {
  return queryOptions({
    queryKey: candidateKeys.counts(scope, keyword),
    queryFn: (): Promise<TalentTabCount> =>
      call(scope === 'mine' ? api.myTabCount : api.allTabCount, { query: { keyword: keyword || undefined } }),
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
    mutationFn: (input: { id: string; remark: string }) => call(api.setRemark, { body: input }),
    onSuccess: refresh,
  });
}

/** 修改来源: where the record came from (usermanager/update/source). */
export function useSetSource() {
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: (input: { id: string; source: TalentSource }) => call(api.setSource, { body: input }),
    onSuccess: refresh,
  });
}

/** 求职意向 of a talent record, read by the record's id (usermanager/getIntention/{id}). */
export function intentionQuery(userId: string) {
  return queryOptions({
    queryKey: candidateKeys.intention(userId),
    queryFn: () => call(api.intention, { params: { id: userId } }),
  });
}

/** Saves the intention by the person's id (usermanager/setIntention/{commonUserId}); the resume's completeness follows. */
export function useSetIntention(commonUserId: string) {
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: (expects: Expects) => call(api.setIntention, { params: { commonUserId }, body: expects }),
    onSuccess: refresh,
  });
}

export function useDeleteCandidate() {
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: (id: string) => call(api.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useTransferCandidate() {
  const refresh = useRefreshCandidates();
  return useMutation({
    mutationFn: (input: { id: string; ownerId: string }) => call(api.changeOwner, { body: input }),
    onSuccess: refresh,
  });
}
