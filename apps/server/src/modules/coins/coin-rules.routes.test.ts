import type { StandingBook } from '@hh/domain/coins/standing-book.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTransfers } from '../../db/seed/demo-ledger';
import { seedId } from '../../db/seed/seed-ids';
import { newId } from '../../platform/ids';
import { FIXTURE, GOOD_REPORT, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { askAndApprove } from '../../test/money-requests';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { CoinsRepository } from './coins.repository';
import { CoinsService } from './coins.service';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

/**
 * Where coins come from and go (issue 18 §4) and the monthly ledger (§5): the onboarding bonus at
 * 91, paid contact reveals beyond the free daily quota, and 月度台账 with its xlsx export.
 */
let t: TestApp;
let staff: Caller;
let pm: Caller;
let manager: Caller;
let member: Caller;
let orderId: string;
const MEMBER = seedId('user:xh-member-b1');
const XH = seedId('firm:xinghe');
const month = formatChinaTime(Date.now(), 'YYYY-MM');

beforeAll(async () => {
  // One free reveal a day, so the second is a paid one.
  t = await createTestApp({ config: { poolRevealQuota: { perUser: 1, perFirm: 100 } } });
  await openFixturePositions(t.database.db);
  staff = await signedIn(t.app, '13700000000');
  pm = await signedIn(t.app, '13700000001');
  manager = await signedIn(t.app, '13800000030');
  member = await signedIn(t.app, '13800000012');
  await askAndApprove(staff, await signedIn(t.app, '13700000004'), '/api/ops/finance/feeTerms/save', {
    positionId: FIXTURE.java,
    interviewFee: 30_000,
    onboardFeeKind: 2,
    onboardFeeFixed: 0,
    onboardFeeRateBp: 2_000,
    guaranteeDays: 90,
    reason: '按合同设置',
  });
  const talent = (await member.get<{ data: { userId: string }[] }>('/api/usermanager/myUsers', { tab: 'COMPLETED' })).body.data.data[0];
  if (!talent) throw new Error('no complete candidate');
  orderId = (
    await member.post<{ orderId: string }>('/api/position/manager/recommend', {
      positionId: FIXTURE.java,
      userId: talent.userId,
      content: GOOD_REPORT,
    })
  ).body.data.orderId;
  for (const action of ['markValid', 'companyPass']) await pm.post('/api/ops/orders/move', { orderId, action });
  await pm.post('/api/ops/orders/move', {
    orderId,
    action: 'bookInterview',
    interviewTime: Date.now() + 86_400_000,
    interviewPlace: '云栖小镇A座',
  });
  await pm.post('/api/ops/orders/move', { orderId, action: 'attendInterview' });
});
afterAll(async () => t?.close());

const balanceOf = async (caller: Caller) =>
  (await caller.get<{ total: number }>('/api/lietou/coin/total', { onlyMe: 'true' })).body.data.total;
const movementsOf = async (keyLike: string) =>
  (
    await t.database.db.execute(
      sql`select amount::int as amount, kind as reason, from_account, to_account from coin_movements where once_key like ${keyLike}`,
    )
  ).rows as { amount: number; reason: string; from_account: string; to_account: string }[];

/** Sets a consultant's coin balance through the ledger (a grant or a debit to the platform). */
async function setBalance(userId: string, now: number, target: number) {
  const delta = target - now;
  if (delta === 0) return;
  const user = { kind: 'user', firmId: XH, userId } as const;
  const platform = { kind: 'platform' } as const;
  await seedTransfers(t.database.db, [
    {
      id: newId(),
      key: `test:setBalance:${newId()}`,
      reason: delta > 0 ? 'grant' : 'adjust',
      from: delta > 0 ? platform : user,
      to: delta > 0 ? user : platform,
      amount: Math.abs(delta),
      at: new Date(),
    },
  ]);
}

describe('the onboarding bonus', () => {
  it('pays the consultant 50 coins when the order reaches 91, once per order, and lists it as 入职奖励', async () => {
    const before = await balanceOf(member);
    await pm.post('/api/ops/orders/move', { orderId, action: 'passInterview' });
    await member.post('/api/position/manager/saveOffer', { orderId, salary: 40_000, onboardDate: '2026-12-15' });
    const moved = await pm.post<{ candidateState: number }>('/api/ops/orders/move', { orderId, action: 'confirmOnboard' });
    expect(moved.body.data.candidateState).toBe(91);
    expect(await balanceOf(member)).toBe(before + 50);
    expect(await movementsOf(`order:${orderId}:onboard-bonus`)).toEqual([
      { amount: 50, reason: 'onboardBonus', from_account: 'platform', to_account: `user:${MEMBER}` },
    ]);
    const detail = await member.get<{ list: { reasonLabel: string; amount: number; counterpart: string }[] }>(
      '/api/lietou/user/coin/detail',
    );
    expect(detail.body.data.list[0]).toMatchObject({ reasonLabel: '入职奖励', amount: 50, counterpart: '平台' });

    // A re-run of the same 91 (the listener told again, as a replayed state log would) moves nothing more.
    const coins = new CoinsService(new CoinsRepository(t.database.db), new LedgerService(new LedgerRepository(t.database.db)));
    await t.database.db.transaction((tx) => coins.stageLog.logged(tx, { orderId, toStage: 91 }));
    await t.database.db.transaction((tx) => coins.stageLog.logged(tx, { orderId, toStage: 63 }));
    expect(await balanceOf(member)).toBe(before + 50);
    expect(await movementsOf(`order:${orderId}:onboard-bonus`)).toHaveLength(1);
  });
});

describe('月度台账 (lietouOrderStandingBook/query)', () => {
  const book = (caller: Caller, query: Record<string, string>) => caller.get<StandingBook>('/api/lietouOrderStandingBook/query', query);

  it('lists the month’s orders that reached 63 and 91 with their fees, and the coins in and out', async () => {
    const mine = await book(member, { month, pageSize: '100' });
    expect(mine.body.state, mine.body.message).toBe(1);
    const rows = mine.body.data.list.filter((r) => r.orderId === orderId);
    expect(rows.map((r) => [r.stage, r.stageLabel, r.feeFen]).sort()).toEqual([
      [63, '面试到场', 30_000],
      [91, '确认入职', 9_600_000],
    ]);
    expect(rows[0]).toMatchObject({ positionName: '高级Java工程师', stateLabel: '待审核' });
    const { totals } = mine.body.data;
    expect(totals.feeFen).toBe(totals.interviewFeeFen + totals.onboardFeeFen);
    expect(totals.onboardFeeFen).toBeGreaterThanOrEqual(9_600_000);
    // Every row of the member is theirs; the coins include the onboarding bonus.
    expect(mine.body.data.list.every((r) => r.hunterName === mine.body.data.list[0]?.hunterName)).toBe(true);
    expect(mine.body.data.coins.find((c) => c.reason === 'onboardBonus')).toMatchObject({ reasonLabel: '入职奖励', in: 50, out: 0 });
    expect(totals.coinsIn).toBeGreaterThanOrEqual(50);
  });

  it('shows the manager the firm’s rows, another firm nothing of them, and an empty month as empty', async () => {
    const firm = await book(manager, { month, pageSize: '100' });
    expect(firm.body.data.list.filter((r) => r.orderId === orderId)).toHaveLength(2);
    const other = await book(await signedIn(t.app, '13900000030'), { month, pageSize: '100' });
    expect(other.body.data.list.filter((r) => r.orderId === orderId)).toHaveLength(0);
    const empty = await book(member, { month: '2001-01' });
    expect(empty.body.data).toMatchObject({ list: [], total: 0, coins: [] });
    expect(empty.body.data.totals).toEqual({
      interviewCount: 0,
      interviewFeeFen: 0,
      onboardCount: 0,
      onboardFeeFen: 0,
      feeFen: 0,
      coinsIn: 0,
      coinsOut: 0,
    });
  });

  it.each([
    [{}, '请选择月份'],
    [{ month: '2026-13' }, '月份格式应为YYYY-MM'],
    [{ month: '26-1' }, '月份格式应为YYYY-MM'],
  ])('refuses %j with %s', async (query, message) => {
    const answer = await book(member, query as Record<string, string>);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
  });

  it('exports the month as an xlsx with every row, the totals and the coins by reason', async () => {
    const answer = await member.call('GET', '/api/lietouOrderStandingBook/export', { query: { month } });
    expect(answer.status).toBe(200);
    expect(answer.raw.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(answer.raw.headers['content-disposition']))).toContain(`月度台账-${month}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('台账');
    const values = (sheet?.getSheetValues() ?? []).map((r) => (Array.isArray(r) ? r.slice(1).map(String) : []));
    expect(values[1]).toEqual(['时间', '阶段', '候选人', '职位', '顾问', '费用（元）', '状态']);
    expect(values.some((r) => r[1] === '确认入职' && r[5] === '96,000.00')).toBe(true);
    expect(values.some((r) => r[1] === '面试到场' && r[5] === '300.00')).toBe(true);
    expect(values.some((r) => r[0] === '合计')).toBe(true);
    const coinRows = (workbook.getWorksheet('金币收支')?.getSheetValues() ?? []).map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(coinRows.some((r) => r[0] === '入职奖励' && r[1] === 50)).toBe(true);
  });
});

describe('revealing a pool contact beyond the free daily quota', () => {
  const reveal = (caller: Caller, i: number) =>
    caller.post<{ value: string }>('/api/sensitive/data/view', { commonUserId: seedId(`pool-person:${i}`), type: 1 });
  const views = async (userId: string) =>
    ((await t.database.db.execute(sql`select count(*)::int as n from sensitive_views where user_id = ${userId}`)).rows[0] as { n: number })
      .n;

  it('is free within the quota, then costs 2 coins a person a day through the ledger, and the quota says so', async () => {
    const caller = await signedIn(t.app, '13800000011');
    const userId = seedId('user:xh-member-a2');
    await setBalance(userId, await balanceOf(caller), 10);
    const quota = await caller.get<{ remaining: number; coinCost: number; coins: number }>('/api/talentSearch/revealQuota');
    expect(quota.body.data).toMatchObject({ remaining: 1, coinCost: 2, coins: 10 });
    expect((await reveal(caller, 30)).body.state).toBe(1);
    expect(await balanceOf(caller)).toBe(10);
    const paid = await reveal(caller, 31);
    expect(paid.body.state, paid.body.message).toBe(1);
    expect(paid.body.data.value).toMatch(/^1\d{10}$/);
    expect(await balanceOf(caller)).toBe(8);
    expect(await movementsOf(`contactReveal:${userId}:${seedId('pool-person:31')}:%`)).toEqual([
      { amount: 2, reason: 'contactReveal', from_account: `user:${userId}`, to_account: 'platform' },
    ]);
    // The same person again the same day costs nothing more; another person costs again.
    expect((await reveal(caller, 31)).body.state).toBe(1);
    expect(await balanceOf(caller)).toBe(8);
    expect((await reveal(caller, 32)).body.state).toBe(1);
    expect(await balanceOf(caller)).toBe(6);
    expect((await caller.get<{ remaining: number; coins: number }>('/api/talentSearch/revealQuota')).body.data).toMatchObject({
      remaining: 0,
      coins: 6,
    });
  });

  it('refuses in Chinese with nothing revealed, recorded or spent when the balance is short', async () => {
    const caller = await signedIn(t.app, '13800000013');
    const userId = seedId('user:xh-member-b2');
    await setBalance(userId, await balanceOf(caller), 1);
    expect((await reveal(caller, 40)).body.state).toBe(1);
    const seen = await views(userId);
    const refused = await reveal(caller, 41);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('金币不足');
    expect(refused.body.remark).toBe('今日免费查看次数已用完，查看联系方式需要2个金币，当前余额1');
    expect(refused.raw.body).not.toMatch(/1\d{10}/);
    expect(await views(userId)).toBe(seen);
    expect(await balanceOf(caller)).toBe(1);
    expect(await movementsOf(`contactReveal:${userId}:%`)).toHaveLength(0);
  });
});
