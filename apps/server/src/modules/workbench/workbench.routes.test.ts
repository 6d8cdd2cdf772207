import type { GladTiding } from '@hh/domain/workbench/activity.schema';
import type { BusinessDataPage, Summary } from '@hh/domain/workbench/business-data.schema';
import { chinaDate, chinaDayStart, chinaMonthStart } from '@hh/domain/workbench/metrics';
import type { RankBoard } from '@hh/domain/workbench/ranking';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { FIXTURE, GOOD_REPORT, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Caller; // 13800000012, team B of 星河
let manager: Caller;
let leaderA: Caller;
let city: Caller;
let yhManager: Caller;
let pm: Caller;
let orderId: string;
const MEMBER_B1 = seedId('user:xh-member-b1');
const MEMBER_A1 = seedId('user:xh-member-a1');
const YH_MEMBER = seedId('user:yh-member');

const now = Date.now();
const monthRange = { start: chinaMonthStart(now), end: now };

/** The naive figures: every order's first log into each counted stage, summed per consultant and day. */
async function naiveUserDays() {
  const result = await t.database.db.execute(sql`
    with first as (
      select distinct on (l.order_id, l.to_stage) l.order_id, l.to_stage, l.created_at, o.hunter_id
      from order_state_logs l join orders o on o.id = l.order_id
      where l.to_stage in (30, 40, 62, 63, 80, 91) and l.from_stage is distinct from l.to_stage
      order by l.order_id, l.to_stage, l.created_at, l.id)
    select hunter_id::text as user_id, (created_at at time zone 'Asia/Shanghai')::date::text as day,
      count(*) filter (where to_stage = 30)::int as n0, count(*) filter (where to_stage = 40)::int as n1,
      count(*) filter (where to_stage = 62)::int as n2, count(*) filter (where to_stage = 63)::int as n3,
      count(*) filter (where to_stage = 80)::int as n4, count(*) filter (where to_stage = 91)::int as n5
    from first group by 1, 2 order by 1, 2`);
  return result.rows;
}

async function rollupUserDays() {
  const result = await t.database.db.execute(sql`
    select user_id::text as user_id, day::text as day, n0, n1, n2, n3, n4, n5 from stat_user_daily
    where n0 + n1 + n2 + n3 + n4 + n5 > 0 order by 1, 2`);
  return result.rows;
}

beforeAll(async () => {
  t = await createTestApp();
  await openFixturePositions(t.database.db);
  member = await signedIn(t.app, '13800000012');
  manager = await signedIn(t.app, '13800000030');
  leaderA = await signedIn(t.app, '13800000020');
  city = await signedIn(t.app, '13800000025');
  yhManager = await signedIn(t.app, '13900000030');
  pm = await signedIn(t.app, '13700000001');
  const talent = (await member.get<{ data: { userId: string }[] }>('/api/usermanager/myUsers', { tab: 'COMPLETED' })).body.data.data[0];
  if (!talent) throw new Error('no complete candidate');
  const recommended = await member.post<{ orderId: string }>('/api/position/manager/recommend', {
    positionId: FIXTURE.java,
    userId: talent.userId,
    content: GOOD_REPORT,
  });
  orderId = recommended.body.data.orderId;
  const move = async (action: string, extra: Record<string, unknown> = {}) => {
    const result = await pm.post('/api/ops/orders/move', { orderId, action, ...extra });
    if (result.status !== 200) throw new Error(`${action}: ${result.body.message}`);
  };
  await move('markValid');
  await move('companyPass');
  await move('bookInterview', { interviewTime: now + 86_400_000, interviewPlace: '会议室' });
  await move('attendInterview');
  // Booked again after attending: the interview stages were reached before and count once.
  await move('bookInterview', { interviewTime: now + 2 * 86_400_000, interviewPlace: '会议室' });
  await move('attendInterview');
  await move('passInterview');
  await move('makeOffer', { salary: 40_000, onboardDate: chinaDate(now) });
  await move('confirmOnboard', { onboardDate: chinaDate(now) });
});
afterAll(async () => t?.close());

describe('rollups', () => {
  it('equal the naive aggregation of every state log, after the seed and live moves', async () => {
    const naive = await naiveUserDays();
    expect(naive.length).toBeGreaterThan(20);
    expect(await rollupUserDays()).toEqual(naive);
    const positionDays = await t.database.db.execute(sql`
      select sum(n0)::int as n0, sum(n2)::int as n2, sum(n3)::int as n3, sum(n5)::int as n5 from stat_position_daily where position_id = ${FIXTURE.java}`);
    expect(positionDays.rows[0]).toEqual({ n0: 1, n2: 1, n3: 1, n5: 1 });
  });

  it('roll back with a move that fails', async () => {
    const before = await rollupUserDays();
    const refused = await pm.post('/api/ops/orders/move', { orderId, action: 'markValid' });
    expect(refused.status).toBe(409);
    expect(await rollupUserDays()).toEqual(before);
  });
});

describe('good news', () => {
  it('is made when an order reaches 91, naming the candidate by surname only', async () => {
    const news = (await member.get<GladTiding[]>('/api/gladTidings/list')).body.data;
    const ours = news.find((n) => n.positionName === '高级Java工程师');
    expect(ours).toMatchObject({ firmName: '星河猎头', consultantName: expect.any(String) });
    expect(ours?.candidateName).toMatch(/^.{1,2}某$/);
    // Another firm sees the news, but neither the firm nor the consultant.
    const seenByOther = (await yhManager.get<GladTiding[]>('/api/gladTidings/list')).body.data.find((n) => n.id === ours?.id);
    expect(seenByOther).toMatchObject({ consultantName: null, firmName: '某猎头公司', positionName: '高级Java工程师' });
  });

  it('can be hidden by platform staff', async () => {
    const id = (await member.get<GladTiding[]>('/api/gladTidings/list')).body.data[0]?.id as string;
    expect((await member.call('PUT', `/api/ops/gladTidings/${id}`, { body: { hidden: true } })).status).toBe(404);
    expect((await pm.call('PUT', `/api/ops/gladTidings/${id}`, { body: { hidden: true } })).body.message).toBe('喜报已隐藏');
    expect((await member.get<GladTiding[]>('/api/gladTidings/list')).body.data.some((n) => n.id === id)).toBe(false);
    expect((await pm.get<{ id: string; hidden: boolean }[]>('/api/ops/gladTidings')).body.data.find((n) => n.id === id)?.hidden).toBe(true);
    await pm.call('PUT', `/api/ops/gladTidings/${id}`, { body: { hidden: false } });
  });
});

describe('business data', () => {
  const list = (caller: Caller, body: Record<string, unknown> = {}) =>
    caller.post<BusinessDataPage>('/api/dataStatistics/user/list', { ...monthRange, ...body });
  const ids = (page: BusinessDataPage) => page.lietouDataStatisticsVo.lietouDataStatisticsCountList.map((r) => r.userId);

  it('answers the scope: the manager the firm, a team leader the team, a member the own row', async () => {
    const firm = (await list(manager)).body.data;
    expect(firm.totalCount).toBe(8); // the eight open consultants of 星河, leaders and manager included
    const team = (await list(leaderA)).body.data;
    expect(ids(team)).toContain(MEMBER_A1);
    expect(ids(team)).not.toContain(MEMBER_B1);
    const own = (await list(member)).body.data;
    expect(ids(own)).toEqual([MEMBER_B1]);
    const cityRows = (await list(city)).body.data;
    expect(ids(cityRows)).toContain(MEMBER_B1);
    expect(ids(cityRows)).not.toContain(seedId('user:xh-manager'));
  });

  it('drops picked ids outside the scope, another firm included', async () => {
    const picked = (await list(manager, { userIds: [MEMBER_B1, YH_MEMBER] })).body.data;
    expect(ids(picked)).toEqual([MEMBER_B1]);
    const outside = (await list(member, { userIds: [MEMBER_A1] })).body.data;
    expect(outside.totalCount).toBe(0);
  });

  it('counts the live order, sorts, pages and sums', async () => {
    const page = (await list(manager, { orderClause: 'entryNum' })).body.data;
    const rows = page.lietouDataStatisticsVo.lietouDataStatisticsCountList;
    const mine = rows.find((r) => r.userId === MEMBER_B1);
    expect(mine?.entryNum).toBeGreaterThanOrEqual(1);
    expect(rows.map((r) => r.entryNum)).toEqual([...rows.map((r) => r.entryNum)].sort((a, b) => b - a));
    expect(page.lietouDataStatisticsVo.recNumSum).toBe(rows.reduce((s, r) => s + r.recNum, 0));
    expect(page.lietouDataStatisticsVo.recNumAvg).toBe(Math.round((page.lietouDataStatisticsVo.recNumSum / page.totalCount) * 100) / 100);
    const asc = (await list(manager, { orderClause: 'recNum', orderSequence: 'asc', limit: 3, current: 2 })).body.data;
    expect(asc.lietouDataStatisticsVo.lietouDataStatisticsCountList).toHaveLength(3);
    expect(asc.totalCount).toBe(8);
  });

  it('shows each consultant’s calls, connected calls and talk time of the range, from the call log', async () => {
    const start = new Date(monthRange.start);
    const end = new Date(chinaDayStart(now) + 86_400_000 - 1);
    const expected = (
      await t.database.db.execute<{ user_id: string; n: number; connected: number; seconds: number }>(sql`
        select user_id, count(*)::int as n, (count(*) filter (where answered_at is not null))::int as connected,
               coalesce(sum(talk_seconds), 0)::int as seconds
          from calls where firm_id = ${seedId('firm:xinghe')} and started_at between ${start} and ${end} group by user_id`)
    ).rows;
    expect(expected.length).toBeGreaterThan(0);
    const page = (await list(manager, { limit: 100 })).body.data;
    const rows = page.lietouDataStatisticsVo.lietouDataStatisticsCountList;
    for (const row of rows) {
      const e = expected.find((x) => x.user_id === row.userId);
      expect({ user: row.userId, callNum: row.callNum, callConnectedNum: row.callConnectedNum, callSeconds: row.callSeconds }).toEqual({
        user: row.userId,
        callNum: e?.n ?? 0,
        callConnectedNum: e?.connected ?? 0,
        callSeconds: e?.seconds ?? 0,
      });
    }
    expect(rows.some((r) => r.callNum > 0 && r.callConnectedNum <= r.callNum)).toBe(true);
    expect(page.lietouDataStatisticsVo.callNumSum).toBe(expected.reduce((sum, e) => sum + e.n, 0));
    // A member sees only their own calls; another firm's consultants' calls never count.
    const own = (await list(member)).body.data;
    expect(own.lietouDataStatisticsVo.callNumSum).toBe(expected.find((e) => e.user_id === MEMBER_B1)?.n ?? 0);
  });

  it('refuses a reversed range and an unknown sort with Chinese messages', async () => {
    const reversed = await list(manager, { start: now, end: now - 86_400_000 });
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toContain('结束时间不能早于开始时间');
    expect((await list(manager, { orderClause: 'salary' })).status).toBe(422);
  });

  it('exports the same selection as xlsx', async () => {
    const result = await manager.get('/api/dataStatistics/user/export', {
      start: String(monthRange.start),
      end: String(monthRange.end),
      userIds: `${MEMBER_B1},${YH_MEMBER}`,
    });
    expect(result.status).toBe(200);
    expect(String(result.headers['content-type'])).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(result.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(4); // header, the one consultant in scope, 合计, 人均
    expect(sheet?.getRow(3).getCell(1).value).toBe('合计');
  });
});

describe('summary', () => {
  it("answers today's and this month's figures with 30 days of trend for the scope", async () => {
    const mine = (await member.get<Summary>('/api/dataStatistics/v2/summarizing')).body.data;
    expect(mine.trend).toHaveLength(30);
    expect(mine.today.recNum).toBeGreaterThanOrEqual(1);
    expect(mine.today.entryNum).toBeGreaterThanOrEqual(1);
    const firm = (await manager.get<Summary>('/api/dataStatistics/v2/summarizing')).body.data;
    expect(firm.month.recNum).toBeGreaterThanOrEqual(mine.month.recNum);
    expect(firm.trend.at(-1)?.recNum).toBe(firm.today.recNum);
  });
});

describe('rankings', () => {
  const userBoard = (caller: Caller, type: number, time: number) =>
    caller.get<RankBoard>(`/api/lietouRanking/selfCompanyUser/rankingType/${type}/searchTimeDimension/${time}/list`);

  it("ranks the firm's consultants with the caller's own line, and never another firm's", async () => {
    const board = (await userBoard(member, 1, 1)).body.data;
    expect(board.rankList.some((r) => r.id === MEMBER_B1)).toBe(true);
    expect(board.currentUserRankingData?.index).toBe(board.rankList.find((r) => r.id === MEMBER_B1)?.index);
    const counts = board.rankList.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const other = (await userBoard(yhManager, 2, 2)).body.data;
    expect(other.rankList.some((r) => r.id === MEMBER_B1)).toBe(false);
  });

  it('leaves out who the ranking configuration excludes (manager only)', async () => {
    expect((await member.get('/api/lietouRanking/allPersonConfigWithGroup')).status).toBe(404);
    const set = await manager.post('/api/lietouRanking/configBatch', { userIds: [MEMBER_B1], rankingFlag: 0 });
    expect(set.body.message).toBe('排行榜配置已保存');
    const groups = (await manager.get<{ users: { id: string; rankingFlag: number }[] }[]>('/api/lietouRanking/allPersonConfigWithGroup'))
      .body.data;
    expect(groups.flatMap((g) => g.users).find((u) => u.id === MEMBER_B1)?.rankingFlag).toBe(0);
    const board = (await userBoard(member, 1, 1)).body.data;
    expect(board.rankList.some((r) => r.id === MEMBER_B1)).toBe(false);
    expect(board.currentUserRankingData).toMatchObject({ index: null });
    expect(board.currentUserRankingData?.count).toBeGreaterThanOrEqual(1);
    await manager.post('/api/lietouRanking/configBatch', { userIds: [MEMBER_B1], rankingFlag: 1 });
  });

  it('ranks positions and projects of the own firm', async () => {
    // Today's onboardings: the live order and at most a few of the demo world's.
    const positions = (await member.get<RankBoard>('/api/lietouRanking/selfCompany/rankingType/6/scareenType/1/searchTimeDimension/1/list'))
      .body.data;
    expect(positions.rankList.find((r) => r.id === FIXTURE.java)).toMatchObject({ title: '高级Java工程师', count: 1 });
    const projects = (await member.get<RankBoard>('/api/lietouRanking/selfCompany/rankingType/6/scareenType/2/searchTimeDimension/1/list'))
      .body.data;
    expect(projects.rankList.some((r) => r.id === FIXTURE.project)).toBe(true);
    const otherFirm = (
      await yhManager.get<RankBoard>('/api/lietouRanking/selfCompany/rankingType/2/scareenType/1/searchTimeDimension/2/list')
    ).body.data;
    expect(otherFirm.rankList.some((r) => r.id === FIXTURE.java)).toBe(false);
  });

  it('shows firms only on the platform board', async () => {
    const board = (await member.get<RankBoard>('/api/lietouRanking/allCompany/rankingType/3/scareenType/1/searchTimeDimension/2/list')).body
      .data;
    expect(board.rankList.map((r) => r.id).sort()).toEqual([seedId('firm:xinghe'), seedId('firm:yuanhang')].sort());
    expect(board.rankList.every((r) => r.subTitle === '')).toBe(true);
    expect(board.currentUserRankingData?.title).toBe('星河猎头');
  });

  it('refuses unknown codes', async () => {
    expect((await userBoard(member, 9, 1)).status).toBe(422);
    expect((await userBoard(member, 1, 3)).status).toBe(422);
  });
});

describe('activities and topics', () => {
  it('lists live activities, opens one, and filters the position list by it', async () => {
    const list = (await member.get<{ activityId: string; positionCount: number }[]>('/api/activity/list')).body.data;
    expect(list).toHaveLength(3);
    const first = list[0] as { activityId: string; positionCount: number };
    const desc = await member.get<{ title: string }>('/api/activity/desc', { activityId: first.activityId });
    expect(desc.body.data.title).toBeTruthy();
    const positions = await member.post<{ data: unknown[]; totalCount: number }>('/api/positions/positionList', {
      lietouActivityId: first.activityId,
      query: { limit: 15, offset: 0 },
    });
    expect(positions.status, JSON.stringify(positions.body)).toBe(200);
    expect(positions.body.data.totalCount).toBe(first.positionCount);
    // A first-level industry code takes its second-level codes: every demo project is under one of the first levels.
    const firstLevels = Array.from({ length: 17 }, (_, i) => String(1000 + i * 100));
    const byIndustry = await member.post<{ totalCount: number }>('/api/positions/positionList', {
      lietouActivityId: first.activityId,
      industryFieldCodes: firstLevels,
    });
    expect(byIndustry.body.data.totalCount).toBe(first.positionCount);
    const noIndustry = await member.post<{ totalCount: number }>('/api/positions/positionList', {
      lietouActivityId: first.activityId,
      industryFieldCodes: ['9900'],
    });
    expect(noIndustry.body.data.totalCount).toBe(0);
    expect((await member.get('/api/activity/desc', { activityId: seedId('activity:none') })).status).toBe(404);
  });

  it('are published by platform staff with positions chosen by filter or by hand', async () => {
    const options = (await pm.post<{ positionId: string }[]>('/api/ops/activities/positionOptions', { keyword: '高级Java' })).body.data;
    expect(options.map((o) => o.positionId)).toContain(FIXTURE.java);
    const draft = {
      title: '测试专题',
      picture: '/activity/tech.svg',
      startTime: now - 1000,
      endTime: now + 86_400_000,
      positionIds: [FIXTURE.java],
    };
    const created = await pm.post<{ activityId: string }>('/api/ops/activities', draft);
    expect(created.status).toBe(200);
    const id = created.body.data.activityId;
    expect((await member.get('/api/activity/desc', { activityId: id })).status).toBe(404);
    await pm.call('PUT', `/api/ops/activities/${id}`, { body: { ...draft, published: true } });
    const topic = await member.post<{ data: { positionId: string }[]; totalCount: number }>('/api/positions/positionList', {
      lietouActivityId: id,
    });
    expect(topic.body.data.data.map((p) => p.positionId)).toEqual([FIXTURE.java]);
    // The topic filters of spec 001 §3: only what matches every filter sent.
    const topicWith = async (filters: Record<string, unknown>) =>
      (
        await member.post<{ data: { positionId: string }[] }>('/api/positions/positionList', { lietouActivityId: id, ...filters })
      ).body.data.data.map((p) => p.positionId);
    expect(await topicWith({ positionName: 'Java' })).toEqual([FIXTURE.java]);
    expect(await topicWith({ positionName: '产品' })).toEqual([]);
    expect(await topicWith({ pmId: seedId('user:pm') })).toEqual([FIXTURE.java]);
    expect(await topicWith({ pmId: seedId('user:assistant') })).toEqual([]);
    expect(await topicWith({ pmId: 'not-an-id' })).toEqual([]);
    expect(await topicWith({ industryFieldCodes: ['1000'] })).toEqual([]);
    expect((await member.post('/api/positions/positionList', { lietouActivityId: id, industryFieldCodes: ['IT'] })).status).toBe(422);
    expect((await member.post('/api/ops/activities', draft)).status).toBe(404);
  });
});
