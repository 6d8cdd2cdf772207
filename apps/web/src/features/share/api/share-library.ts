/**
 * The shared resume library's calls (spec 001 "Resume sharing and talent library"): the share
 * search, the firm's sharers, the coin total, sharing with consent and taking one into the
 * talent library (1 coin).
 */

import { candidateEndpoints } from '@hh/domain/candidates/candidates.endpoints';
import { coinEndpoints } from '@hh/domain/coins/coins.endpoints';
import type { Consent } from '@hh/domain/talent/share.schema';
import { buildShareSearchQuery, type ShareSearchFilter } from '@hh/domain/talent/share-search';
import { bindingEndpoints, shareEndpoints } from '@hh/domain/talent/talent.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { isApiError } from '../../../api/http-client';

export const shareKeys = {
  all: ['share'] as const,
  list: (filter: ShareSearchFilter, sharerId: string) => ['share', 'list', filter, sharerId] as const,
  sharers: () => ['share', 'sharers'] as const,
  coins: () => ['share', 'coins'] as const,
  picker: (page: number, keyword: string) => ['share', 'picker', page, keyword] as const,
};

export function shareListQuery(filter: ShareSearchFilter, sharerId: string) {
  return queryOptions({
    queryKey: shareKeys.list(filter, sharerId),
    queryFn: () => call(shareEndpoints.list, { body: { ...buildShareSearchQuery(filter), ...(sharerId ? { sharerId } : {}) } }),
  });
}

export const sharersQuery = queryOptions({
  queryKey: shareKeys.sharers(),
  queryFn: () => call(shareEndpoints.sharers),
});

export const myCoinsQuery = queryOptions({
  queryKey: shareKeys.coins(),
  queryFn: () => call(coinEndpoints.total, { query: { onlyMe: 'true' } }),
});

/** The caller's complete talent records, the ones that may be shared (the share dialog's picker). */
export function shareableTalentQuery(page: number, keyword: string) {
  return queryOptions({
    queryKey: shareKeys.picker(page, keyword),
    queryFn: () =>
      call(candidateEndpoints.myList, { query: { tab: 'COMPLETED', current: page, limit: 10, keyword: keyword || undefined } }),
  });
}

/** After a take or a share the list, the coins and the sharers change. */
function useRefreshShare() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shareKeys.all });
}

/**
 * Taking a resume costs a coin: the person is checked first (usermanager/check/{commonUserId}), and
 * one a colleague of the firm already holds is refused with the check's message, no coin spent.
 * (A shared resume is held by the sharing firm: that is what the library is for, so 'occupied' goes on.)
 */
async function takeResume(commonUserId: string) {
  const check = await call(candidateEndpoints.check, { params: { commonUserId } });
  if (check.status === 'firm') throw new Error(check.message);
  return call(bindingEndpoints.addToLibrary, { params: { commonUserId } });
}

export function useTakeResume() {
  const refresh = useRefreshShare();
  return useMutation({
    mutationFn: takeResume,
    onSettled: refresh,
  });
}

/**
 * One resume goes through the spec's single path (shareResumeLibary/add/{id}), several through
 * batchAdd; both answer as the batch does, so the dialog reads one shape.
 */
export async function shareResumes({ ids, ...consent }: { ids: string[] } & Consent) {
  const [only] = ids;
  if (ids.length !== 1 || only === undefined) return call(shareEndpoints.batchAdd, { body: { ids, ...consent } });
  try {
    const result = await call(shareEndpoints.add, { params: { id: only }, body: consent });
    return { results: [result], sharedCount: result.shared ? 1 : 0, coinsEarned: result.coins };
  } catch (error) {
    // The single path refuses with the rule's message (incomplete, already shared): listed as batchAdd lists it.
    if (!isApiError(error, 'server')) throw error;
    return { results: [{ id: only, shared: false, message: error.message, coins: 0 }], sharedCount: 0, coinsEarned: 0 };
  }
}

export function useShareResumes() {
  const refresh = useRefreshShare();
  return useMutation({ mutationFn: shareResumes, onSuccess: refresh });
}
