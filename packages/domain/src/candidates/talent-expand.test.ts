import { describe, expect, it } from 'vitest';
import { expandListQuerySchema, newestFirst } from './talent-expand.schema';

describe('the expand list', () => {
  it.each([
    ['one id', 'a', ['a']],
    ['ids with spaces and empties', ' a, ,b ,', ['a', 'b']],
  ])('reads %s', (_label, ids, expected) => {
    expect(expandListQuerySchema.parse({ ids })).toEqual({ ids: expected });
  });

  it.each([
    ['no id', ''],
    ['more than a page', Array.from({ length: 51 }, (_, i) => `id${i}`).join(',')],
  ])('refuses %s with a Chinese message', (_label, ids) => {
    const result = expandListQuerySchema.safeParse({ ids });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/候选人/);
  });

  it.each([
    [
      'by start month',
      [
        { startDate: '2015-03', endDate: '2018-01' },
        { startDate: '2018-02', endDate: '至今' },
      ],
      ['2018-02~至今', '2015-03~2018-01'],
    ],
    [
      'a running entry before an ended one that began the same month',
      [
        { startDate: '2019-01', endDate: '2020-01' },
        { startDate: '2019-01', endDate: '至今' },
      ],
      ['2019-01~至今', '2019-01~2020-01'],
    ],
  ])('orders entries newest first: %s', (_label, entries, expected) => {
    expect(newestFirst(entries).map((e) => `${e.startDate}~${e.endDate}`)).toEqual(expected);
  });
});
