import { LIBRARY_PAGE_SIZE } from '@hh/domain/library/library.schema';
import { buildTalentSearchQuery } from '@hh/domain/talent/search-query';

/** What the list's filter form holds (the talent-search fields that apply to the library). */
export interface LibraryFilters {
  keyword: string;
  city: string;
  education: number;
  sex: number;
  workYearLower: number | null;
  workYearUpper: number | null;
  ageLower: number | null;
  ageUpper: number | null;
  /** Entry time range, ms. */
  createdFrom: number | null;
  createdTo: number | null;
}

export const EMPTY_LIBRARY_FILTERS: LibraryFilters = {
  keyword: '',
  city: '',
  education: 0,
  sex: 0,
  workYearLower: null,
  workYearUpper: null,
  ageLower: null,
  ageUpper: null,
  createdFrom: null,
  createdTo: null,
};

/** The list body: the talent-search builder's rules (work years /10 and the rest), then paging and the time range. */
export function libraryListBody(filters: LibraryFilters, page: number) {
  const query: Record<string, unknown> = buildTalentSearchQuery({
    searchKeyWord: filters.keyword,
    city: filters.city,
    education: filters.education,
    sex: filters.sex,
    workYearLower: filters.workYearLower,
    workYearUpper: filters.workYearUpper,
    ageLower: filters.ageLower,
    ageUpper: filters.ageUpper,
  });
  if (filters.createdFrom !== null) query.cTimeBegin = filters.createdFrom;
  if (filters.createdTo !== null) query.cTimeEnd = filters.createdTo;
  return { ...query, current: page, limit: LIBRARY_PAGE_SIZE };
}
