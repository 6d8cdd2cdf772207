import type { ComplaintDetail } from '@hh/domain/complaints/complaint.schema';
import type { Standing } from '@hh/domain/complaints/standing.schema';
import type { DeliveryItem, DeliveryPage } from '@hh/domain/finance/finance.schema';
import type { Fine } from '@hh/domain/finance/fines';
import type { BillDetail } from '@hh/domain/finance/settlement.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { seedId } from '../../db/seed/seed-ids';
import { approveWaiting, askAndApprove } from '../../test/money-requests';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { LedgerRepository } from '../coins/ledger.repository';
import { LedgerService } from '../coins/ledger.service';

/**
 * Issue 19 › Penalties: a consultant's third upheld case "closes the account and forfeits the
 * history fees" — their paid-out commissions, net of reversals, charged to their firm once: from the
 * deposit first, the rest as a finance fine the firm's bills deduct. Proved through the API.
 */
let t: TestApp;
let ledger: LedgerService;
let admin: Caller; // finance moves
/** Approves what admin asks (four eyes on money). */
let finance: Caller;
let pm: Caller; // judges
let complainant: Caller; // 远航's manager
let firmManager: Caller; // 星河's manager, the defendant's firm
let defendant: Caller;
let outsider: Caller; // a third firm's manager
const xinghe = seedId('firm:xinghe');
const DEPOSIT = 10_000; // 100 yuan: less than the history fees, so both parts are charged
let defendantId = '';
let defendantPhone = '';
const caseIds: string[] = [];
const orders: { id: string; position_id: string; type: number }[] = [];

/** Every delivery record of 星河 in state 3 as its manager sees it (three-year windows back to 2019). */
async function paidOutOfDefendant(): Promise<DeliveryItem[]> {
  const found: DeliveryItem[] = [];
  for (const [startTime, endTime] of [
    ['2019-01-01', '2021-12-31'],
    ['2022-01-01', '2024-12-31'],
    ['2025-01-01', '2027-12-31'],
  ]) {
    for (let page = 1; ; page++) {
      const r = await firmManager.post<DeliveryPage>('/api/deliveryManage/deliveryDataList', {
        startTime,
        endTime,
        stateEx: 3,
        page,
        pageSize: 100,
      });
      expect(r.status).toBe(200);
      found.push(...r.body.data.list.filter((d) => d.hunterId === defendantId));
      if (page * 100 >= r.body.data.totalCount) break;
    }
  }
  return found;
}

const net = (rows: DeliveryItem[]) => rows.reduce((s, d) => s + d.netAmount, 0);
const deposit = () => ledger.balance({ kind: 'deposit', firmId: xinghe }, 'fen');
const move = (deliveryId: string, action: string) =>
  admin.post<{ state: number; reversedAmount: number }>('/api/ops/finance/deliveries/move', { deliveryId, action });
