import { ACTIVE_STAGES } from '@hh/domain/orders/order-stage';
import type { PmInfo, PositionIntroduce, PositionPage, PositionRow, ProjectIntroduce } from '@hh/domain/positions/position.schema';
import { NEW_POSITION_DAYS } from '@hh/domain/positions/position-enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, positions, users } from '../../db/schema/tables';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { DEMO_CANDIDATE_COUNT, demoOwnerOf } from '../../db/seed/demo-candidates';
import { DEMO_POSITIONS, DEMO_PROJECTS, demoPositionId, demoProjectId } from '../../db/seed/demo-positions';
import { seedId } from '../../db/seed/seed-ids';
import { hashPassword } from '../../platform/password';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  member = await signedIn(t.app, '13800000010');
});
afterAll(() => t.close());

const RECRUITING = DEMO_POSITIONS.filter((p) => p.state === 'recruiting');
const DRAFT = DEMO_POSITIONS.find((p) => p.state === 'draft');
const CLOSED = DEMO_POSITIONS.find((p) => p.state === 'closed');
const list = async (caller: Caller, body: Record<string, unknown> = {}) => {
  const result = await caller.post<PositionPage>('/api/positions/positionList', body);
  expect(result.status, result.body.message).toBe(200);
  return result.body.data;
};
/** Every page of a query, so a filter can be checked against the whole list. */
async function all(caller: Caller, body: Record<string, unknown> = {}): Promise<PositionRow[]> {
  const rows: PositionRow[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await list(caller, { ...body, query: { limit: 50, offset } });
    rows.push(...page.data);
    if (rows.length >= page.totalCount || page.data.length === 0) return rows;
  }
}

