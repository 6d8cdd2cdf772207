import { endpoint } from '../api/endpoint';
import { groupTreeQuerySchema, leaderGroupQuerySchema, leaderGroupSchema, userGroupsSchema } from './group-tree';

/** The group filters of the data lists (spec 001 §6–§7 "Groups and users"), one per kind of leader. */
export const groupTreeEndpoints = {
  scopeGroups: endpoint({
    method: 'GET',
    path: '/api/lietou/all/user/with/group',
    mutates: false,
    query: groupTreeQuerySchema,
    response: userGroupsSchema,
  }),
  teamGroup: endpoint({
    method: 'GET',
    path: '/api/lietou/group/user/list',
    mutates: false,
    query: leaderGroupQuerySchema,
    response: leaderGroupSchema,
  }),
  cityLeaderGroups: endpoint({
    method: 'GET',
    path: '/api/lietou/cityPm/bindUser/withGroup',
    mutates: false,
    query: groupTreeQuerySchema,
    response: userGroupsSchema,
  }),
};
