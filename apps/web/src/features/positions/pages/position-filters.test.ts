import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POSITION_FILTERS,
  nextPositionFilters,
  positionFiltersFromSearch,
  positionListBody,
  searchOfPositionFilters,
} from './position-filters';

describe('position list filters in the address', () => {
  it('reads an empty address as the defaults and writes the defaults as an empty address', () => {
    expect(positionFiltersFromSearch(new URLSearchParams())).toEqual(DEFAULT_POSITION_FILTERS);
    expect(searchOfPositionFilters(DEFAULT_POSITION_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters = {
      tab: 'NEW' as const,
      page: 3,
      city: '330100',
      types: ['100000', '100100', '100101'],
      company: '云帆',
      keyword: 'Java',
      salary: '30-50' as const,
      sort: 'reward' as const,
      asc: true,
    };
    expect(positionFiltersFromSearch(searchOfPositionFilters(filters))).toEqual(filters);
  });

  it.each([
    ['tab=HOT', { tab: 'ALL' }],
    ['page=0', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['city=hangzhou', { city: '' }],
    ['types=100000,x,100100', { types: ['100000', '100100'] }],
    ['salary=1-2', { salary: '' }],
    ['sort=name', { sort: 'lastUpdateTime' }],
    [`keyword=${'长'.repeat(80)}`, { keyword: '长'.repeat(50) }],
  ])('falls back on a hand-edited %s', (search, expected) => {
    expect(positionFiltersFromSearch(new URLSearchParams(search))).toMatchObject(expected);
  });

  it('goes back to page 1 on any change but a page change', () => {
    const on3 = { ...DEFAULT_POSITION_FILTERS, page: 3 };
    expect(nextPositionFilters(on3, { city: '110100' }).page).toBe(1);
    expect(nextPositionFilters(on3, { tab: 'NEW' }).page).toBe(1);
    expect(nextPositionFilters(on3, { page: 4 }).page).toBe(4);
  });
});

describe('the positionList body', () => {
  it('pages 15 at a time: offset = (page − 1) × 15', () => {
    expect(positionListBody({ ...DEFAULT_POSITION_FILTERS, page: 1 }).query).toEqual({ limit: 15, offset: 0 });
    expect(positionListBody({ ...DEFAULT_POSITION_FILTERS, page: 4 }).query).toEqual({ limit: 15, offset: 45 });
  });

  it('sends only the filters that are set, newest update first by default', () => {
    expect(positionListBody(DEFAULT_POSITION_FILTERS)).toEqual({
      orderClause: 'lastUpdateTime',
      orderDesc: true,
      tab: 'ALL',
      query: { limit: 15, offset: 0 },
    });
  });

  it('turns codes, company, keyword and the salary band into the query’s fields', () => {
    const body = positionListBody({
      ...DEFAULT_POSITION_FILTERS,
      city: '440300',
      types: ['240000', '240100'],
      company: '沃能',
      keyword: '储能',
      salary: '20-30',
      sort: 'salary',
      asc: true,
    });
    expect(body).toMatchObject({
      cityCode: '440300',
      positionFirstType: '240000',
      positionSecondType: '240100',
      companyName: '沃能',
      keyword: '储能',
      salaryLow: 20000,
      salaryHigh: 30000,
      orderClause: 'salary',
      orderDesc: false,
    });
    expect(body).not.toHaveProperty('positionThirdType');
    expect(positionListBody({ ...DEFAULT_POSITION_FILTERS, salary: '50-' })).toMatchObject({ salaryLow: 50000 });
    expect(positionListBody({ ...DEFAULT_POSITION_FILTERS, salary: '50-' })).not.toHaveProperty('salaryHigh');
  });
});
