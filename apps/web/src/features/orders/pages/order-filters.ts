import { UPPER_DATE_SENTINEL_YEAR } from '@hh/domain/orders/filter-dates';
import { ORDER_PAGE_SIZE, type OrderListKind } from '@hh/domain/orders/order.schema';
import { normaliseStageFilter, ORDER_TABS } from '@hh/domain/orders/order-tabs';

/**
 * The order list's filters (spec 000 §3 order search object) live in the address under the
 * spec's own field names, so a page can be reloaded and shared. A hand-edited address never
 * breaks the page: whatever cannot be read falls back to its default.
 */
export interface OrderFilters {
  /** The tab; 0 is every order. */
  candidateState: number;
  /** Only on tabs 60 and 90 (spec 000 §4), 10 by default there. */
  subState: number | undefined;
  page: number;
  searchWord: string;
  companyName: string;
  positionName: string;
  /** The project PM picked from queryPms.json (an id). */
  pmId: string;
  filterStartDate: string;
  filterEndDate: string;
  interviewStartDate: string;
  interviewEndDate: string;
  rejectStatus: number | undefined;
  /** The consultants picked on the all-bills view; empty is the caller's whole scope. */
  groupUserIds: string[];
}

/** An open upper date is sent as the last day of the sentinel year (spec 000 §9). */
export const OPEN_END_DATE = `${UPPER_DATE_SENTINEL_YEAR}-12-31`;

const TEXT_FIELDS = ['searchWord', 'companyName', 'positionName', 'pmId'] as const;
const DATE_FIELDS = ['filterStartDate', 'filterEndDate', 'interviewStartDate', 'interviewEndDate'] as const;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const REJECT_STATUSES = [0, 1, 2];

function intOf(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : undefined;
}

export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const tab = ORDER_TABS.find((t) => t.candidateState === intOf(search.get('candidateState')));
  const wantedSub = intOf(search.get('subState'));
  const stage = normaliseStageFilter(tab?.candidateState, tab?.subTabs?.some((s) => s.subState === wantedSub) ? wantedSub : undefined);
  const page = intOf(search.get('page'));
  const rejectStatus = intOf(search.get('rejectStatus'));
  const text = (name: string) => (search.get(name) ?? '').trim().slice(0, 50);
  const date = (name: string) => {
    const v = (search.get(name) ?? '').trim();
    return DATE_RE.test(v) ? v : '';
  };
  return {
    candidateState: stage.candidateState ?? 0,
    subState: stage.subState,
    page: page !== undefined && page >= 1 && page <= 5_000 ? page : 1,
    searchWord: text('searchWord'),
    companyName: text('companyName'),
    positionName: text('positionName'),
    pmId: text('pmId'),
    filterStartDate: date('filterStartDate'),
    filterEndDate: date('filterEndDate'),
    interviewStartDate: date('interviewStartDate'),
    interviewEndDate: date('interviewEndDate'),
    rejectStatus: rejectStatus !== undefined && REJECT_STATUSES.includes(rejectStatus) ? rejectStatus : undefined,
    groupUserIds: (search.get('groupUserIds') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== '' && id.length <= 40)
      .slice(0, 200),
  };
}

/** The address of some filters: defaults are left out, so the plain list has the plain address. */
export function searchOfFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.candidateState) params.set('candidateState', String(filters.candidateState));
  if (filters.subState !== undefined) params.set('subState', String(filters.subState));
  for (const name of [...TEXT_FIELDS, ...DATE_FIELDS]) if (filters[name]) params.set(name, filters[name]);
  if (filters.rejectStatus !== undefined) params.set('rejectStatus', String(filters.rejectStatus));
  if (filters.groupUserIds.length) params.set('groupUserIds', filters.groupUserIds.join(','));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * A change of the filters. A new tab, sub-tab or search starts again on page 1; a tab's
 * sub-state is normalised the spec's way (tab 0 clears both; 60 and 90 default to 10).
 */
