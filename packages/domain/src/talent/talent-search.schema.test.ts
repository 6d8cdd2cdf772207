import { describe, expect, it } from 'vitest';
import { DEFAULT_TALENT_SEARCH_FILTER } from './search-filter';
import { talentSearchPlan } from './search-plan';
import { buildTalentSearchQuery } from './search-query';
import { talentSearchRequestSchema } from './talent-search.schema';

const parse = (body: unknown) => talentSearchRequestSchema.safeParse(body);
const messageOf = (body: unknown) => {
  const r = parse(body);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('talentSearchRequestSchema: the server checks what the builder sends', () => {
  it('accepts what buildTalentSearchQuery builds from the defaults, with page defaults', () => {
    const r = parse(buildTalentSearchQuery({ ...DEFAULT_TALENT_SEARCH_FILTER, schoolType: [] }));
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ tabEnum: 'ALL', current: 1, limit: 20, education: 0, includeUpperEducation: true });
  });
  it('accepts the builder’s renames, work years divided by 10 and joined school types', () => {
    const body = buildTalentSearchQuery({
      positionName: '销售经理',
      userIdOrName: '张伟',
      workYearLower: 3,
      workYearUpper: 10,
      schoolType: ['1', '2'],
      education: 5,
    });
    const r = parse(body);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      userIdPositionName: '销售经理',
      userIdNamePhoneEmail: '张伟',
      workYearLower: 0.3,
      workYearUpper: 1,
      schoolType: [1, 2],
    });
  });
  const refused: { rule: string; body: Record<string, unknown>; message: string }[] = [
    {
      rule: 'includeUpperEducation beside another education',
      body: { education: 5, includeUpperEducation: true },
      message: '及以上学历只在学历为不限（0）时发送',
    },
    { rule: 'work years not divided (60 years)', body: { workYearLower: 6 }, message: '工作年限下限不能大于5' },
    { rule: 'negative work years', body: { workYearLower: -0.1 }, message: '工作年限下限不能小于0' },
    { rule: 'school types not comma-joined codes', body: { schoolType: '985,211' }, message: '院校类型只能是1到7的编码，以逗号分隔' },
    { rule: 'an upper bound below the lower', body: { ageLower: 35, ageUpper: 25 }, message: '年龄上限不能小于下限' },
    { rule: 'an unknown tab', body: { tabEnum: 'OTHERS' }, message: '标签页只能是ALL、FREE或MINE' },
    {
      rule: 'government and no government',
      body: { isGovernment: true, isNoGovernment: true },
      message: '政府机关经历与无政府机关经历不能同时勾选',
    },
    { rule: 'a page too large', body: { limit: 200 }, message: '每页最多50条' },
    { rule: 'a custom graduation year missing', body: { graduateTime: 'custom' }, message: '请填写自定义毕业年份' },
    { rule: 'an unknown source', body: { source: 3 }, message: '来源只能是1（平台注册）或2（共享简历库）' },
  ];
  it.each(refused)('refuses $rule', ({ body, message }) => expect(messageOf(body)).toBe(message));
});

describe('talentSearchPlan', () => {
  const ctx = { firmId: 'firm-1', now: new Date('2026-11-01T00:00:00Z') };
  const plan = (body: Record<string, unknown>) => talentSearchPlan(talentSearchRequestSchema.parse(body), ctx);
  it('a two-character keyword is one bigram and no LIKE', () => {
    const p = plan({ searchKeyWord: '销售' });
    expect(p.all).toEqual(['销售']);
    expect(p.conditions).toEqual([]);
  });
  it('a three-character keyword is its bigrams plus a LIKE recheck', () => {
    const p = plan({ searchKeyWord: '工程师' });
    expect(p.all).toEqual(['工程', '程师']);
    expect(p.conditions).toEqual([{ kind: 'like', column: 'search_text', word: '工程师' }]);
  });
  it('a one-character keyword is a LIKE alone', () => {
    const p = plan({ searchKeyWord: '销' });
    expect(p.all).toEqual([]);
    expect(p.conditions).toEqual([{ kind: 'like', column: 'search_text', word: '销' }]);
  });
  it('categorical filters become facet tokens and ranges bucket tokens', () => {
    const p = plan({
      tabEnum: 'MINE',
      sex: 2,
      source: 1,
      has985EduExp: true,
      city: '杭州,上海',
      education: 6,
      ageLower: 30,
      ageUpper: 32,
      workYearLower: 0.3,
      workYearUpper: 0.5,
    });
    expect(p.all).toEqual(expect.arrayContaining(['of:firm-1', 's:2', 'src:1', 'tl:c985']));
    expect(p.conditions).toEqual(
      expect.arrayContaining([
        { kind: 'any', tokens: ['c:杭州', 'c:上海'] },
        { kind: 'any', tokens: ['e:6', 'e:7', 'e:8'] },
        { kind: 'any', tokens: ['by:1994', 'by:1995', 'by:1996'] },
        { kind: 'any', tokens: ['wy:3', 'wy:4', 'wy:5'] },
      ]),
    );
  });
  it('a false flag asks for the label to be absent; the position name matches the current title unless past ones are included', () => {
    const p = plan({ isOutSourcing: false, userIdPositionName: '产品经理', includePastExperience: true });
    expect(p.conditions).toEqual(
      expect.arrayContaining([
        { kind: 'without', bit: 1 },
        { kind: 'like', column: 'positions', word: '产品经理' },
      ]),
    );
    expect(plan({ userIdPositionName: '产品经理' }).conditions).toEqual([{ kind: 'like', column: 'cur_position', word: '产品经理' }]);
  });
  it('a phone, an e-mail or a name in userIdNamePhoneEmail', () => {
    expect(plan({ userIdNamePhoneEmail: '138 0000 1234' }).conditions).toEqual([{ kind: 'identity', phone: '13800001234' }]);
    expect(plan({ userIdNamePhoneEmail: 'A@B.com' }).conditions).toEqual([{ kind: 'identity', email: 'a@b.com' }]);
    expect(plan({ userIdNamePhoneEmail: '张伟' }).all).toEqual(['n:张伟']);
  });
  it('sorts by created time when asked', () => expect(plan({ sortField: 'createTime' }).sort).toBe('created_at'));
});
