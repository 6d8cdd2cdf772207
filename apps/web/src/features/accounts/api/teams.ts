/**
 * Teams (spec 001 §7): the list, the name check, adding several, renaming, dismissing and the
 * team leader. Every write refreshes the whole accounts area (counts, roles and teams move together).
 */
import { teamEndpoints as api } from '@hh/domain/accounts/account-admin.endpoints';
import type { AccountQuery } from '@hh/domain/accounts/account-admin.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { queryKeys } from '../../../api/query-keys';
import { accountKeys } from './keys';

export function teamListQuery(filters: AccountQuery) {
  return queryOptions({
    queryKey: accountKeys.teams(filters),
    queryFn: () => call(api.list, { query: filters }),
  });
}

/** Whether a live team of the firm already has this name. */
export async function groupNameTaken(groupName: string): Promise<boolean> {
  const answer = await call(api.nameExists, { body: { groupName } });
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
    mutationFn: (groupNames: string[]) => call(api.addBatch, { body: { groupNames } }),
    onSuccess: refresh,
  });
}

export function useRenameTeam() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (input: { groupId: string; groupName: string }) => call(api.rename, { body: input }),
    onSuccess: refresh,
  });
}

export function useDismissTeam() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (groupId: string) => call(api.dismiss, { query: { groupId } }),
    onSuccess: refresh,
  });
}

export function useSetTeamLeader() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ mode, groupId, userId }: { mode: 'add' | 'change'; groupId: string; userId: string }) =>
      call(mode === 'add' ? api.addLeader : api.changeLeader, { query: { groupId, userId } }),
    onSuccess: refresh,
  });
}
