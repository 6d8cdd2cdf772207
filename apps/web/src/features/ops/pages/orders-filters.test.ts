import { describe, expect, it } from 'vitest';
import { opsFiltersOf, searchOfOpsFilters } from './orders-filters';

describe('the console order filters in the address', () => {
  it('opens on the review queue, page 1', () => {
    expect(opsFiltersOf(new URLSearchParams(''))).toEqual({ stage: 30, page: 1, searchWord: '', rejectStatus: undefined });
    expect(searchOfOpsFilters(opsFiltersOf(new URLSearchParams(''))).toString()).toBe('');
  });

  it('round-trips a tab, a search, a reject status and a page', () => {
    const query = 'stage=62&searchWord=%E7%8E%8B&rejectStatus=1&page=2';
    expect(searchOfOpsFilters(opsFiltersOf(new URLSearchParams(query))).toString()).toBe(query);
    expect(opsFiltersOf(new URLSearchParams('stage=0')).stage).toBe(0);
  });

  it('falls back for what a hand-edited address breaks', () => {
    expect(opsFiltersOf(new URLSearchParams('stage=55&page=-1&rejectStatus=7'))).toEqual({
      stage: 30,
      page: 1,
      searchWord: '',
      rejectStatus: undefined,
    });
  });
});
