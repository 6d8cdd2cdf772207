import { endpoint } from '../api/endpoint';
import {
  accountListSchema,
  accountPageSchema,
  accountQuerySchema,
  addedTeamsSchema,
  addedUserSchema,
  addGroupBatchSchema,
  addUserSchema,
  allUserQuerySchema,
  bindCityPmUsersSchema,
  boundUsersSchema,
  checkGroupNameSchema,
  dismissedTeamSchema,
  groupIdQuerySchema,
  groupLeaderQuerySchema,
  groupNameCheckSchema,
  modifyGroupSchema,
  modifyUserSchema,
  setCityPmSchema,
  teamListSchema,
  userIdQuerySchema,
  userListBodySchema,
  userOptionListSchema,
} from './account-admin.schema';

/**
 * Account management (spec 001 §7; spec 000 §7 "Coins and users"): teams, accounts and city
 * leaders. The spec makes closing, reopening, dismissing and the leader changes GETs although they write.
 */
export const teamEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/lietou/group/list', mutates: false, query: accountQuerySchema, response: teamListSchema }),
  /** A check sent as POST: it reads only. */
  nameExists: endpoint({
    method: 'POST',
    path: '/api/lietou/check/groupName/exit',
    mutates: false,
    body: checkGroupNameSchema,
    response: groupNameCheckSchema,
  }),
  addBatch: endpoint({ method: 'POST', path: '/api/lietou/add/group/batch', body: addGroupBatchSchema, response: addedTeamsSchema }),
  rename: endpoint({ method: 'POST', path: '/api/lietou/modify/group', body: modifyGroupSchema, response: null }),
  dismiss: endpoint({
    method: 'GET',
    path: '/api/lietou/remove/group',
    mutates: true,
    query: groupIdQuerySchema,
    response: dismissedTeamSchema,
  }),
  addLeader: endpoint({
    method: 'GET',
    path: '/api/lietou/add/group/leader',
    mutates: true,
    query: groupLeaderQuerySchema,
    response: null,
  }),
  changeLeader: endpoint({
    method: 'GET',
    path: '/api/lietou/change/group/leader',
    mutates: true,
    query: groupLeaderQuerySchema,
    response: null,
  }),
};

export const userEndpoints = {
  /** The paged list is a search sent as POST. */
  page: endpoint({ method: 'POST', path: '/api/lietou/user/list', mutates: false, body: userListBodySchema, response: accountPageSchema }),
  allUsers: endpoint({
    method: 'GET',
    path: '/api/lietou/query/all/user',
    mutates: false,
    query: allUserQuerySchema,
    response: userOptionListSchema,
  }),
  normalUsers: endpoint({
    method: 'GET',
    path: '/api/lietou/query/normal/user',
    mutates: false,
    query: accountQuerySchema,
    response: accountListSchema,
  }),
  exportExcel: endpoint({
    method: 'GET',
    path: '/api/lietou/export/user/list/excel',
    mutates: false,
    query: accountQuerySchema,
    response: 'file',
  }),
  add: endpoint({ method: 'POST', path: '/api/lietou/add/user', body: addUserSchema, response: addedUserSchema }),
  modify: endpoint({ method: 'POST', path: '/api/lietou/modify/user', body: modifyUserSchema, response: null }),
  close: endpoint({ method: 'GET', path: '/api/lietou/close/user', mutates: true, query: userIdQuerySchema, response: null }),
  open: endpoint({ method: 'GET', path: '/api/lietou/open/user', mutates: true, query: userIdQuerySchema, response: null }),
  setCityLeader: endpoint({ method: 'POST', path: '/api/lietou/set/city/pm', body: setCityPmSchema, response: null }),
  unsetCityLeader: endpoint({ method: 'GET', path: '/api/lietou/unset/city/pm', mutates: true, query: userIdQuerySchema, response: null }),
  bindToCityLeader: endpoint({
    method: 'POST',
    path: '/api/lietou/cityPm/bind/userList',
    body: bindCityPmUsersSchema,
    response: boundUsersSchema,
  }),
};