export function nextFilters(current: OrderFilters, change: Partial<OrderFilters>): OrderFilters {
  const merged = { ...current, ...change };
  const tabChanged = change.candidateState !== undefined && change.candidateState !== current.candidateState;
  const stage = normaliseStageFilter(merged.candidateState, tabChanged && change.subState === undefined ? undefined : merged.subState);
  const resets = Object.keys(change).some((k) => k !== 'page');
  return {
    ...merged,
    candidateState: stage.candidateState ?? 0,
    subState: stage.subState,
    page: change.page ?? (resets ? 1 : current.page),
  };
}

/** The filters the tab counts follow: the search without the tab itself. */
export interface SearchPart {
  searchWord?: string;
  companyName?: string;
  positionName?: string;
  pmId?: string;
  filterStartDate?: string;
  filterEndDate?: string;
  interviewStartDate?: string;
  interviewEndDate?: string;
  rejectStatus?: number;
  onlyMe: boolean;
  groupUserIds?: string[];
}

/** Own orders send onlyMe true; the all-bills view of a leader sends false with the picked consultants (spec 000 §6). */
export function searchPart(filters: OrderFilters, kind: OrderListKind): SearchPart {
  const part: SearchPart = { onlyMe: kind === 'my' };
  for (const name of TEXT_FIELDS) if (filters[name]) part[name] = filters[name];
  // A range with only its start is open at the end: the spec sends the 2888 sentinel for that.
  if (filters.filterStartDate) part.filterStartDate = filters.filterStartDate;
  if (filters.filterStartDate || filters.filterEndDate) part.filterEndDate = filters.filterEndDate || OPEN_END_DATE;
  if (filters.interviewStartDate) part.interviewStartDate = filters.interviewStartDate;
  if (filters.interviewStartDate || filters.interviewEndDate) part.interviewEndDate = filters.interviewEndDate || OPEN_END_DATE;
  if (filters.rejectStatus !== undefined) part.rejectStatus = filters.rejectStatus;
  if (kind !== 'my' && filters.groupUserIds.length) part.groupUserIds = filters.groupUserIds;
  return part;
}

export interface OrderListBody extends SearchPart {
  candidateState?: number;
  subState?: number;
  query: { limit: number; offset: number };
}

/** The body of the list call: the search, the tab and the page (20 a page, offset (page − 1) × 20). */
export function orderListBody(filters: OrderFilters, kind: OrderListKind): OrderListBody {
  const body: OrderListBody = {
    ...searchPart(filters, kind),
    query: { limit: ORDER_PAGE_SIZE, offset: (filters.page - 1) * ORDER_PAGE_SIZE },
  };
  if (filters.candidateState) body.candidateState = filters.candidateState;
  if (filters.subState !== undefined) body.subState = filters.subState;
  return body;
}

/** The counts call takes the search as query parameters, groupUserIds comma-joined. */
export type CountQuery = Omit<SearchPart, 'groupUserIds'> & { kind: OrderListKind; groupUserIds: string | undefined };

export function countQueryOf(filters: OrderFilters, kind: OrderListKind): CountQuery {
  const { groupUserIds, ...rest } = searchPart(filters, kind);
  return { kind, ...rest, groupUserIds: groupUserIds?.join(',') };
}

/** Whether any search field (not the tab, not the page) is set: the empty list then says "no match". */
export function isSearching(filters: OrderFilters): boolean {
  return (
    [...TEXT_FIELDS, ...DATE_FIELDS].some((name) => filters[name] !== '') ||
    filters.rejectStatus !== undefined ||
    filters.groupUserIds.length > 0
  );
}

export const EMPTY_SEARCH: Pick<OrderFilters, (typeof TEXT_FIELDS)[number] | (typeof DATE_FIELDS)[number] | 'rejectStatus'> = {
  searchWord: '',
  companyName: '',
  positionName: '',
  pmId: '',
  filterStartDate: '',
  filterEndDate: '',
  interviewStartDate: '',
  interviewEndDate: '',
  rejectStatus: undefined,
};