describe('position list', () => {
  it('lists only recruiting positions, 15 a page, newest update first, with the total', async () => {
    const first = await list(member);
    expect(first.totalCount).toBe(RECRUITING.length);
    expect(first.data).toHaveLength(15);
    const second = await list(member, { query: { limit: 15, offset: 15 } });
    expect(second.data).toHaveLength(RECRUITING.length - 15);
    const rows = [...first.data, ...second.data];
    expect(new Set(rows.map((r) => r.positionId))).toEqual(new Set(RECRUITING.map((p) => demoPositionId(p.key))));
    expect(rows.every((r) => r.state === 'recruiting')).toBe(true);
    const times = rows.map((r) => r.lastUpdateTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const java = rows.find((r) => r.positionId === demoPositionId('retail-java'));
    expect(java).toMatchObject({
      positionName: '高级Java开发工程师',
      companyName: '杭州云帆网络科技有限公司',
      cityName: '杭州',
      categoryName: 'Java',
      salaryLow: 30000,
      salaryHigh: 45000,
      salaryMonths: 14,
      rewardAmount: 6_000_000,
      guaranteeDays: 90,
    });
  });

  it('filters by city, category levels, company, keyword and salary range', async () => {
    const cases: Array<{ body: Record<string, unknown>; check: (r: PositionRow) => boolean; expected: number }> = [
      {
        body: { cityCode: '330100' },
        check: (r) => r.cityName === '杭州',
        expected: RECRUITING.filter((p) => p.cityCode === '330100').length,
      },
      {
        body: { positionFirstType: '200000' },
        check: (r) => r.positionFirstType === '200000',
        expected: RECRUITING.filter((p) => p.types[0] === '200000').length,
      },
      {
        body: { positionFirstType: '100000', positionSecondType: '100600' },
        check: (r) => r.positionSecondType === '100600',
        expected: RECRUITING.filter((p) => p.types[1] === '100600').length,
      },
      {
        body: { positionThirdType: '200405' },
        check: (r) => r.positionThirdType === '200405',
        expected: RECRUITING.filter((p) => p.types[2] === '200405').length,
      },
      {
        body: { companyName: '康维' },
        check: (r) => r.companyName.includes('康维'),
        expected: RECRUITING.filter((p) => p.project === 'pharma').length,
      },
      { body: { keyword: 'bms' }, check: (r) => r.positionName.includes('BMS'), expected: 1 },
      { body: { keyword: '储能' }, check: (r) => r.positionName.includes('储能') || r.keywords.includes('储能'), expected: 3 },
      {
        body: { salaryLow: 50000 },
        check: (r) => r.salaryHigh >= 50000,
        expected: RECRUITING.filter((p) => p.salary[1] >= 50000).length,
      },
      {
        body: { salaryLow: 20000, salaryHigh: 25000 },
        check: (r) => r.salaryHigh >= 20000 && r.salaryLow <= 25000,
        expected: RECRUITING.filter((p) => p.salary[1] >= 20000 && p.salary[0] <= 25000).length,
      },
    ];
    for (const { body, check, expected } of cases) {
      const rows = await all(member, body);
      expect(rows.length, JSON.stringify(body)).toBe(expected);
      expect(expected, JSON.stringify(body)).toBeGreaterThan(0);
      for (const row of rows) expect(check(row), `${JSON.stringify(body)} → ${row.positionName}`).toBe(true);
    }
    // Filters combine; nothing matches a city with no positions.
    expect((await list(member, { cityCode: '330100', positionFirstType: '200000' })).totalCount).toBe(0);
    expect((await list(member, { cityCode: '650100' })).totalCount).toBe(0);
  });

  it('sorts by salary and by reward in either direction', async () => {
    const bySalary = (await all(member, { orderClause: 'salary', orderDesc: true })).map((r) => r.salaryHigh);
    expect(bySalary).toEqual([...bySalary].sort((a, b) => b - a));
    const byReward = (await all(member, { orderClause: 'reward', orderDesc: false })).map((r) => r.rewardAmount);
    expect(byReward).toEqual([...byReward].sort((a, b) => a - b));
    expect(byReward[0]).toBe(Math.min(...RECRUITING.map((p) => p.rewardYuan * 100)));
  });

  it('shows on the NEW tab only positions published in the last days', async () => {
    const rows = await all(member, { tab: 'NEW' });
    const since = Date.now() - NEW_POSITION_DAYS * 86_400_000;
    expect(rows.length).toBe(RECRUITING.filter((p) => (p.publishedDaysAgo ?? 99) < NEW_POSITION_DAYS).length);
    for (const row of rows) expect(row.publishTime ?? 0).toBeGreaterThanOrEqual(since);
  });

  it('shows on RECOMMENDED the positions with orders in the caller’s scope, and counts the firm’s running orders', async () => {
    const { db } = t.database;
    // A member's own order on a position nobody else of the firm has touched makes it "recommended" for them and their leader only.
    const target = demoPositionId('pharma-ra');
    const index = Array.from({ length: DEMO_CANDIDATE_COUNT }, (_, i) => i).find((i) => demoOwnerOf(i).key === 'xh-member-a1') ?? 0;
    await db.insert(orders).values({
      id: seedId('test-order:recommended'),
      firmId: seedId('firm:xinghe'),
      hunterId: seedId('user:xh-member-a1'),
      candidateId: seedId(`candidate:${index}`),
      personId: seedId(`person:${index}`),
      positionId: target,
      projectId: demoProjectId('pharma'),
      stage: 30,
      stageTab: 30,
    });
    const inScope = async (hunterIds: string[] | null) => {
      const rows = await db
        .selectDistinct({ id: orders.positionId })
        .from(orders)
        .innerJoin(positions, eq(positions.id, orders.positionId))
        .where(
          and(
            eq(orders.firmId, seedId('firm:xinghe')),
            eq(positions.state, 'recruiting'),
            hunterIds ? inArray(orders.hunterId, hunterIds) : undefined,
          ),
        );
      return new Set(rows.map((r) => r.id));
    };
    const mine = await all(member, { tab: 'RECOMMENDED' });
    expect(new Set(mine.map((r) => r.positionId))).toEqual(await inScope([seedId('user:xh-member-a1')]));
    expect(mine.map((r) => r.positionId)).toContain(target);

    const b1 = await signedIn(t.app, '13800000012');
    const other = await all(b1, { tab: 'RECOMMENDED' });
    expect(new Set(other.map((r) => r.positionId))).toEqual(await inScope([seedId('user:xh-member-b1')]));
    const leader = await all(await signedIn(t.app, '13800000020'), { tab: 'RECOMMENDED' });
    expect(leader.map((r) => r.positionId)).toContain(target);

    // myOrderCount: the firm's running orders (stages 20..91) on each position, whoever placed them.
    const counts = await db
      .select({ id: orders.positionId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.firmId, seedId('firm:xinghe')), inArray(orders.stage, [...ACTIVE_STAGES])))
      .groupBy(orders.positionId);
    const expected = new Map(counts.map((c) => [c.id, c.n]));
    for (const row of await all(b1)) expect(row.myOrderCount, row.positionName).toBe(expected.get(row.positionId) ?? 0);
    // The other firm never sees 星河's orders counted.
    const yuanhang = await all(await signedIn(t.app, '13900000010'));
    const theirs = await db
      .select({ id: orders.positionId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.firmId, seedId('firm:yuanhang')), inArray(orders.stage, [...ACTIVE_STAGES])))
      .groupBy(orders.positionId);
    const theirCounts = new Map(theirs.map((c) => [c.id, c.n]));
    for (const row of yuanhang) expect(row.myOrderCount).toBe(theirCounts.get(row.positionId) ?? 0);
  });

  it('refuses a bad query with a Chinese message naming the problem', async () => {
    const cases = [
      { body: { tab: 'HOT' }, message: '标签页只能是ALL、NEW或RECOMMENDED' },
      { body: { orderClause: 'name' }, message: '排序字段只能是lastUpdateTime、salary或reward' },
      { body: { query: { limit: 500, offset: 0 } }, message: '每页最多50条' },
      { body: { salaryLow: -1 }, message: '最低月薪不能为负数' },
    ];
    for (const { body, message } of cases) {
      const result = await member.post('/api/positions/positionList', body);
      expect(result.status).toBe(422);
      expect(result.body.message).toContain(message);
    }
  });
});

