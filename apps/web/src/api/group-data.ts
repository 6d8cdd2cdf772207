/**
 * The group data of spec 001 §6, for every list that offers a group filter: a city leader's
 * comes from the city bound-users call, a team leader's from their team's user list (open and
 * closed accounts as the nodes -10 and -11), everyone else's from all-users-with-group. Each
 * answer becomes the same groups, so one picker serves every list.
 */
import { leaderGroups, type UserGroup } from '@hh/domain/accounts/group-tree';
import { groupTreeEndpoints as api } from '@hh/domain/accounts/group-tree.endpoints';
import { RoleCode } from '@hh/domain/accounts/role';
import { queryOptions } from '@tanstack/react-query';
import { call } from './call';

export function groupDataQuery(roleCode: number | null, needClose = true) {
  return queryOptions({
    queryKey: ['accounts', 'groupData', roleCode, needClose] as const,
    queryFn: async (): Promise<UserGroup[]> => {
      const query = { needClose: needClose ? ('true' as const) : ('false' as const) };
      if (roleCode === RoleCode.cityLeader) return call(api.cityLeaderGroups, { query });
      if (roleCode === RoleCode.teamLeader) return leaderGroups(await call(api.teamGroup, { query }));
      return call(api.scopeGroups, { query });
    },
    enabled: roleCode !== null,
  });
}
