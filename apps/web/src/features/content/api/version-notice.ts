/** The version notice of the shell (spec 001 §4): an unread one opens the update dialog once. */
import { messageEndpoints as api } from '@hh/domain/messages/messages.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { queryKeys } from '../../../api/query-keys';

export const versionNoticeQuery = queryOptions({
  queryKey: queryKeys.messages.versionNotice(),
  queryFn: () => call(api.versionNotice),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useMarkVersionNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.markNoticeRead, { params: { id } }),
    // Read at once in the cache, so a shell drawn again before the answer does not reopen the dialog.
    onMutate: (id: string) =>
      queryClient.setQueryData(versionNoticeQuery.queryKey, (notice) =>
        notice && notice.id === id ? { ...notice, readState: 1 as const } : notice,
      ),
    // No refetch after the answer: the cache already says read, and a refetch racing the write could
    // bring the dialog back in the middle of the user's work (seen in the journeys under load).
  });
}
