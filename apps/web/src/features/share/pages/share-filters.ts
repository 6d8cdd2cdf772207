import { DEFAULT_SHARE_SEARCH_FILTER, type ShareSearchFilter } from '@hh/domain/talent/share-search';

/**
 * The share search lives in the address so a search can be reloaded and shared. What cannot be
 * read (a hand-edited address) falls back to the default instead of breaking the page.
 */
const TEXT_KEYS = ['expectPositionName', 'expectCity', 'projectExperiences', 'companyNames', 'lastSchoolNames'] as const;
const NUMBER_KEYS = ['workYearLower', 'workYearUpper', 'ageLower', 'ageUpper'] as const;

const int = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

export function shareFilterFromSearch(search: URLSearchParams): ShareSearchFilter {
  const filter: ShareSearchFilter = { ...DEFAULT_SHARE_SEARCH_FILTER, schoolType: [] };
  for (const key of TEXT_KEYS) filter[key] = (search.get(key) ?? '').trim().slice(0, key === 'expectCity' ? 20 : 50);
  for (const key of NUMBER_KEYS) filter[key] = int(search.get(key), 0, key.startsWith('age') ? 100 : 50);
  filter.education = int(search.get('education'), 0, 8) ?? 0;
  filter.sex = int(search.get('sex'), 0, 2) ?? 0;
  filter.schoolType = (search.get('schoolType') ?? '').split(',').filter((c) => /^[1-7]$/.test(c));
  filter.current = int(search.get('page'), 1, 10_000) ?? 1;
  return filter;
}

export function searchOfShareFilter(filter: ShareSearchFilter, sharerId: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) if (filter[key]) params.set(key, filter[key]);
  for (const key of NUMBER_KEYS) if (filter[key] !== null) params.set(key, String(filter[key]));
  if (filter.education) params.set('education', String(filter.education));
  if (filter.sex) params.set('sex', String(filter.sex));
  if (filter.schoolType.length > 0) params.set('schoolType', filter.schoolType.join(','));
  if (sharerId) params.set('sharer', sharerId);
  if (filter.current > 1) params.set('page', String(filter.current));
  return params;
}
