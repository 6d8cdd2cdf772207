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

export function useTakeResume() {
  const refresh = useRefreshShare();
  return useMutation({
    mutationFn: (commonUserId: string) => call(bindingEndpoints.addToLibrary, { params: { commonUserId } }),
    onSettled: refresh,
  });
}

export function useShareResumes() {
  const refresh = useRefreshShare();
  return useMutation({
    mutationFn: (input: { ids: string[] } & Consent) => call(shareEndpoints.batchAdd, { body: input }),
    onSuccess: refresh,
  });
}
