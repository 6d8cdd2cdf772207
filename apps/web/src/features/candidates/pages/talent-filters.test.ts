import { describe, expect, it } from 'vitest';
import { filtersFromSearch, nextFilters, searchOfFilters } from './talent-filters';

describe('talent list filters in the address', () => {
  it('reads tab, page and keyword, and falls back to the defaults on anything else', () => {
    expect(filtersFromSearch(new URLSearchParams('tab=UN_COMPLETED&page=3&keyword=%20张三%20'))).toEqual({
      tab: 'UN_COMPLETED',
      page: 3,
      keyword: '张三',
    });
    expect(filtersFromSearch(new URLSearchParams('tab=nope&page=-2'))).toEqual({ tab: 'ALL', page: 1, keyword: '' });
    expect(filtersFromSearch(new URLSearchParams('page=2.5'))).toMatchObject({ page: 1 });
  });

  it('leaves the defaults out of the address', () => {
    expect(searchOfFilters({ tab: 'ALL', page: 1, keyword: '' }).toString()).toBe('');
    expect(searchOfFilters({ tab: 'COMPLETED', page: 2, keyword: '腾讯' }).toString()).toBe(
      'tab=COMPLETED&keyword=%E8%85%BE%E8%AE%AF&page=2',
    );
  });

  it('goes back to page 1 when the tab or the search changes, and keeps the page otherwise', () => {
    const at3 = { tab: 'ALL' as const, page: 3, keyword: '' };
    expect(nextFilters(at3, { tab: 'COMPLETED' })).toEqual({ tab: 'COMPLETED', page: 1, keyword: '' });
    expect(nextFilters(at3, { keyword: '李' })).toEqual({ tab: 'ALL', page: 1, keyword: '李' });
    expect(nextFilters(at3, { page: 4 })).toEqual({ tab: 'ALL', page: 4, keyword: '' });
  });
});
