/**
 * Consultant accounts (spec 001 §7): the paged list (user/list, 10 a page), the normal users,
 * the pickers (query/all/user, all/user/with/group), opening, editing, closing and reopening,
 * city leaders and their bound accounts, and the Excel export the browser opens itself.
 */
import {
  type AccountQuery,
  accountListSchema,
  accountPageSchema,
  type UserListBody,
  userOptionListSchema,
} from '@hh/domain/accounts/account-admin.schema';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { buildUrl, get, httpClient, post } from '../../../api/http-client';
import { accountKeys } from './keys';
import { useRefreshAccounts } from './teams';

export function accountPageQuery(body: UserListBody) {
  return queryOptions({
    queryKey: accountKeys.page(body),
    queryFn: async () => accountPageSchema.parse(await post<unknown>('/api/lietou/user/list', body)),
  });
}

export function normalUsersQuery(filters: AccountQuery) {
  return queryOptions({
    queryKey: accountKeys.normal(filters),
    queryFn: async () => accountListSchema.parse(await get<unknown>('/api/lietou/query/normal/user', { ...filters })),
  });
}

export function userOptionsQuery(needClose = false) {
  return queryOptions({
    queryKey: accountKeys.options(needClose),
    queryFn: async () => userOptionListSchema.parse(await get<unknown>('/api/lietou/query/all/user', { needClose: String(needClose) })),
  });
}

export interface AccountInput {
  cname: string;
  phone: string;
  roleCode: number;
  groupId: string | null;
  email: string | null;
  weixin: string | null;
  password?: string | null;
}

export function useAddAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (input: AccountInput) => post<{ id: string }>('/api/lietou/add/user', input),
    onSuccess: refresh,
  });
}

export function useModifyAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (input: AccountInput & { id: string }) => post<null>('/api/lietou/modify/user', input),
    onSuccess: refresh,
  });
}

export function useAccountStatus() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ userId, open }: { userId: string; open: boolean }) =>
      get<null>(open ? '/api/lietou/open/user' : '/api/lietou/close/user', { userId }),
    onSuccess: refresh,
  });
}

export function useSetCityPm() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (input: { userId: string; userIds: string[] }) => post<null>('/api/lietou/set/city/pm', input),
    onSuccess: refresh,
  });
}

export function useUnsetCityPm() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (userId: string) => get<null>('/api/lietou/unset/city/pm', { userId }),
    onSuccess: refresh,
  });
}

export function useBindCityPmUsers() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (input: { cityPmId: string; userIds: string[] }) => post<{ bound: number }>('/api/lietou/cityPm/bind/userList', input),
    onSuccess: refresh,
  });
}

/** The export address, stamped with requesttime like every call because the browser opens it itself. */
export function accountExportUrl(filters: AccountQuery, stamp: string = httpClient.stamp()): string {
  return buildUrl('/api/lietou/export/user/list/excel', { ...filters }, stamp);
}
