import { describe, expect, it } from 'vitest';
import { shareSearchSchema } from './share.schema';
import { buildShareSearchQuery, DEFAULT_SHARE_SEARCH_FILTER, type ShareSearchFilter } from './share-search';

describe('buildShareSearchQuery (spec 001 §5)', () => {
  const cases: { rule: string; filter: Partial<ShareSearchFilter>; has: Record<string, unknown>; lacks: string[] }[] = [
    {
      rule: 'the defaults send only the page',
      filter: { ...DEFAULT_SHARE_SEARCH_FILTER },
      has: { current: 1, limit: 20 },
      lacks: ['education', 'sex', 'schoolType', 'workYearLower'],
    },
    {
      rule: 'work years are divided by 10',
      filter: { workYearLower: 3, workYearUpper: 10 },
      has: { workYearLower: 0.3, workYearUpper: 1 },
      lacks: [],
    },
    { rule: 'zero work years are sent', filter: { workYearLower: 0 }, has: { workYearLower: 0 }, lacks: ['workYearUpper'] },
    {
      rule: 'negative work years are dropped',
      filter: { workYearLower: -1, workYearUpper: -5 },
      has: {},
      lacks: ['workYearLower', 'workYearUpper'],
    },
    { rule: 'schoolType is comma-joined', filter: { schoolType: ['1', '2'] }, has: { schoolType: '1,2' }, lacks: [] },
    { rule: 'an empty schoolType is left out', filter: { schoolType: [' '] }, has: {}, lacks: ['schoolType'] },
    {
      rule: 'text is trimmed and blanks dropped',
      filter: { expectPositionName: ' 销售 ', companyNames: '  ' },
      has: { expectPositionName: '销售' },
      lacks: ['companyNames'],
    },
    { rule: 'education and sex 0 mean 不限', filter: { education: 0, sex: 0 }, has: {}, lacks: ['education', 'sex'] },
    { rule: 'education and sex are sent when picked', filter: { education: 5, sex: 2 }, has: { education: 5, sex: 2 }, lacks: [] },
    { rule: 'ages are whole years', filter: { ageLower: 25.7, ageUpper: 35 }, has: { ageLower: 25, ageUpper: 35 }, lacks: [] },
    { rule: 'the page size is capped at 20', filter: { limit: 500, current: 3 }, has: { limit: 20, current: 3 }, lacks: [] },
  ];
  it.each(cases)('$rule', ({ filter, has, lacks }) => {
    const query = buildShareSearchQuery(filter);
    expect(query).toMatchObject(has);
    for (const key of lacks) expect(query).not.toHaveProperty(key);
  });

  it('builds what the server schema accepts', () => {
    const query = buildShareSearchQuery({ workYearLower: 3, workYearUpper: 10, schoolType: ['1', '7'], education: 5, expectCity: '上海' });
    const parsed = shareSearchSchema.safeParse(query);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.schoolType).toEqual([1, 7]);
  });
});

describe('shareSearchSchema (the server checks the same rules)', () => {
  it.each([
    [{ workYearLower: -0.1 }, '工作年限下限不能小于0'],
    [{ workYearUpper: 6 }, '工作年限上限不能大于5'],
    [{ workYearLower: 1, workYearUpper: 0.5 }, '工作年限下限不能大于上限'],
    [{ schoolType: '1,9' }, '院校类型只能是1到7的编号，用逗号分隔'],
    [{ ageLower: 40, ageUpper: 30 }, '年龄下限不能大于上限'],
    [{ expectPositionName: 'x'.repeat(51) }, '期望职位不能超过50个字'],
  ])('%o is refused with %s', (body, message) => {
    const parsed = shareSearchSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('caps a larger limit at 20', () => expect(shareSearchSchema.parse({ limit: 100 }).limit).toBe(20));
});
