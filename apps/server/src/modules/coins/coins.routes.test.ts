import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTransfers } from '../../db/seed/demo-ledger';
import { seedId } from '../../db/seed/seed-ids';
import { newId } from '../../platform/ids';
import { askAndApprove } from '../../test/money-requests';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const user = (key: string) => seedId(`user:${key}`);
const XH = seedId('firm:xinghe');
const TRANSFER = '/api/lietou/transfer/coin';

async function balanceOf(phone: string): Promise<number> {
  const caller = await signedIn(t.app, phone);
  return (await caller.get<{ total: number }>('/api/lietou/coin/total', { onlyMe: 'true' })).body.data.total;
}
function send(caller: Caller, toUserId: string, coin: string, key: string | null = newId()) {
  return caller.call<{ transferId: string; replayed: boolean; balance: number }>('GET', TRANSFER, {
    query: { toUserId, coin },
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}
const movementCount = async () =>
  ((await t.database.db.execute(sql`select count(*)::int as n from coin_movements`)).rows[0] as { n: number }).n;

describe('transfer/coin', () => {
  it('moves coins from the manager to a member, once per Idempotency-Key, also when the same key arrives at once', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const before = await balanceOf('13800000010');
    const mine = await balanceOf('13800000030');
    const key = newId();
    const first = await send(manager, user('xh-member-a1'), '3', key);
    expect(first.body).toMatchObject({ state: 1, message: '转账成功', data: { replayed: false, balance: mine - 3 } });
    const again = await send(manager, user('xh-member-a1'), '3', key);
    expect(again.body.data).toMatchObject({ transferId: first.body.data.transferId, replayed: true });
    const twins = await Promise.all(Array.from({ length: 6 }, () => send(manager, user('xh-member-a1'), '2', 'same-moment-key')));
    expect(new Set(twins.map((r) => r.body.data.transferId)).size).toBe(1);
    expect(twins.filter((r) => r.body.data.replayed === false)).toHaveLength(1);
    expect(await balanceOf('13800000010')).toBe(before + 5);
    expect(await balanceOf('13800000030')).toBe(mine - 5);
    // The same key for another transfer is refused rather than answered as the first.
    const other = await send(manager, user('xh-member-a1'), '4', key);
    expect(other.status).toBe(409);
  });

  it.each([
    ['0', '金币数必须大于0'],
    ['-5', '金币数必须大于0'],
    ['1.5', '金币数必须是整数'],
    ['abc', '金币数必须是数字'],
    ['', '请输入转账金币数'],
    // Numerals only (domain api/number-param.ts): ' 3' is also what coin=+3 decodes to.
    [' 3', '金币数必须是数字'],
    ['3 ', '金币数必须是数字'],
    ['+3', '金币数必须是数字'],
    ['3e2', '金币数必须是数字'],
    ['0x10', '金币数必须是数字'],
  ])('refuses the amount %j with %s and moves nothing', async (coin, message) => {
    const manager = await signedIn(t.app, '13800000030');
    const count = await movementCount();
    const answer = await send(manager, user('xh-member-a1'), coin);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
    expect(await movementCount()).toBe(count);
  });

  it('refuses a missing key, an overdraft, oneself, another firm’s user (as missing), and a closed account', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const count = await movementCount();
    const noKey = await send(manager, user('xh-member-a1'), '1', null);
    expect(noKey.status).toBe(422);
    expect(noKey.body.message).toContain('Idempotency-Key');
    const over = await send(manager, user('xh-member-a1'), '999999');
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('金币不足');
    expect((await send(manager, user('xh-manager'), '1')).body.message).toBe('不能给自己转账');
    const foreign = await send(manager, user('yh-member'), '1');
    expect(foreign.status).toBe(404);
    const unknown = await send(manager, newId(), '1');
    expect(unknown.status).toBe(404);
    expect(foreign.body.message).toBe(unknown.body.message);
    expect((await manager.get('/api/lietou/close/user', { userId: user('xh-member-b1') })).body.state).toBe(1);
    const closed = await send(manager, user('xh-member-b1'), '1');
    expect(closed.status).toBe(409);
    expect(closed.body.message).toContain('已关闭');
    expect((await manager.get('/api/lietou/open/user', { userId: user('xh-member-b1') })).body.state).toBe(1);
    expect(await movementCount()).toBe(count);
  });

  it('refuses a request from another site (CSRF), whatever its key', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const answer = await manager.call('GET', TRANSFER, {
      query: { toUserId: user('xh-member-a1'), coin: '1' },
      headers: { 'idempotency-key': newId(), 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(403);
  });

  it('offers a member only the own team leader as receiver, and a team leader the team', async () => {
    const member = await signedIn(t.app, '13800000010');
    const mine = (await member.get<{ users: { id: string }[] }[]>('/api/lietou/transfer/receivers')).body.data;
    expect(mine.flatMap((g) => g.users.map((u) => u.id))).toEqual([user('xh-leader-a')]);
    const leader = await signedIn(t.app, '13800000020');
    const team = (await leader.get<{ users: { id: string }[] }[]>('/api/lietou/transfer/receivers')).body.data;
    expect(team.flatMap((g) => g.users.map((u) => u.id)).sort()).toEqual([user('xh-member-a1'), user('xh-member-a2')].sort());
  });

  it('lets a member send only to the own team leader, a team leader within the team, a city leader to bound users', async () => {
    const member = await signedIn(t.app, '13800000010');
    expect((await send(member, user('xh-member-a2'), '1')).status).toBe(403);
    expect((await send(member, user('xh-manager'), '1')).body.message).toBe('顾问只能把金币转给本团队的团队长');
    expect((await send(member, user('xh-leader-a'), '1')).body.state).toBe(1);
    const leader = await signedIn(t.app, '13800000020');
    expect((await send(leader, user('xh-member-a2'), '1')).body.state).toBe(1);
    expect((await send(leader, user('xh-member-b1'), '1')).body.message).toBe('团队长只能给本团队成员转账');
    const city = await signedIn(t.app, '13800000025');
    expect((await send(city, user('xh-member-b1'), '1')).body.state).toBe(1);
  });
});

describe('the coin reads', () => {
  it('lists my movements newest first with the counterpart and the balance after, and 转账记录 keeps transfers only', async () => {
    const manager = await signedIn(t.app, '13800000030');
    await send(manager, user('xh-member-a2'), '7');
    const member = await signedIn(t.app, '13800000011');
    const all = (
      await member.get<{
        list: { reason: string; counterpart: string; amount: number; balanceAfter: number }[];
        total: number;
        balance: number;
      }>('/api/lietou/user/coin/detail', { pageNum: '1', pageSize: '10' })
    ).body.data;
    expect(all.list[0]).toMatchObject({ reason: 'transfer', counterpart: '周明远', amount: 7, balanceAfter: all.balance });
    expect(all.list.some((m) => m.reason === 'grant')).toBe(true);
    const transfers = (await member.get<{ list: { reason: string }[] }>('/api/lietou/user/coin/detail', { type: 'transfer' })).body.data;
    expect(transfers.list.every((m) => m.reason === 'transfer' || m.reason === 'charge')).toBe(true);
  });

  it.each([' 2', '2 ', '', '0x2', '2e0'])('refuses the page number %j like any malformed number', async (pageNum) => {
    const member = await signedIn(t.app, '13800000010');
    const answer = await member.get('/api/lietou/user/coin/detail', { pageNum });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ state: 4000, success: false, message: expect.stringContaining('页码必须是数字') });
  });

  it('answers the coins in reach: none for a member, the team for its leader, the firm for the manager', async () => {
    const member = await signedIn(t.app, '13800000010');
    expect((await member.get('/api/lietou/group/user/list/pageable')).status).toBe(403);
    const leader = await signedIn(t.app, '13800000020');
    const team = (
      await leader.get<{ list: { userId: string; groupName: string }[]; total: number }>('/api/lietou/group/user/list/pageable')
    ).body.data;
    expect(team.list.map((r) => r.userId).sort()).toEqual([user('xh-leader-a'), user('xh-member-a1'), user('xh-member-a2')].sort());
    const manager = await signedIn(t.app, '13800000030');
    const firm = (
      await manager.get<{ list: { userId: string; coins: number }[]; total: number; sum: number }>('/api/lietou/group/user/list/pageable', {
        pageSize: '50',
      })
    ).body.data;
    expect(firm.list.map((r) => r.userId)).toEqual(expect.arrayContaining([user('xh-member-b1'), user('xh-city'), user('xh-manager')]));
    expect(firm.list.map((r) => r.userId)).not.toContain(user('yh-member'));
    expect(firm.sum).toBe(firm.list.reduce((s, r) => s + r.coins, 0));
  });

  it('lets the manager hand out the firm’s pool to a team or a consultant and lists the charges', async () => {
    await seedTransfers(t.database.db, [
      {
        id: newId(),
        key: `test:credit:${newId()}`,
        reason: 'credit',
        from: { kind: 'platform' },
        to: { kind: 'firm', firmId: XH },
        amount: 50,
        at: new Date(),
      },
    ]);
    const manager = await signedIn(t.app, '13800000030');
    const leader = await signedIn(t.app, '13800000020');
    const teamCoins = async () =>
      (await leader.get<{ teams: { teamId: string; coins: number }[] }>('/api/lietou/group/user/list/pageable')).body.data.teams;
    const [teamBefore] = await teamCoins();
    const pool = (await manager.get<{ pool: number }>('/api/lietou/managercharge/coin/detail')).body.data.pool;
    const headers = { 'idempotency-key': newId() };
    const toTeam = await manager.call('POST', '/api/lietou/managercharge/coin', {
      body: { toTeamId: seedId('team:A'), coin: 20, note: '季度激励' },
      headers,
    });
    expect(toTeam.body.state).toBe(1);
    const replay = await manager.call('POST', '/api/lietou/managercharge/coin', {
      body: { toTeamId: seedId('team:A'), coin: 20, note: '季度激励' },
      headers,
    });
    expect(replay.body.data).toMatchObject({ replayed: true });
    const over = await manager.call('POST', '/api/lietou/managercharge/coin', {
      body: { toUserId: user('xh-member-a1'), coin: pool },
      headers: { 'idempotency-key': newId() },
    });
    expect(over.body.message).toBe('金币不足');
    const detail = (
      await manager.get<{ list: { to: string; amount: number; note: string }[]; pool: number }>('/api/lietou/managercharge/coin/detail')
    ).body.data;
    expect(detail.pool).toBe(pool - 20);
    expect(detail.list[0]).toMatchObject({ to: '团队：互联网技术组', amount: 20, note: '季度激励' });
    expect((await leader.get('/api/lietou/managercharge/coin/detail')).status).toBe(403);
    expect(await teamCoins()).toEqual([expect.objectContaining({ teamId: seedId('team:A'), coins: (teamBefore?.coins ?? 0) + 20 })]);
  });
});

