import { describe, expect, it } from 'vitest';
import { surnameOnly } from './activity.schema';
import { averageOf } from './business-data.schema';
import { rankRows } from './ranking';

describe('rankRows', () => {
  it('ranks by count, ties by who reached it first, and leaves out zeros', () => {
    const ranked = rankRows([
      { id: 'a', count: 3, reachedAt: 300 },
      { id: 'b', count: 5, reachedAt: 900 },
      { id: 'c', count: 3, reachedAt: 100 },
      { id: 'd', count: 0, reachedAt: 0 },
    ]);
    expect(ranked.map((r) => [r.id, r.index])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
  });
});

describe('good news names the candidate by surname only', () => {
  it.each([
    ['张伟', '张某'],
    ['欧阳娜娜', '欧阳某'],
    [' 李 ', '李某'],
    ['', '某'],
  ])('%s → %s', (name, shown) => expect(surnameOnly(name)).toBe(shown));
});

describe('averageOf', () => {
  it('divides by the consultants of the selection, two decimals', () => {
    expect(averageOf(10, 3)).toBe(3.33);
    expect(averageOf(5, 0)).toBe(0);
  });
});
