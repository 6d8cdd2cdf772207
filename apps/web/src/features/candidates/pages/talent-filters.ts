import { TALENT_TABS, type TalentTab } from '@hh/domain/candidates/talent.schema';
import type { TalentFilters } from '../api/talent';

/**
 * The talent list's filters live in the address (?tab=&page=&keyword=) so a page can be
 * reloaded and shared. A hand-edited address never breaks the page: what cannot be read
 * falls back to the default.
 */
export function filtersFromSearch(search: URLSearchParams): TalentFilters {
  const tab = search.get('tab');
  const page = Number(search.get('page'));
  return {
    tab: (TALENT_TABS as readonly string[]).includes(tab ?? '') ? (tab as TalentTab) : 'ALL',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    keyword: (search.get('keyword') ?? '').trim().slice(0, 50),
  };
}

/** The address of some filters: defaults are left out, so the plain list has the plain address. */
export function searchOfFilters(filters: TalentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'ALL') params.set('tab', filters.tab);
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A new tab or a new search starts again on page 1. */
export function nextFilters(current: TalentFilters, change: Partial<TalentFilters>): TalentFilters {
  const resets = change.tab !== undefined || change.keyword !== undefined;
  return { ...current, ...change, page: change.page ?? (resets ? 1 : current.page) };
}
