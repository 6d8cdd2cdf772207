/** The version notice of the shell (spec 001 §4): an unread one opens the update dialog once. */
import type { VersionNotice } from '@hh/domain/messages/sys-message.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

export const versionNoticeQuery = queryOptions({
  queryKey: queryKeys.messages.versionNotice(),
  queryFn: () => get<VersionNotice>('/api/lietou/sysLog/upgradeMsg'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useMarkVersionNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post<null>(`/api/lietou/sysLog/upgradeMsg/read/${encodeURIComponent(id)}`),
    // Read at once in the cache, so a shell drawn again before the answer does not reopen the dialog.
    onMutate: (id: string) =>
      queryClient.setQueryData(versionNoticeQuery.queryKey, (notice) =>
        notice && notice.id === id ? { ...notice, readState: 1 as const } : notice,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.versionNotice() }),
  });
}
