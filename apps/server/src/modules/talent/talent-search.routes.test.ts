import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sensitiveViews } from '../../db/schema/tables';
import { DEMO_POOL_SIZE, demoPoolPerson } from '../../db/seed/demo-talent-pool';
import { seedId } from '../../db/seed/seed-ids';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

interface Row {
  commonUserId: string;
  name: string;
  sex: number;
  age: number | null;
  city: string;
  education: number;
  workYears: number | null;
  phone: string;
  email: string;
  tipLabels: string[];
  tabState: 'mine' | 'occupied' | 'free';
  userId: string | null;
  source: number;
  refreshTime: number;
}
interface Page {
  data: Row[];
  totalCount: number;
  totalOverflow: boolean;
}

let t: TestApp;
let manager: Caller;
beforeAll(async () => {
  t = await createTestApp({ config: { poolRevealQuota: { perUser: 2, perFirm: 100 } } });
  manager = await signedIn(t.app, '13800000030');
});
afterAll(() => t.close());

const search = (caller: Caller, body: Record<string, unknown>) => caller.post<Page>('/api/talentSearch/list', body);
/** The same question asked of the table directly, as a plain scan: what the index must agree with. */
async function countWhere(condition: ReturnType<typeof sql>) {
  const result = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from talent_index t where ${condition}`);
  return Number(result.rows[0]?.n);
}
const poolPhone = (i: number) => String(17_000_000_000 + i);

describe('talent search: the pool, its rows and tabs', () => {
  it('lists the whole pool newest first, 20 a page, contacts masked, with labels and tab states', async () => {
    const page = await search(manager, {});
    expect(page.body.state).toBe(1);
    expect(page.body.data.totalCount).toBe(await countWhere(sql`true`));
    expect(page.body.data.totalCount).toBeGreaterThanOrEqual(DEMO_POOL_SIZE);
    expect(page.body.data.totalOverflow).toBe(false);
    const rows = page.body.data.data;
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(row.email).toContain('*');
    }
    const times = rows.map((r) => r.refreshTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await search(manager, { current: 2 });
    expect(second.body.data.data[0]?.commonUserId).not.toBe(rows[0]?.commonUserId);
  });

  it('shows the firm’s own talent as mine with its record, another firm’s as occupied without naming it', async () => {
    const mine = await search(manager, { tabEnum: 'MINE', limit: 50 });
    expect(mine.body.data.totalCount).toBe(await countWhere(sql`occupied_firm_id = ${seedId('firm:xinghe')}`));
    expect(mine.body.data.totalCount).toBeGreaterThan(0);
    expect(mine.body.data.data.every((r) => r.tabState === 'mine' && r.userId !== null)).toBe(true);
    const free = await search(manager, { tabEnum: 'FREE' });
    expect(free.body.data.totalCount).toBe(await countWhere(sql`occupied_firm_id is null`));
    expect(free.body.data.data.every((r) => r.tabState === 'free' && r.userId === null)).toBe(true);
    // A 远航 candidate who is also in the pool.
    const yuanhangInPool = await t.database.db.execute<{ person_id: string }>(
      sql`select person_id from talent_index where occupied_firm_id = ${seedId('firm:yuanhang')} limit 1`,
    );
    const occupiedId = yuanhangInPool.rows[0]?.person_id as string;
    const found = await search(manager, { userIdNamePhoneEmail: occupiedId });
    expect(found.body.data.data).toEqual([expect.objectContaining({ commonUserId: occupiedId, tabState: 'occupied', userId: null })]);
  });

  it('never finds another firm’s talent that is not in the pool', async () => {
    // Demo candidate 10 (远航, 10 % 4 ≠ 0) was never put on the platform.
    const phone = String(15_800_000_000 + 10);
    expect((await search(manager, { userIdNamePhoneEmail: phone })).body.data.totalCount).toBe(0);
    // A pool person is found by the full phone.
    const pool = await search(manager, { userIdNamePhoneEmail: poolPhone(7) });
    expect(pool.body.data.data.map((r) => r.commonUserId)).toEqual([seedId('pool-person:7')]);
  });

  it('refuses a firm that has not opened talent search', async () => {
    const other = await signedIn(t.app, '13900000030');
    const answer = await search(other, {});
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('贵公司尚未开通人才搜索');
  });
});

describe('talent search: keywords agree with a plain scan', () => {
  const cases: { keyword: string; like: string }[] = [
    { keyword: '销售', like: '%销售%' },
    { keyword: '开发', like: '%开发%' },
    { keyword: '工程师', like: '%工程师%' },
    { keyword: 'java', like: '%java%' },
    { keyword: '财', like: '%财%' },
  ];
  it.each(cases)('$keyword', async ({ keyword, like }) => {
    const page = await search(manager, { searchKeyWord: keyword });
    expect(page.body.data.totalCount).toBe(await countWhere(sql`search_text like ${like}`));
    expect(page.body.data.totalCount).toBeGreaterThan(0);
  });

  it('a two-character keyword combined with filters', async () => {
    const page = await search(manager, { searchKeyWord: '销售', city: '上海', sex: 1, education: 5 });
    const expected = await countWhere(sql`search_text like '%销售%' and city = '上海' and sex = 1 and education >= 5`);
    expect(page.body.data.totalCount).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    for (const row of page.body.data.data) expect(row).toMatchObject({ city: '上海', sex: 1 });
  });

  it('matches the position name on the current title, or on every title with includePastExperience', async () => {
    const current = await search(manager, { userIdPositionName: '经理' });
    expect(current.body.data.totalCount).toBe(await countWhere(sql`cur_position like '%经理%'`));
    const past = await search(manager, { userIdPositionName: '经理', includePastExperience: true });
    expect(past.body.data.totalCount).toBe(await countWhere(sql`positions like '%经理%'`));
    expect(past.body.data.totalCount).toBeGreaterThan(current.body.data.totalCount);
  });

  it('matches any of several company names, on the current company by default', async () => {
    const page = await search(manager, { companyNames: '华为,腾讯' });
    expect(page.body.data.totalCount).toBe(await countWhere(sql`cur_company like '%华为%' or cur_company like '%腾讯%'`));
  });
});

describe('talent search: every filter', () => {
  const year = new Date().getUTCFullYear();
  const cases: { rule: string; body: Record<string, unknown>; where: ReturnType<typeof sql> }[] = [
    { rule: 'sex', body: { sex: 2 }, where: sql`sex = 2` },
    { rule: 'city (several)', body: { city: '杭州,北京' }, where: sql`city in ('杭州', '北京')` },
    { rule: 'expected city', body: { expectCity: '深圳' }, where: sql`expect_city = '深圳'` },
    { rule: 'education and above', body: { education: 6 }, where: sql`education >= 6` },
    { rule: 'age range', body: { ageLower: 30, ageUpper: 35 }, where: sql`birth_year between ${year - 35} and ${year - 30}` },
    { rule: 'work years, sent at a tenth', body: { workYearLower: 0.3, workYearUpper: 0.5 }, where: sql`work_years between 3 and 5` },
    {
      rule: 'expected salary',
      body: { expectSalaryLower: 30_000, expectSalaryUpper: 50_000 },
      where: sql`expect_salary between 30000 and 50000`,
    },
    { rule: 'current salary', body: { salaryLow: 20_000 }, where: sql`now_salary >= 20000` },
    { rule: 'source', body: { source: 2 }, where: sql`source = 2` },
    { rule: '985', body: { has985EduExp: true }, where: sql`tip_mask & 8 <> 0` },
    { rule: 'not outsourcing', body: { isOutSourcing: false }, where: sql`tip_mask & 1 = 0` },
    { rule: 'outsourcing', body: { isOutSourcing: true }, where: sql`tip_mask & 1 <> 0` },
    { rule: 'famous', body: { isFamousEnterprise: true }, where: sql`tip_mask & 2 <> 0` },
    { rule: 'tier two', body: { isBatchTwo: true }, where: sql`tip_mask & 64 <> 0` },
    { rule: 'tier three', body: { isBatchThree: true }, where: sql`tip_mask & 128 <> 0` },
    { rule: 'job hopping 2', body: { jobHoppingSearchModel: 2 }, where: sql`tip_mask & 4096 <> 0` },
    { rule: 'gap period', body: { gapPeriod: 1 }, where: sql`tip_mask & 16384 <> 0` },
    { rule: 'government', body: { isGovernment: true }, where: sql`tip_mask & 65536 <> 0` },
    { rule: 'no junior college', body: { noJuniorExp: true }, where: sql`tip_mask & 131072 = 0` },
    { rule: 'school type 985 or 二本', body: { schoolType: '1,5' }, where: sql`tokens && array['st:1','st:5']` },
    { rule: 'can share', body: { canShareResume: true }, where: sql`can_share` },
    {
      rule: 'refreshed in the last 30 days',
      body: { rTimeBegin: Date.now() - 30 * 86_400_000 },
      where: sql`refreshed_at >= now() - interval '30 days'`,
    },
  ];
  it.each(cases)('$rule', async ({ body, where }) => {
    const page = await search(manager, body);
    expect(page.body.state, page.body.message).toBe(1);
    const expected = await countWhere(where);
    expect(page.body.data.totalCount).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it('labels the rows it filters on', async () => {
    const page = await search(manager, { has985EduExp: true, isFamousEnterprise: true });
    expect(page.body.data.data.length).toBeGreaterThan(0);
    for (const row of page.body.data.data) expect(row.tipLabels).toEqual(expect.arrayContaining(['c985', 'famous']));
  });

  it('refuses bad input with a Chinese message naming the field, 422', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ workYearLower: 6 }, '工作年限下限不能大于5'],
      [{ education: 5, includeUpperEducation: true }, '及以上学历只在学历为不限（0）时发送'],
      [{ schoolType: '985' }, '院校类型只能是1到7的编码，以逗号分隔'],
      [{ tabEnum: 'X' }, '标签页只能是ALL、FREE或MINE'],
    ];
    for (const [body, message] of cases) {
      const answer = await search(manager, body);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ state: 4000, message });
    }
  });
});

describe('occupancy follows the talent records', () => {
  it('a pool person saved into a firm’s talent turns mine, and free again when removed', async () => {
    const member = await signedIn(t.app, '13800000010');
    const index = 11;
    const created = await member.post<{ userId: string; commonUserId: string }>('/api/candidate/create.json', {
      resume: demoPoolPerson(index),
      source: 'search',
    });
    expect(created.body.state, created.body.message).toBe(1);
    expect(created.body.data.commonUserId).toBe(seedId(`pool-person:${index}`));
    const mine = await search(member, { userIdNamePhoneEmail: poolPhone(index) });
    expect(mine.body.data.data[0]).toMatchObject({ tabState: 'mine', userId: created.body.data.userId });
    const other = await search(manager, { tabEnum: 'FREE', userIdNamePhoneEmail: poolPhone(index) });
    expect(other.body.data.totalCount).toBe(0);

    const removed = await member.call('DELETE', `/api/usermanager/delete/${created.body.data.userId}`);
    expect(removed.body.state).toBe(1);
    const free = await search(member, { userIdNamePhoneEmail: poolPhone(index) });
    expect(free.body.data.data[0]).toMatchObject({ tabState: 'free', userId: null });
  });
});

describe('revealing a pool person’s phone', () => {
  it('reveals a free pool person with an audit row, within the daily quota and paid in coins beyond it', async () => {
    const member = await signedIn(t.app, '13800000011');
    const reveal = (i: number, type = 1) =>
      member.post<{ value: string }>('/api/sensitive/data/view', { commonUserId: seedId(`pool-person:${i}`), type });
    const first = await reveal(20);
    expect(first.body).toMatchObject({ state: 1, data: { value: poolPhone(20) } });
    const audit = await t.database.db
      .select()
      .from(sensitiveViews)
      .where(sql`${sensitiveViews.personId} = ${seedId('pool-person:20')} and ${sensitiveViews.userId} = ${seedId('user:xh-member-a2')}`);
    expect(audit).toHaveLength(1);
    // ID-card numbers of pool people are never revealed.
    expect((await reveal(21, 3)).status).toBe(404);
    expect((await reveal(21)).body.state).toBe(1);
    // Beyond the free quota a reveal costs 2 coins (the refusal when short: coins/coin-rules.routes.test.ts).
    const coins = async () => (await member.get<{ total: number }>('/api/lietou/coin/total', { onlyMe: 'true' })).body.data.total;
    const before = await coins();
    const over = await reveal(22);
    expect(over.body).toMatchObject({ state: 1, data: { value: poolPhone(22) } });
    expect(await coins()).toBe(before - 2);
    // The firm's own talent does not count toward the pool quota.
    const owned = await t.database.db.execute<{ person_id: string }>(
      sql`select person_id from candidates where owner_id = ${seedId('user:xh-member-a2')} and deleted_at is null limit 1`,
    );
    const own = await member.post<{ value: string }>('/api/sensitive/data/view', { commonUserId: owned.rows[0]?.person_id, type: 1 });
    expect(own.body.state, own.body.message).toBe(1);
  });

  it('answers a person neither held nor in the pool as missing', async () => {
    const member = await signedIn(t.app, '13800000012');
    const answer = await member.post('/api/sensitive/data/view', { commonUserId: seedId('person:10'), type: 1 });
    expect(answer.status).toBe(404);
  });
});

describe('limits', () => {
  it('answers 2410 past the search-page risk threshold', async () => {
    const limited = await createTestApp({
      config: {
        risk: {
          candidateDetail: { perUser: 1000, perFirm: 10_000, windowSeconds: 3600 },
          phoneReveal: { perUser: 60, perFirm: 600, windowSeconds: 3600 },
          sensitiveView: { perUser: 100, perFirm: 1000, windowSeconds: 3600 },
          searchPage: { perUser: 3, perFirm: 100, windowSeconds: 3600 },
        },
      },
    });
    try {
      const member = await signedIn(limited.app, '13800000010');
      for (let i = 0; i < 3; i++) expect((await search(member, {})).body.state).toBe(1);
      const flagged = await search(member, {});
      expect(flagged.body.state).toBe(2410);
    } finally {
      await limited.close();
    }
  });

  it('caps the total at 10000 and says so', async () => {
    // Copy the pool once (new people, older refresh times): more than 10,000 then.
    for (let i = 0; i < 1; i++) {
      await t.database.db.execute(sql`
        with src as materialized (select t.*, gen_random_uuid() as nid from talent_index t),
        p as (insert into people (id, name) select nid, '复制' from src)
        insert into talent_index (person_id, source, refreshed_at, created_at, occupied_firm_id, city, expect_city, education, sex,
          birth_year, work_years, graduate_year, expect_salary, now_salary, tip_mask, can_share, tokens, search_text,
          cur_position, positions, cur_company, companies, last_school, projects)
        select nid, source, refreshed_at - interval '3 years', created_at, null, city, expect_city, education, sex, birth_year, work_years, graduate_year,
          expect_salary, now_salary, tip_mask, can_share, tokens, search_text, cur_position, positions, cur_company, companies,
          last_school, projects from src`);
    }
    const page = await search(manager, {});
    expect(page.body.data).toMatchObject({ totalCount: 10_000, totalOverflow: true });
    expect(page.body.data.data).toHaveLength(20);
  });
});

describe('talent search: a first page read among the newest people agrees with the full search', () => {
  /** The first 60 matches the plain way: every matching row, newest first. */
  async function newestMatches(condition: ReturnType<typeof sql>) {
    const result = await t.database.db.execute<{ id: string }>(
      sql`select person_id as id from talent_index t where ${condition} order by refreshed_at desc nulls last, person_id desc nulls last limit 60`,
    );
    return result.rows.map((r) => r.id);
  }

  it.each([
    ['a broad filter (found among the newest)', { sex: 1 }, sql`t.sex = 1`],
    ['a rare keyword (found by the index)', { searchKeyWord: '宁德时代' }, sql`t.search_text like '%宁德时代%'`],
  ])('%s: pages 1 to 3 are the plain search’s first 60', async (_label, body, condition) => {
    const expected = await newestMatches(condition);
    expect(expected.length).toBeGreaterThan(0);
    const got: string[] = [];
    for (const current of [1, 2, 3]) {
      const page = await search(manager, { ...body, current });
      got.push(...page.body.data.data.map((r) => r.commonUserId));
    }
    expect(got).toEqual(expected);
  });
});
