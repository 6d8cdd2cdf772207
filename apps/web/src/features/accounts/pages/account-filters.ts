import {
  ACCOUNT_PAGE_SIZE,
  ACCOUNT_TABS,
  type AccountQuery,
  type AccountTab,
  type UserListBody,
} from '@hh/domain/accounts/account-admin.schema';

/**
 * The account management screen's filters (spec 001 §2–§5) live in the address
 * (?tab=&page=&phone=&start=&end=): the team tab is the default, page 1, 10 a page; switching
 * the tab resets every filter; a new filter starts again on page 1; an empty phone is sent as null.
 */
export interface AccountFilters {
  tab: AccountTab;
  page: number;
  phone: string;
  startDate: string;
  endDate: string;
}

export const DEFAULT_FILTERS: AccountFilters = { tab: 'team', page: 1, phone: '', startDate: '', endDate: '' };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromSearch(search: URLSearchParams): AccountFilters {
  const tab = search.get('tab') ?? '';
  const page = Number(search.get('page'));
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return DATE_RE.test(value) ? value : '';
  };
  return {
    tab: (ACCOUNT_TABS as readonly string[]).includes(tab) ? (tab as AccountTab) : 'team',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    phone: (search.get('phone') ?? '').replace(/\D/g, '').slice(0, 11),
    startDate: date('start'),
    endDate: date('end'),
  };
}

export function searchOfFilters(filters: AccountFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'team') params.set('tab', filters.tab);
  if (filters.phone) params.set('phone', filters.phone);
  if (filters.startDate) params.set('start', filters.startDate);
  if (filters.endDate) params.set('end', filters.endDate);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function nextFilters(current: AccountFilters, change: Partial<AccountFilters>): AccountFilters {
  if (change.tab !== undefined && change.tab !== current.tab) return { ...DEFAULT_FILTERS, tab: change.tab };
  const refilters = change.phone !== undefined || change.startDate !== undefined || change.endDate !== undefined;
  return { ...current, ...change, page: change.page ?? (refilters ? 1 : current.page) };
}

/** The body of POST /api/lietou/user/list (spec 001 §3 team filters). */
export function userListBody(filters: AccountFilters): UserListBody {
  return {
    date: { startDate: filters.startDate || null, endDate: filters.endDate || null },
    phone: filters.phone || null,
    status: null,
    groupId: null,
    currentPage: filters.page,
    pageSize: ACCOUNT_PAGE_SIZE,
  };
}

/** The same filters as query parameters: the team list, the normal users and the export. */
export function accountQueryOf(filters: AccountFilters): AccountQuery {
  return { startDate: filters.startDate || null, endDate: filters.endDate || null, phone: filters.phone || null, status: null };
}