describe('recommended positions', () => {
  it('gives 6 recruiting positions: those without the caller’s orders first, like their recent work, then the newest', async () => {
    const { db } = t.database;
    // A new member with two orders, so both groups show whatever the demo world's orders are.
    const hunter = seedId('user:test-recommend');
    await db.insert(users).values({
      id: hunter,
      kind: 'consultant',
      firmId: seedId('firm:xinghe'),
      teamId: seedId('team:A'),
      roleCode: 10,
      phone: '13800009999',
      cname: '测试顾问',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
    await db.insert(orders).values(
      ['fintech-risk', 'energy-bms'].map((key, i) => ({
        id: seedId(`test-order:recommend:${i}`),
        firmId: seedId('firm:xinghe'),
        hunterId: hunter,
        candidateId: seedId(`candidate:${i}`),
        personId: seedId(`person:${i}`),
        positionId: demoPositionId(key),
        projectId: demoProjectId(DEMO_POSITIONS.find((p) => p.key === key)?.project ?? ''),
        stage: 30,
        stageTab: 30,
      })),
    );
    const caller = await signedIn(t.app, '13800009999');
    const result = await caller.get<PositionRow[]>('/api/positions/recommended');
    expect(result.status).toBe(200);
    const rows = result.body.data;
    expect(rows).toHaveLength(6);
    const own = await db
      .select({ positionId: orders.positionId, firstType: positions.firstType, cityCode: positions.cityCode })
      .from(orders)
      .innerJoin(positions, eq(positions.id, orders.positionId))
      .where(eq(orders.hunterId, hunter));
    expect(own).toHaveLength(2);
    const ownIds = new Set(own.map((o) => o.positionId));
    const types = new Set(own.map((o) => o.firstType));
    const cities = new Set(own.map((o) => o.cityCode));
    const flags = rows.map((r) => ownIds.has(r.positionId));
    // Without an order first; after them only positions with one.
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    for (const row of rows) expect(row.state).toBe('recruiting');
    const fresh = rows.filter((r) => !ownIds.has(r.positionId));
    expect(fresh.length).toBe(Math.min(6, RECRUITING.length - ownIds.size));
    const scores = fresh.map((r) => Number(types.has(r.positionFirstType)) + Number(cities.has(r.cityCode)));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // 上海 risk and 深圳 electric-control work: the first ones share a category or a city with them.
    expect(scores[0]).toBe(2);
  });

  it('fills the list with the newest positions when the caller already works on nearly all of them', async () => {
    const result = await member.get<PositionRow[]>('/api/positions/recommended');
    expect(result.body.data).toHaveLength(6);
    expect(new Set(result.body.data.map((r) => r.positionId)).size).toBe(6);
  });
});

describe('position detail', () => {
  const java = demoPositionId('retail-java');

  it('answers the position introduction with its texts', async () => {
    const result = await member.get<PositionIntroduce>(`/api/position/form/main/${java}`);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      id: java,
      positionId: java,
      positionName: '高级Java开发工程师',
      restCondition: 0,
      socialInsurance: 0,
      headcount: 3,
      hasResumeSample: false,
      pmId: seedId('user:pm'),
      keywords: ['Java', 'Spring Cloud', '微服务', '高并发', '零售'],
    });
    expect(result.body.data.description).toContain('1. 负责零售中台');
    expect(result.body.data.requirement).toContain('Spring Boot');
  });

  it('answers the project introduction with its recruiting position count', async () => {
    const result = await member.get<ProjectIntroduce>('/api/project/form', { projectId: demoProjectId('retail') });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      projectName: DEMO_PROJECTS[0]?.name,
      companyName: '杭州云帆网络科技有限公司',
      industryName: '互联网',
      pmName: '郑雅文',
      state: 'active',
      positionCount: RECRUITING.filter((p) => p.project === 'retail').length,
    });
  });

  it('gives the PM and the assistant as contacts', async () => {
    const result = await member.get<PmInfo>('/api/commonUserInfo/pmInfo.json', { positionId: java });
    expect(result.body.data).toEqual({
      pmId: seedId('user:pm'),
      pmName: '郑雅文',
      pmPhone: '13700000001',
      pmWeixin: 'zyw_pm',
      pmEmail: 'zhengyawen@lietou-platform.cn',
      assistantName: '何俊杰',
      assistantPhone: '13700000002',
    });
  });

  it('answers the report template as a JSON string of its fields', async () => {
    const result = await member.get<{ positionId: string; templateContent: string }>('/api/order/rec/report/template', {
      positionId: demoPositionId('fintech-risk'),
    });
    expect(result.status).toBe(200);
    const fields = (JSON.parse(result.body.data.templateContent) as { fields: { key: string }[] }).fields.map((f) => f.key);
    expect(fields).toContain('riskExperience');
    expect(fields).toContain('name');
  });

  it('answers a draft, a closed or a missing position as missing, everywhere a consultant looks', async () => {
    if (!DRAFT || !CLOSED) throw new Error('the demo world needs a draft and a closed position');
    for (const key of [DRAFT.key, CLOSED.key]) {
      const id = demoPositionId(key);
      const form = await member.get(`/api/position/form/main/${id}`);
      expect(form.status).toBe(404);
      expect(form.body.message).toBe('职位不存在或已关闭');
      const pm = await member.get('/api/commonUserInfo/pmInfo.json', { positionId: id });
      expect(pm.status).toBe(404);
      expect(pm.body.message).toBe('无法获取PM或助理信息');
      expect((await member.get('/api/order/rec/report/template', { positionId: id })).status).toBe(404);
      expect((await member.get('/api/position/manager/previewResumeSample', { positionId: id })).status).toBe(404);
      expect((await all(member, { keyword: DEMO_POSITIONS.find((p) => p.key === key)?.name })).map((r) => r.positionId)).not.toContain(id);
    }
    for (const id of ['not-an-id', seedId('position:none')]) {
      expect((await member.get(`/api/position/form/main/${id}`)).status).toBe(404);
      expect((await member.get('/api/commonUserInfo/pmInfo.json', { positionId: id })).body.message).toBe('无法获取PM或助理信息');
      expect((await member.get('/api/project/form', { projectId: id })).status).toBe(404);
    }
  });

  it('has no resume sample to preview until the PM uploads one', async () => {
    const result = await member.get('/api/position/manager/previewResumeSample', { positionId: java });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('该职位暂无简历样本');
  });

  it('splits a text into the terms to highlight', async () => {
    const result = await member.get<{ keywords: string[] }>('/api/keyword/analysis', {
      keyword: 'Java、Spring Cloud,微服务，高并发,java,A',
    });
    expect(result.body.data.keywords).toEqual(['Java', 'Spring', 'Cloud', '微服务', '高并发']);
    expect((await member.get<{ keywords: string[] }>('/api/keyword/analysis')).body.data.keywords).toEqual([]);
  });
});

describe('who may call', () => {
  it('keeps staff off the consultant paths and consultants off the console', async () => {
    const pm = await signedIn(t.app, '13700000001');
    expect((await pm.post('/api/positions/positionList', {})).status).toBe(404);
    expect((await member.get('/api/ops/positions')).status).toBe(404);
    expect((await member.get('/api/ops/projects')).status).toBe(404);
    expect((await member.post('/api/ops/positions', {})).status).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/positions/positionList', payload: {} });
    expect(anonymous.json()).toMatchObject({ state: -1 });
  });
});
