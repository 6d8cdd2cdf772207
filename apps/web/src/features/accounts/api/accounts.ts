/**
 * Consultant accounts (spec 001 §7): the paged list (user/list, 10 a page), the normal users,
 * the pickers (query/all/user, all/user/with/group), opening, editing, closing and reopening,
 * city leaders and their bound accounts, and the Excel export the browser opens itself.
 */
import { userEndpoints as api } from '@hh/domain/accounts/account-admin.endpoints';
import type { AccountQuery, UserListBody } from '@hh/domain/accounts/account-admin.schema';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../api/call';
import { accountKeys } from './keys';
import { useRefreshAccounts } from './teams';

export function accountPageQuery(body: UserListBody) {
  return queryOptions({
    queryKey: accountKeys.page(body),
    queryFn: () => call(api.page, { body }),
  });
}

export function normalUsersQuery(filters: AccountQuery) {
  return queryOptions({
    queryKey: accountKeys.normal(filters),
    queryFn: () => call(api.normalUsers, { query: filters }),
  });
}

export function userOptionsQuery(needClose = false) {
  return queryOptions({
    queryKey: accountKeys.options(needClose),
    queryFn: () => call(api.allUsers, { query: { needClose: needClose ? 'true' : 'false' } }),
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
    mutationFn: (input: AccountInput & { password: string }) => call(api.add, { body: input }),
    onSuccess: refresh,
  });
}

export function useModifyAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (input: AccountInput & { id: string }) => call(api.modify, { body: input }),
    onSuccess: refresh,
  });
}

export function useAccountStatus() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ userId, open }: { userId: string; open: boolean }) => call(open ? api.open : api.close, { query: { userId } }),
    onSuccess: refresh,
  });
}

export function useSetCityPm() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (input: { userId: string; userIds: string[] }) => call(api.setCityLeader, { body: input }),
    onSuccess: refresh,
  });
}

export function useUnsetCityPm() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (userId: string) => call(api.unsetCityLeader, { query: { userId } }),
    onSuccess: refresh,
  });
}

export function useBindCityPmUsers() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (input: { cityPmId: string; userIds: string[] }) => call(api.bindToCityLeader, { body: input }),
    onSuccess: refresh,
  });
}

/** The export address, stamped with requesttime like every call because the browser opens it itself. */
export function accountExportUrl(filters: AccountQuery): string {
  return endpointUrl(api.exportExcel, undefined, { ...filters });
}
