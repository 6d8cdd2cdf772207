/**
 * The group data of spec 001 §6, for every list that offers a group filter: a city leader's
 * comes from the city bound-users call, a team leader's from their team's user list (open and
 * closed accounts as the nodes -10 and -11), everyone else's from all-users-with-group. Each
 * answer becomes the same groups, so one picker serves every list.
 */
import { leaderGroupSchema, leaderGroups, type UserGroup, userGroupsSchema } from '@hh/domain/accounts/group-tree';
import { queryOptions } from '@tanstack/react-query';
import { get } from './http-client';

export function groupDataQuery(roleCode: number | null, needClose = true) {
  return queryOptions({
    queryKey: ['accounts', 'groupData', roleCode, needClose] as const,
    queryFn: async (): Promise<UserGroup[]> => {
      const query = { needClose: String(needClose) };
      if (roleCode === 25) return userGroupsSchema.parse(await get<unknown>('/api/lietou/cityPm/bindUser/withGroup', query));
      if (roleCode === 20) return leaderGroups(leaderGroupSchema.parse(await get<unknown>('/api/lietou/group/user/list', query)));
      return userGroupsSchema.parse(await get<unknown>('/api/lietou/all/user/with/group', query));
    },
    enabled: roleCode !== null,
  });
}
