import { DEFAULT_TALENT_SEARCH_FILTER, type TalentSearchFilter } from '@hh/domain/talent/search-filter';
import { buildTalentSearchQuery, type TalentSearchQuery } from '@hh/domain/talent/search-query';
import { TALENT_SEARCH_PAGE_SIZE, TALENT_SEARCH_TABS, type TalentSearchTab } from '@hh/domain/talent/talent-search.schema';

/** The tip-label checkboxes of the form and the flag each one sets (spec 000 §3). */
export const LABEL_FLAGS = [
  ['has985EduExp', '985'],
  ['has211EduExp', '211'],
  ['isDoubleTops', '双一流'],
  ['isBatchOne', '一本'],
  ['isBatchTwo', '二本'],
  ['isBatchThree', '三本'],
  ['isFamousEnterprise', '名企经历'],
  ['isOutSourcing', '外包经历'],
  ['isGovernment', '政府机关经历'],
  ['isNoGovernment', '无政府机关经历'],
  ['noJuniorExp', '无专科经历'],
  ['gapPeriod', '有空窗期'],
  ['hasExternalRecommend', '外部推荐过'],
  ['canShareResume', '可共享'],
] as const;
export type LabelFlag = (typeof LABEL_FLAGS)[number][0];

/** What the page holds in its address: short keys, so a search can be shared and reloaded. */
export interface SearchState {
  tab: TalentSearchTab;
  page: number;
  keyword: string;
  who: string;
  position: string;
  pastPositions: boolean;
  companies: string;
  schools: string;
  city: string[];
  expectCity: string[];
  education: number;
  workYearLower: number | null;
  workYearUpper: number | null;
  ageLower: number | null;
  ageUpper: number | null;
  sex: number;
  schoolType: string[];
  hopping: number | null;
  /** Monthly pay now and expected, in thousands of yuan as typed (sent in yuan). */
  salaryLow: number | null;
  salaryHigh: number | null;
  expectSalaryLow: number | null;
  expectSalaryHigh: number | null;
  /** Job-seeking status code (NOW_STATUS_LABELS), 0 any. */
  status: number;
  project: string;
  /** Graduation year; with graduateWhen '' that year, 'ago' that year or before, 'after' that year or later. */
  graduateYear: number | null;
  graduateWhen: '' | 'ago' | 'after';
  flags: LabelFlag[];
  source: number | null;
  /** Created / refreshed within the last N days (0: any time). */
  createdDays: number;
  refreshedDays: number;
  sort: '' | 'createTime';
}

const num = (v: string | null): number | null => (v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);
/** Thousands of yuan as typed → yuan, as the server compares them. */
const thousands = (k: number | null) => (k === null ? null : Math.round(k * 1000));
const FLAG_SET = new Set<string>(LABEL_FLAGS.map(([f]) => f));

/** Reads the address forgivingly: a hand-edited value that makes no sense falls back to its default. */
export function stateFromSearch(s: URLSearchParams): SearchState {
  const tab = s.get('tab');
  return {
    tab: (TALENT_SEARCH_TABS as readonly string[]).includes(tab ?? '') ? (tab as TalentSearchTab) : 'ALL',
    page: Math.max(1, Math.min(500, Math.floor(num(s.get('page')) ?? 1))),
    keyword: s.get('kw') ?? '',
    who: s.get('who') ?? '',
    position: s.get('pos') ?? '',
    pastPositions: s.get('past') === '1',
    companies: s.get('co') ?? '',
    schools: s.get('sch') ?? '',
    city: list(s.get('city')),
    expectCity: list(s.get('ecity')),
    education: Math.max(0, Math.min(8, num(s.get('edu')) ?? 0)),
    workYearLower: num(s.get('wyl')),
    workYearUpper: num(s.get('wyu')),
    ageLower: num(s.get('al')),
    ageUpper: num(s.get('au')),
    sex: [1, 2].includes(num(s.get('sex')) ?? 0) ? (num(s.get('sex')) as number) : 0,
    schoolType: list(s.get('st')).filter((c) => /^[1-7]$/.test(c)),
    hopping: [1, 2, 3].includes(num(s.get('hop')) ?? 0) ? num(s.get('hop')) : null,
    salaryLow: num(s.get('sl')),
    salaryHigh: num(s.get('sh')),
    expectSalaryLow: num(s.get('esl')),
    expectSalaryHigh: num(s.get('esh')),
    status: [1, 2, 3, 4].includes(num(s.get('js')) ?? 0) ? (num(s.get('js')) as number) : 0,
    project: s.get('prj') ?? '',
    graduateYear: (num(s.get('gy')) ?? 0) >= 1950 && (num(s.get('gy')) ?? 0) <= 2100 ? num(s.get('gy')) : null,
    graduateWhen: s.get('gw') === 'ago' || s.get('gw') === 'after' ? (s.get('gw') as 'ago' | 'after') : '',
    flags: list(s.get('tags')).filter((f): f is LabelFlag => FLAG_SET.has(f)),
    source: [1, 2].includes(num(s.get('src')) ?? 0) ? num(s.get('src')) : null,
    createdDays: Math.max(0, num(s.get('cd')) ?? 0),
    refreshedDays: Math.max(0, num(s.get('rd')) ?? 0),
    sort: s.get('sort') === 'createTime' ? 'createTime' : '',
  };
}