describe('the ledger in /ops', () => {
  it('lets an admin ask a credit or take-back of a firm’s pool, moved only when finance approves; reads its ledger and checks it', async () => {
    const admin = await signedIn(t.app, '13700000000');
    const finance = await signedIn(t.app, '13700000004');
    const pool = async () =>
      (await admin.get<{ firmId: string; pool: number }[]>('/api/ops/coins/firms')).body.data.find((f) => f.firmId === XH)?.pool ?? 0;
    const before = await pool();
    const body = { firmId: XH, direction: 'in', coin: 500, note: '年度套餐赠送', reference: 'HT-2026-001' };
    const asked = await admin.post<{ id: string; state: number; amount: number; asset: string }>('/api/ops/coins/credit', body);
    expect(asked.body).toMatchObject({
      message: '已提交金币调整申请，待另一位财务或管理员审批后记账',
      data: { state: 1, amount: 500, asset: 'coin' },
    });
    expect(await pool()).toBe(before);
    const approved = await finance.post<{ state: number; result: string }>('/api/ops/approvals/decide', {
      requestId: asked.body.data.id,
      approve: true,
      reason: '合同已核对',
    });
    expect(approved.body.data).toMatchObject({ state: 2, result: `已记账，该公司金币池余额 ${before + 500}` });
    expect(await pool()).toBe(before + 500);
    // Approving again moves nothing more.
    expect(
      (await finance.post('/api/ops/approvals/decide', { requestId: asked.body.data.id, approve: true, reason: '再次审批' })).status,
    ).toBe(409);
    expect(await pool()).toBe(before + 500);
    const noReason = await admin.post('/api/ops/coins/credit', { ...body, note: '' });
    expect(noReason.body.message).toContain('请填写原因');
    await askAndApprove(admin, finance, '/api/ops/coins/credit', { firmId: XH, direction: 'out', coin: 100, note: '多充冲回' });
    expect(await pool()).toBe(before + 400);
    // A take-back the pool cannot cover is refused at approval, and the request waits again.
    const tooMuch = await admin.post<{ id: string }>('/api/ops/coins/credit', {
      firmId: XH,
      direction: 'out',
      coin: before + 401,
      note: '超额',
    });
    const refused = await finance.post('/api/ops/approvals/decide', { requestId: tooMuch.body.data.id, approve: true, reason: '核对' });
    expect(refused.body.message).toBe('金币不足');
    const waiting = await finance.get<{ list: { id: string; stateName: string }[] }>('/api/ops/approvals/list', { state: '1' });
    expect(waiting.body.data.list.find((r) => r.id === tooMuch.body.data.id)?.stateName).toBe('待审批');
    expect(await pool()).toBe(before + 400);
    const ledger = (
      await admin.get<{ list: { reasonLabel: string; from: string; to: string; note: string }[] }>('/api/ops/coins/ledger', { firmId: XH })
    ).body.data;
    expect(ledger.list[0]).toMatchObject({ reasonLabel: '平台调整', from: '公司金币池', to: '平台', note: '多充冲回' });
    expect((await admin.get('/api/ops/coins/ledger', { firmId: newId() })).status).toBe(404);
    const check = (await admin.get<{ ok: boolean; drift: unknown[]; issued: { coin: number } }>('/api/ops/coins/check')).body.data;
    expect(check).toMatchObject({ ok: true, drift: [], unbalanced: 0, negative: 0 });
    expect(check.issued.coin).toBeGreaterThan(0);
  });

  it('answers a PM and a consultant as not allowed', async () => {
    const pm = await signedIn(t.app, '13700000001');
    expect((await pm.get('/api/ops/coins/check')).body.state).not.toBe(1);
    const manager = await signedIn(t.app, '13800000030');
    expect((await manager.get('/api/ops/coins/firms')).body.state).not.toBe(1);
  });
});
