import { describe, expect, it } from 'vitest';
import { searchOfShareFilter, shareFilterFromSearch } from './share-filters';

describe('share search in the address', () => {
  it('reads back what it wrote', () => {
    const filter = shareFilterFromSearch(new URLSearchParams('expectPositionName=销售&workYearLower=3&education=5&schoolType=1,2&page=2'));
    expect(filter).toMatchObject({ expectPositionName: '销售', workYearLower: 3, education: 5, schoolType: ['1', '2'], current: 2 });
    expect(searchOfShareFilter(filter, '').toString()).toBe(
      new URLSearchParams('expectPositionName=销售&workYearLower=3&education=5&schoolType=1,2&page=2').toString(),
    );
  });

  it('falls back to the defaults for what cannot be read', () => {
    const filter = shareFilterFromSearch(new URLSearchParams('workYearLower=-3&education=12&sex=x&schoolType=9,1&page=0'));
    expect(filter).toMatchObject({ workYearLower: null, education: 0, sex: 0, schoolType: ['1'], current: 1 });
  });
});