export function searchOfState(state: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  const put = (key: string, value: string | number | null | boolean) => {
    if (value === null || value === '' || value === false || value === 0) return;
    out.set(key, value === true ? '1' : String(value));
  };
  put('tab', state.tab === 'ALL' ? '' : state.tab);
  put('page', state.page > 1 ? state.page : null);
  put('kw', state.keyword.trim());
  put('who', state.who.trim());
  put('pos', state.position.trim());
  put('past', state.pastPositions);
  put('co', state.companies.trim());
  put('sch', state.schools.trim());
  put('city', state.city.join(','));
  put('ecity', state.expectCity.join(','));
  put('edu', state.education);
  put('wyl', state.workYearLower);
  put('wyu', state.workYearUpper);
  put('al', state.ageLower);
  put('au', state.ageUpper);
  put('sex', state.sex);
  put('st', state.schoolType.join(','));
  put('hop', state.hopping);
  put('sl', state.salaryLow);
  put('sh', state.salaryHigh);
  put('esl', state.expectSalaryLow);
  put('esh', state.expectSalaryHigh);
  put('js', state.status);
  put('prj', state.project.trim());
  put('gy', state.graduateYear);
  put('gw', state.graduateYear ? state.graduateWhen : '');
  put('tags', state.flags.join(','));
  put('src', state.source);
  put('cd', state.createdDays);
  put('rd', state.refreshedDays);
  put('sort', state.sort);
  return out;
}

export const DEFAULT_SEARCH_STATE: SearchState = stateFromSearch(new URLSearchParams());

/**
 * The request body: the spec's filter built by buildTalentSearchQuery (renames, work years at a
 * tenth, schoolType joined, includeUpperEducation beside education 0), plus what talent search
 * adds and the page.
 */
export function requestOf(state: SearchState, now = Date.now()): TalentSearchQuery {
  const filter: Partial<TalentSearchFilter> = {
    ...DEFAULT_TALENT_SEARCH_FILTER,
    searchKeyWord: state.keyword,
    userIdOrName: state.who,
    positionName: state.position,
    includePastExperience: state.pastPositions,
    companyNames: state.companies,
    lastSchoolNames: state.schools,
    city: state.city.join(','),
    expectCity: state.expectCity.join(','),
    education: state.education,
    workYearLower: state.workYearLower,
    workYearUpper: state.workYearUpper,
    ageLower: state.ageLower,
    ageUpper: state.ageUpper,
    sex: state.sex,
    schoolType: state.schoolType,
    jobHoppingSearchModel: state.hopping,
    salaryLow: thousands(state.salaryLow),
    salaryHigh: thousands(state.salaryHigh),
    expectSalaryLower: thousands(state.expectSalaryLow),
    expectSalaryUpper: thousands(state.expectSalaryHigh),
    status: state.status || null,
    projectExperiences: state.project,
    graduateTime: state.graduateYear ? String(state.graduateYear) : '',
    graduateAgoOrAfter: state.graduateYear ? state.graduateWhen : '',
    sortField: state.sort,
  };
  const body: TalentSearchQuery = buildTalentSearchQuery(filter);
  for (const flag of state.flags) body[flag] = flag === 'gapPeriod' ? 1 : true;
  body.tabEnum = state.tab;
  if (state.source) body.source = state.source;
  const day = 86_400_000;
  if (state.createdDays) body.cTimeBegin = now - state.createdDays * day;
  if (state.refreshedDays) body.rTimeBegin = now - state.refreshedDays * day;
  body.current = state.page;
  body.limit = TALENT_SEARCH_PAGE_SIZE;
  return body;
}
