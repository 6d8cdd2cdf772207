/**
 * The share search of spec 001 §3 (the shared resume library's filter) and how it is sent
 * (spec 001 §5): work-year bounds divided by 10 only when non-negative, otherwise dropped;
 * schoolType comma-joined, or left out when empty. 20 a page (spec 001 §9).
 */
export interface ShareSearchFilter {
  expectPositionName: string;
  /** Years as typed; sent at one tenth. */
  workYearLower: number | null;
  workYearUpper: number | null;
  expectCity: string;
  /** Education code of the dictionary (0 不限). */
  education: number;
  ageLower: number | null;
  ageUpper: number | null;
  projectExperiences: string;
  companyNames: string;
  lastSchoolNames: string;
  /** 0 any, 1 male, 2 female. */
  sex: number;
  /** Codes of the schoolType dictionary. */
  schoolType: string[];
  current: number;
  limit: number;
}

export const SHARE_PAGE_SIZE = 20;

export const DEFAULT_SHARE_SEARCH_FILTER: Readonly<ShareSearchFilter> = Object.freeze({
  expectPositionName: '',
  workYearLower: null,
  workYearUpper: null,
  expectCity: '',
  education: 0,
  ageLower: null,
  ageUpper: null,
  projectExperiences: '',
  companyNames: '',
  lastSchoolNames: '',
  sex: 0,
  schoolType: [],
  current: 1,
  limit: SHARE_PAGE_SIZE,
});

export type ShareSearchQuery = Record<string, string | number>;

function tenth(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined || !Number.isFinite(value) || value < 0) return undefined;
  return Math.round(value * 1000) / 10_000;
}

/**
 * What the share search sends: filled text trimmed, 0 (不限) education and sex left out, work
 * years at one tenth when non-negative, schoolType comma-joined, current and limit always.
 */
export function buildShareSearchQuery(filter: Partial<ShareSearchFilter>): ShareSearchQuery {
  const query: ShareSearchQuery = {};
  for (const key of ['expectPositionName', 'expectCity', 'projectExperiences', 'companyNames', 'lastSchoolNames'] as const) {
    const text = filter[key]?.trim();
    if (text) query[key] = text;
  }
  const lower = tenth(filter.workYearLower);
  if (lower !== undefined) query.workYearLower = lower;
  const upper = tenth(filter.workYearUpper);
  if (upper !== undefined) query.workYearUpper = upper;
  if (filter.education) query.education = filter.education;
  if (filter.sex) query.sex = filter.sex;
  for (const key of ['ageLower', 'ageUpper'] as const) {
    const value = filter[key];
    if (value !== null && value !== undefined && Number.isFinite(value) && value >= 0) query[key] = Math.floor(value);
  }
  const schoolTypes = (filter.schoolType ?? []).map((s) => s.trim()).filter(Boolean);
  if (schoolTypes.length > 0) query.schoolType = schoolTypes.join(',');
  query.current = filter.current && filter.current > 0 ? Math.floor(filter.current) : 1;
  query.limit = Math.min(filter.limit && filter.limit > 0 ? Math.floor(filter.limit) : SHARE_PAGE_SIZE, SHARE_PAGE_SIZE);
  return query;
}
