import {
  POSITION_ORDER_CLAUSES,
  POSITION_PAGE_SIZE,
  POSITION_TABS,
  type PositionOrderClause,
  type PositionTab,
} from '@hh/domain/positions/position-enums';
import type { PositionListBody } from '../api/positions';

/** Salary bands of the filter, monthly in yuan; the address keeps the band's key. */
export const SALARY_BANDS = [
  { key: '0-10', label: '10K以下', low: undefined, high: 10_000 },
  { key: '10-20', label: '10-20K', low: 10_000, high: 20_000 },
  { key: '20-30', label: '20-30K', low: 20_000, high: 30_000 },
  { key: '30-50', label: '30-50K', low: 30_000, high: 50_000 },
  { key: '50-', label: '50K以上', low: 50_000, high: undefined },
] as const;
export type SalaryBand = (typeof SALARY_BANDS)[number]['key'];

/** The position list's filters, as the address holds them. */
export interface PositionFilters {
  tab: PositionTab;
  page: number;
  city: string;
  /** Job-function codes, level by level. */
  types: string[];
  company: string;
  keyword: string;
  salary: SalaryBand | '';
  sort: PositionOrderClause;
  /** Ascending instead of the default descending. */
  asc: boolean;
}

export const DEFAULT_POSITION_FILTERS: PositionFilters = {
  tab: 'ALL',
  page: 1,
  city: '',
  types: [],
  company: '',
  keyword: '',
  salary: '',
  sort: 'lastUpdateTime',
  asc: false,
};

const CODE = /^\d{1,12}$/;
const text = (value: string | null) => (value ?? '').trim().slice(0, 50);

/** Reads the address; what cannot be read falls back to its default, so a hand-edited address never breaks the page. */
export function positionFiltersFromSearch(search: URLSearchParams): PositionFilters {
  const tab = search.get('tab') ?? '';
  const sort = search.get('sort') ?? '';
  const page = Number(search.get('page'));
  const salary = search.get('salary') ?? '';
  const types = (search.get('types') ?? '')
    .split(',')
    .filter((c) => CODE.test(c))
    .slice(0, 3);
  const city = search.get('city') ?? '';
  return {
    tab: (POSITION_TABS as readonly string[]).includes(tab) ? (tab as PositionTab) : 'ALL',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    city: CODE.test(city) ? city : '',
    types,
    company: text(search.get('company')),
    keyword: text(search.get('keyword')),
    salary: SALARY_BANDS.some((b) => b.key === salary) ? (salary as SalaryBand) : '',
    sort: (POSITION_ORDER_CLAUSES as readonly string[]).includes(sort) ? (sort as PositionOrderClause) : 'lastUpdateTime',
    asc: search.get('asc') === '1',
  };
}

/** The address of some filters; defaults are left out so the plain list has the plain address. */
export function searchOfPositionFilters(filters: PositionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'ALL') params.set('tab', filters.tab);
  if (filters.city) params.set('city', filters.city);
  if (filters.types.length) params.set('types', filters.types.join(','));
  if (filters.company) params.set('company', filters.company);
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.salary) params.set('salary', filters.salary);
  if (filters.sort !== 'lastUpdateTime') params.set('sort', filters.sort);
  if (filters.asc) params.set('asc', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any change but a page change starts again on page 1. */
export function nextPositionFilters(current: PositionFilters, change: Partial<PositionFilters>): PositionFilters {
  return { ...current, ...change, page: change.page ?? 1 };
}

/** The positionList body (spec 001 §3): 15 a page, offset = (page − 1) × 15, only the filters that are set. */
export function positionListBody(filters: PositionFilters): PositionListBody {
  const band = SALARY_BANDS.find((b) => b.key === filters.salary);
  const [first, second, third] = filters.types;
  const body: PositionListBody = {
    orderClause: filters.sort,
    orderDesc: !filters.asc,
    tab: filters.tab,
    query: { limit: POSITION_PAGE_SIZE, offset: (filters.page - 1) * POSITION_PAGE_SIZE },
  };
  if (filters.city) body.cityCode = filters.city;
  if (first) body.positionFirstType = first;
  if (second) body.positionSecondType = second;
  if (third) body.positionThirdType = third;
  if (filters.company) body.companyName = filters.company;
  if (filters.keyword) body.keyword = filters.keyword;
  if (band?.low !== undefined) body.salaryLow = band.low;
  if (band?.high !== undefined) body.salaryHigh = band.high;
  return body;
}

/** Whether anything narrows the list (the empty state says so, and offers to clear). */
export function hasNarrowingFilters(filters: PositionFilters): boolean {
  return Boolean(filters.city || filters.types.length || filters.company || filters.keyword || filters.salary);
}
