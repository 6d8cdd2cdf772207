import { describe, expect, it } from 'vitest';
import { accountQueryOf, DEFAULT_FILTERS, filtersFromSearch, nextFilters, searchOfFilters, userListBody } from './account-filters';

const read = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('account filters in the address', () => {
  it('defaults to the team tab, page 1, no filters', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS);
    expect(searchOfFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it.each([
    [
      'tab=lietou&page=3&phone=138&start=2024-01-01&end=2024-02-01',
      { tab: 'lietou', page: 3, phone: '138', startDate: '2024-01-01', endDate: '2024-02-01' },
    ],
    ['tab=nonsense&page=-2&phone=13a8&start=yesterday', { tab: 'team', page: 1, phone: '138', startDate: '', endDate: '' }],
    ['tab=normal&page=1.5', { tab: 'normal', page: 1 }],
  ])('reads %s forgivingly', (search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('writes back what it reads', () => {
    const search = 'tab=lietou&phone=138&start=2024-01-01&end=2024-02-01&page=3';
    expect(searchOfFilters(read(search)).toString()).toBe(search);
  });
});

describe('nextFilters', () => {
  const current = read('tab=lietou&page=3&phone=138&start=2024-01-01');
  it('resets every filter when the tab changes (spec 001 §4)', () => {
    expect(nextFilters(current, { tab: 'normal' })).toEqual({ ...DEFAULT_FILTERS, tab: 'normal' });
  });
  it('starts a new filter on page 1', () => {
    expect(nextFilters(current, { phone: '139' })).toMatchObject({ phone: '139', page: 1, startDate: '2024-01-01' });
  });
  it('keeps the filters when paging', () => {
    expect(nextFilters(current, { page: 4 })).toMatchObject({ page: 4, phone: '138' });
  });
});

describe('what is sent', () => {
  it('sends the phone as null when empty, and 10 a page', () => {
    expect(userListBody(read('tab=lietou'))).toEqual({
      date: { startDate: null, endDate: null },
      phone: null,
      status: null,
      groupId: null,
      currentPage: 1,
      pageSize: 10,
    });
    expect(userListBody(read('tab=lietou&phone=1380&page=2&end=2024-03-01'))).toMatchObject({
      date: { startDate: null, endDate: '2024-03-01' },
      phone: '1380',
      currentPage: 2,
    });
  });
  it('gives the GET lists the same filters as query parameters', () => {
    expect(accountQueryOf(read('phone=138&start=2024-01-01'))).toEqual({
      startDate: '2024-01-01',
      endDate: null,
      phone: '138',
      status: null,
    });
  });
});
