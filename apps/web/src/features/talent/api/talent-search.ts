/**
 * Talent search (spec 000 §2–3): one page of the platform's talent pool, the audited phone
 * reveal of a pool person, and adding a person to the firm's talent library.
 */
import { candidateEndpoints } from '@hh/domain/candidates/candidates.endpoints';
import type { TalentSearchQuery } from '@hh/domain/talent/search-query';
import { bindingEndpoints, talentSearchEndpoints } from '@hh/domain/talent/talent.endpoints';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

export const talentSearchKeys = { all: ['talentSearch'] as const };

export function talentSearchQuery(body: TalentSearchQuery) {
  return queryOptions({
    queryKey: [...talentSearchKeys.all, body],
    queryFn: () => call(talentSearchEndpoints.search, { body }),
    placeholderData: keepPreviousData,
  });
}

/** The full phone of a person, audited by the server (and counted against the daily pool quota). */
export function revealPhone(commonUserId: string) {
  return call(candidateEndpoints.revealSensitive, { body: { commonUserId, type: 1 } });
}

/**
 * 加入人才库: the talent-library add of the shared pool (POST /api/talentLibary/add/{commonUserId});
 * refusals arrive as 10002 occupied, 10003 maximum reached, 10004 error with the server's message.
 */
export function useAddToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commonUserId: string) => call(bindingEndpoints.addToLibrary, { params: { commonUserId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentSearchKeys.all }),
  });
}
