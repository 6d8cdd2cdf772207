import { describe, expect, it } from 'vitest';
import { EMPTY_LIBRARY_FILTERS, libraryListBody } from './list-body';

describe('the library list body', () => {
  it.each([
    [
      'no filter: paging, and education 0 with its upper flag',
      {},
      { education: 0, includeUpperEducation: true, sex: 0, current: 1, limit: 20 },
    ],
    ['work years at one tenth', { workYearLower: 3, workYearUpper: 10 }, { workYearLower: 0.3, workYearUpper: 1 }],
    ['a negative work year is left out', { workYearLower: -1 }, { workYearLower: undefined }],
    ['the keyword trimmed as searchKeyWord', { keyword: ' 张伟 ' }, { searchKeyWord: '张伟' }],
    ['education above 0 without the upper flag', { education: 5 }, { education: 5, includeUpperEducation: undefined }],
    ['the entry time range in ms', { createdFrom: 1, createdTo: 2 }, { cTimeBegin: 1, cTimeEnd: 2 }],
  ])('%s', (_label, change, expected) => {
    const body = libraryListBody({ ...EMPTY_LIBRARY_FILTERS, ...change }, 1) as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) expect(body[key]).toBe(value);
  });
});
