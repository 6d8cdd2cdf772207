/**
 * Teams (spec 001 §7): the list, the name check, adding several, renaming, dismissing and the
 * team leader. Every write refreshes the whole accounts area (counts, roles and teams move together).
 */
import { type AccountQuery, teamListSchema } from '@hh/domain/accounts/account-admin.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import { accountKeys } from './keys';

export function teamListQuery(filters: AccountQuery) {
  return queryOptions({
    queryKey: accountKeys.teams(filters),
    queryFn: async () => teamListSchema.parse(await get<unknown>('/api/lietou/group/list', { ...filters })),
  });
}

/** Whether a live team of the firm already has this name. */
export async function groupNameTaken(groupName: string): Promise<boolean> {
  const answer = await post<{ exist: boolean }>('/api/lietou/check/groupName/exit', { groupName });
  return answer.exist;
}

/** After a change of teams or accounts, the lists and the shell's own user data (a role or team may have moved). */
export function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.session.myInfo() }),
    ]);
}

export function useAddTeams() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (groupNames: string[]) => post<{ id: string; groupName: string }[]>('/api/lietou/add/group/batch', { groupNames }),
    onSuccess: refresh,
  });
}

export function useRenameTeam() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (input: { groupId: string; groupName: string }) => post<null>('/api/lietou/modify/group', input),
    onSuccess: refresh,
  });
}

export function useDismissTeam() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (groupId: string) => get<{ moved: number }>('/api/lietou/remove/group', { groupId }),
    onSuccess: refresh,
  });
}

export function useSetTeamLeader() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ mode, groupId, userId }: { mode: 'add' | 'change'; groupId: string; userId: string }) =>
      get<null>(mode === 'add' ? '/api/lietou/add/group/leader' : '/api/lietou/change/group/leader', { groupId, userId }),
    onSuccess: refresh,
  });
}