const finesOfCase = async (caseId: string) =>
  (await admin.get<{ list: Fine[] }>('/api/ops/finance/fines', { firmId: xinghe, pageSize: '100' })).body.data.list.filter(
    (f) => f.complaintCaseId === caseId,
  );

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ledger = new LedgerService(new LedgerRepository(db));
  // The defendant: a 星河 consultant (not the manager) with two commissions to pay out, two running orders and a hire.
  const pick = await db.execute<{ id: string; phone: string }>(sql`
    select u.id, u.phone from users u where u.firm_id = ${xinghe} and u.role_code < 30 and u.status <> 'closed'
      and (select count(*) from deliveries d where d.hunter_id = u.id and d.state in (1, 2)) >= 2
      and (select count(*) from orders o where o.hunter_id = u.id and o.stage in (30, 40, 50, 62, 63, 64, 80)) >= 2
      and exists (select 1 from orders o where o.hunter_id = u.id and o.stage in (91, 93))
    order by (select count(*) from deliveries d where d.hunter_id = u.id) desc, u.id limit 1`);
  const who = pick.rows[0];
  if (!who) throw new Error('no 星河 consultant with deliveries, running orders and a hire');
  defendantId = who.id;
  defendantPhone = who.phone;
  const free = sql`not exists (select 1 from complaint_cases c where c.order_id = o.id)`;
  const running = await db.execute<{ id: string; position_id: string }>(sql`
    select o.id, o.position_id from orders o where o.hunter_id = ${defendantId} and o.stage in (30, 40, 50, 62, 63, 64, 80) and ${free}
    order by o.id limit 2`);
  const hired = await db.execute<{ id: string; position_id: string }>(sql`
    select o.id, o.position_id from orders o where o.hunter_id = ${defendantId} and o.stage in (91, 93) and ${free} order by o.id limit 1`);
  // Order skipping (2) on the running ones; information leak (5) on the hire, which the 2nd offence leaves running.
  orders.push(...running.rows.map((o) => ({ ...o, type: 2 })), ...hired.rows.map((o) => ({ ...o, type: 5 })));
  if (orders.length !== 3) throw new Error('the defendant lacks orders to complain about');

  const third = seedId('firm:test-history-third');
  await db.execute(sql`insert into firms (id, name) values (${third}, '第三方猎头')`);
  await db.execute(sql`insert into users (id, kind, firm_id, role_code, phone, cname, password_hash)
    select ${seedId('user:test-history-third')}, 'consultant', ${third}, 30, '13600000032', '第三方经理', password_hash from users where phone = '13900000010'`);
  admin = await signedIn(t.app, '13700000000');
  finance = await signedIn(t.app, '13700000004');
  pm = await signedIn(t.app, '13700000001');
  complainant = await signedIn(t.app, '13900000030');
  firmManager = await signedIn(t.app, '13800000030');
  defendant = await signedIn(t.app, defendantPhone);
  outsider = await signedIn(t.app, '13600000032');
});
afterAll(async () => t?.close());

