import { describe, expect, it } from 'vitest';
import { DEFAULT_TALENT_SEARCH_FILTER, type TalentSearchFilter } from './search-filter';
import { buildTalentSearchQuery } from './search-query';

const base = (): TalentSearchFilter => ({ ...DEFAULT_TALENT_SEARCH_FILTER, schoolType: [] });

describe('buildTalentSearchQuery (spec 000 §5)', () => {
  const cases: Array<{ rule: string; filter: Partial<TalentSearchFilter>; has: Record<string, unknown>; lacks: string[] }> = [
    {
      rule: 'positionName is sent as userIdPositionName',
      filter: { positionName: 'Java开发' },
      has: { userIdPositionName: 'Java开发' },
      lacks: ['positionName'],
    },
    { rule: 'an empty positionName is dropped', filter: { positionName: '' }, has: {}, lacks: ['positionName', 'userIdPositionName'] },
    {
      rule: 'a blank positionName is dropped',
      filter: { positionName: '   ' },
      has: {},
      lacks: ['positionName', 'userIdPositionName'],
    },
    {
      rule: 'userIdOrName is sent as userIdNamePhoneEmail',
      filter: { userIdOrName: ' 13800001234 ' },
      has: { userIdNamePhoneEmail: '13800001234' },
      lacks: ['userIdOrName'],
    },
    { rule: 'an empty userIdOrName is dropped', filter: { userIdOrName: '' }, has: {}, lacks: ['userIdOrName', 'userIdNamePhoneEmail'] },
    {
      rule: 'education 0 sets includeUpperEducation',
      filter: { education: 0, includeUpperEducation: false },
      has: { education: 0, includeUpperEducation: true },
      lacks: [],
    },
    {
      rule: 'any other education leaves includeUpperEducation out, even when it was ticked',
      filter: { education: 5, includeUpperEducation: true },
      has: { education: 5 },
      lacks: ['includeUpperEducation'],
    },
    { rule: 'schoolType is comma-joined', filter: { schoolType: ['1', '2', '3'] }, has: { schoolType: '1,2,3' }, lacks: [] },
    { rule: 'one schoolType is sent alone', filter: { schoolType: ['7'] }, has: { schoolType: '7' }, lacks: [] },
    { rule: 'an empty schoolType is left out', filter: { schoolType: [] }, has: {}, lacks: ['schoolType'] },
    {
      rule: 'work years are divided by 10',
      filter: { workYearLower: 3, workYearUpper: 15 },
      has: { workYearLower: 0.3, workYearUpper: 1.5 },
      lacks: [],
    },
    { rule: 'zero work years are present and sent as 0', filter: { workYearLower: 0 }, has: { workYearLower: 0 }, lacks: [] },
    {
      rule: 'negative work years are dropped',
      filter: { workYearLower: -1, workYearUpper: -10 },
      has: {},
      lacks: ['workYearLower', 'workYearUpper'],
    },
    {
      rule: 'missing work years are dropped',
      filter: { workYearLower: null, workYearUpper: undefined },
      has: {},
      lacks: ['workYearLower', 'workYearUpper'],
    },
    {
      rule: 'other filled fields go as they are; empty text and nulls are left out',
      filter: { city: '杭州', sex: 2, ageLower: 25, ageUpper: null, expectCity: '', noJuniorExp: false },
      has: { city: '杭州', sex: 2, ageLower: 25, noJuniorExp: false },
      lacks: ['ageUpper', 'expectCity'],
    },
    { rule: 'paging is not part of the filter', filter: { current: 3, limit: 20 }, has: {}, lacks: ['current', 'limit'] },
  ];

  it.each(cases)('$rule', ({ filter, has, lacks }) => {
    const query = buildTalentSearchQuery(filter);
    for (const [key, value] of Object.entries(has)) expect(query[key], key).toEqual(value);
    for (const key of lacks) expect(query, key).not.toHaveProperty(key);
  });

  it('builds the defaults into the smallest query: education 0 with its flag, sex 0 and the default switches', () => {
    expect(buildTalentSearchQuery(base())).toEqual({
      education: 0,
      includeUpperEducation: true,
      includePastExperience: false,
      moreSelectCurrent: 1,
      noJuniorExp: false,
      sex: 0,
    });
  });

  it('applies every rule at once', () => {
    expect(
      buildTalentSearchQuery({
        ...base(),
        positionName: '产品经理',
        userIdOrName: '张',
        education: 6,
        includeUpperEducation: true,
        schoolType: ['1', '2'],
        workYearLower: 5,
        workYearUpper: -1,
        city: '上海',
      }),
    ).toEqual({
      userIdPositionName: '产品经理',
      userIdNamePhoneEmail: '张',
      education: 6,
      schoolType: '1,2',
      workYearLower: 0.5,
      city: '上海',
      includePastExperience: false,
      moreSelectCurrent: 1,
      noJuniorExp: false,
      sex: 0,
    });
  });
});