describe('the history fees a third offence forfeits', () => {
  let expected = 0;

  it('pays out and reverses commissions through finance’s console paths', async () => {
    // Two approved or received records of the defendant taken on to paid out (the ledger pays the firm),
    // then the second reversed in full (the ledger takes it back): the forfeit counts the first only.
    const open = await t.database.db.execute<{ id: string; state: number }>(
      sql`select id, state from deliveries where hunter_id = ${defendantId} and state in (1, 2) order by id limit 2`,
    );
    const before = await paidOutOfDefendant();
    for (const row of open.rows) {
      if (row.state === 1) expect((await move(row.id, 'receive')).body.data.state).toBe(2);
      await askAndApprove(admin, finance, '/api/ops/finance/deliveries/move', { deliveryId: row.id, action: 'payOut', remark: '结算打款' });
    }
    const paid = await paidOutOfDefendant();
    expect(paid.length).toBe(before.length + 2);
    const toReverse = paid.find((d) => d.id === open.rows[1]?.id);
    if (!toReverse) throw new Error('the paid-out record is not listed');
    const reversed = await askAndApprove(admin, finance, '/api/ops/finance/deliveries/move', {
      deliveryId: toReverse.id,
      action: 'reverse',
      remark: '投诉成立，冲销佣金',
    });
    expect(reversed.amount).toBe(-toReverse.netAmount);
    const after = await paidOutOfDefendant();
    expected = net(after);
    expect(after.find((d) => d.id === toReverse.id)).toMatchObject({ state: 3, netAmount: 0 });
    expect(expected).toBe(net(paid) - toReverse.netAmount);
    expect(expected).toBeGreaterThan(DEPOSIT);
  });

  it('charges nothing on the first two offences', async () => {
    expect((await defendant.get<Standing>('/api/complaintCase/standing')).body.data.consultant.offences).toBe(0);
    await ledger.transfer({
      key: 'test:xinghe-history-deposit',
      asset: 'fen',
      from: { kind: 'platform' },
      to: { kind: 'deposit', firmId: xinghe },
      amount: DEPOSIT,
      reason: 'deposit',
    });
    for (const order of orders) {
      const filed = await complainant.post<{ id: string }>('/api/complaintCase/create', {
        type: order.type,
        orderId: order.id,
        positionId: order.position_id,
        content: '对方顾问违规操作，证据已在平台沟通记录中留存。',
        attachments: [],
      });
      expect(filed.status).toBe(200);
      caseIds.push(filed.body.data.id);
    }
    // A fourth case, filed by another 远航 consultant while the others run and agreed to before the account closes.
    const late = await (await signedIn(t.app, '13900000010')).post<{ id: string }>('/api/complaintCase/create', {
      type: 5,
      orderId: orders[2]?.id,
      positionId: orders[2]?.position_id,
      content: '对方顾问泄露候选人信息，证据已在平台沟通记录中留存。',
      attachments: [],
    });
    expect(late.status).toBe(200);
    caseIds.push(late.body.data.id);
    expect((await defendant.get('/api/complaintCase/agreeCase', { id: late.body.data.id })).status).toBe(200);
    for (const id of caseIds.slice(0, 2)) {
      expect((await defendant.get('/api/complaintCase/agreeCase', { id })).status).toBe(200);
      expect((await pm.post('/api/ops/complaints/judge', { id, upheld: true, reason: '被投诉方已认可违规' })).status).toBe(200);
      expect(await finesOfCase(id)).toEqual([]);
    }
    expect(await deposit()).toBe(DEPOSIT);
    expect((await defendant.get<Standing>('/api/complaintCase/standing')).body.data.consultant.offences).toBe(2);
  });

  it('the third closes the account and charges the paid-out commissions: the deposit first, the rest as a finance fine', async () => {
    const id = caseIds[2] as string;
    expect((await defendant.get('/api/complaintCase/agreeCase', { id })).status).toBe(200);
    // Two judges at once: one verdict, the other refused (the charge below is checked to be single).
    const judged = await Promise.all(
      [pm, admin].map((staff) => staff.post('/api/ops/complaints/judge', { id, upheld: true, reason: '被投诉方已认可信息泄露' })),
    );
    expect(judged.map((j) => j.status).sort()).toEqual([200, 409]);
    expect(judged.find((j) => j.status === 200)?.body.message).toBe('已裁定投诉成立');
    // The verdict asks its fine (four eyes): charged when finance approves it.
    expect(await deposit()).toBe(DEPOSIT);
    expect(await approveWaiting(finance, 'caseFine')).toHaveLength(1);
    // The account is closed: its session ends and it cannot sign in again.
    expect((await defendant.get('/api/complaintCase/standing')).status).toBe(401);
    const again = await new Caller(t.app).call('POST', '/api/login.json', {
      body: { phone: defendantPhone, password: DEMO_PASSWORD },
      requesttime: null,
    });
    expect(again.body.state).not.toBe(1);
    // The deposit went to the platform through the ledger, keyed by the case.
    expect(await deposit()).toBe(0);
    const moved = await t.database.db.execute<{ amount: string; reason: string }>(
      sql`select amount, kind as reason from coin_movements where once_key = ${`complaint:${id}:history-fees:deposit`}`,
    );
    expect(moved.rows.map((m) => [Number(m.amount), m.reason])).toEqual([[DEPOSIT, 'fine']]);
    // The rest is a pending finance fine tied to the case, in staff's fines list.
    const fines = await finesOfCase(id);
    expect(fines).toHaveLength(1);
    expect(fines[0]).toMatchObject({ amount: expected - DEPOSIT, deducted: 0, stateName: '待扣减' });
    expect(fines[0]?.reason).toContain('没收历史服务费');
    // Both sides read the amount in the verdict.
    const yuan = (expected / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const side of [complainant, firmManager]) {
      const seen = await side.get<ComplaintDetail>('/api/complaintCase/detail', { id });
      expect(seen.body.data.verdict?.penalty).toContain(`没收该顾问历史服务费${yuan}元`);
    }
  });

  it('the firm’s next bill deducts the fine, and its manager reads the deduction', async () => {
    const id = caseIds[2] as string;
    const [ours] = await finesOfCase(id);
    if (!ours) throw new Error('no history-fees fine');
    // Fines deduct oldest first: what other pending fines of 星河 would take before ours.
    const pending = (await admin.get<{ list: Fine[] }>('/api/ops/finance/fines', { firmId: xinghe, pageSize: '100' })).body.data.list;
    const older = pending.filter((f) => f.id !== ours.id && f.state === 1).reduce((s, f) => s + f.amount - f.deducted, 0);
    // A 星河 commission waiting for review, approved now through finance's console: the bill's one commission line.
    const waiting = await t.database.db.execute<{ id: string; amount: string }>(
      sql`select id, amount from deliveries where firm_id = ${xinghe} and state = 4 and bill_id is null order by amount desc, id limit 1`,
    );
    const commission = waiting.rows[0];
    if (!commission) throw new Error('no 星河 commission to bill');
    expect((await move(commission.id, 'approve')).body.data.state).toBe(1);
    const built = await askAndApprove(admin, finance, '/api/ops/finance/bills/build', {
      firmId: xinghe,
      startTime: Date.now() - 60_000,
      endTime: Date.now() + 60_000,
      reason: '本期结算',
    });
    const take = Math.min(Math.max(Number(commission.amount) - older, 0), ours.amount);
    expect(take).toBeGreaterThan(0);
    const detail = await firmManager.get<BillDetail>('/api/settlement/bill/detail', { billId: built.resultId });
    expect(detail.status).toBe(200);
    const line = detail.body.data.lines.find((l) => l.kindName === '罚款扣减' && l.note === ours.reason);
    expect(line?.amount).toBe(-take);
    const after = (await finesOfCase(id))[0];
    expect(after).toMatchObject({ deducted: take, stateName: take === ours.amount ? '已扣减' : '待扣减' });
    expect((await outsider.get('/api/settlement/bill/detail', { billId: built.resultId })).status).toBe(404);
  });

  it('charges once: judging again is refused and moves nothing', async () => {
    const id = caseIds[2] as string;
    expect((await pm.post('/api/ops/complaints/judge', { id, upheld: true, reason: '被投诉方已认可信息泄露' })).status).toBe(409);
    expect(await finesOfCase(id)).toHaveLength(1);
    expect(await deposit()).toBe(0);
    const all = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from coin_movements where once_key like ${`complaint:${id}:%`}`,
    );
    expect(all.rows[0]?.n).toBe(1);
  });

  it('a fourth upheld case, filed before the account closed, forfeits nothing again', async () => {
    const id = caseIds[3] as string;
    const judged = await pm.post('/api/ops/complaints/judge', { id, upheld: true, reason: '被投诉方已认可信息泄露' });
    expect(judged.status).toBe(200);
    expect(await finesOfCase(id)).toEqual([]);
    const moved = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from coin_movements where once_key like ${`complaint:${id}:%`}`,
    );
    expect(moved.rows[0]?.n).toBe(0);
    const seen = await firmManager.get<ComplaintDetail>('/api/complaintCase/detail', { id });
    expect(seen.body.data.verdict?.penalty).toContain('（第4次）');
    expect(seen.body.data.verdict?.penalty).toContain('顾问：账号已关闭（历史服务费已于前次裁定没收，不重复没收）');
    expect(seen.body.data.verdict?.penalty).not.toContain('没收该顾问历史服务费');
  });

  it('another firm sees none of it', async () => {
    const id = caseIds[2] as string;
    expect((await outsider.get('/api/complaintCase/detail', { id })).status).toBe(404);
    expect((await outsider.get('/api/ops/finance/fines', { firmId: xinghe })).status).toBe(404);
    const lists = await Promise.all(
      ['launch', 'receive'].map((tab) => outsider.get<{ total: number }>('/api/complaintCase/list', { tab })),
    );
    expect(lists.map((l) => l.body.data.total)).toEqual([0, 0]);
    const bills = await outsider.get<{ page: { result: unknown[] } }>('/api/settlement/bill/list');
    expect(bills.body.data.page.result).toEqual([]);
  });
});
