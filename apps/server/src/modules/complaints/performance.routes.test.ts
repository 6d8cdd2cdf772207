import type { PerformanceCheck } from '@hh/domain/complaints/ops-performance.endpoints';
import type { Standing } from '@hh/domain/complaints/standing.schema';
import { workingDayDeadline } from '@hh/domain/complaints/working-days';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { GOOD_REPORT } from '../../test/fixtures/order-fixtures';
import { approveWaiting } from '../../test/money-requests';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { LedgerRepository } from '../coins/ledger.repository';
import { LedgerService } from '../coins/ledger.service';

const DAY = 86_400_000;
let t: TestApp;
let ledger: LedgerService;
let dormantManager: Caller; // a firm that joined 40 days ago and never recommended
let dormantMember: Caller;
let xinghe: Caller; // 星河's manager: recommends every day in the demo world
let admin: Caller;
let pm: Caller;
let assistant: Caller;
/** Records deposit payments (console-access: deposits is written by admins and finance). */
let finance: Caller;
const dormant = seedId('firm:test-dormant');

type Run = { checked: number; failed: { firmName: string; failureLabel: string; amountFen: number; forfeitFen: number }[]; banned: number };
const deposit = (firmId: string) => ledger.balance({ kind: 'deposit', firmId }, 'fen');
const openOf = async () =>
  (await pm.get<{ list: PerformanceCheck[] }>('/api/ops/performance/list')).body.data.list.filter((c) => c.firmId === dormant);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ledger = new LedgerService(new LedgerRepository(db));
  await db.execute(sql`insert into firms (id, name, created_at) values (${dormant}, '沉睡猎头', now() - interval '40 days')`);
  for (const [key, phone, role] of [
    ['test-dormant-mgr', '13600000031', 30],
    ['test-dormant-member', '13600000011', 10],
  ] as const) {
    await db.execute(sql`insert into users (id, kind, firm_id, role_code, phone, cname, password_hash)
      select ${seedId(`user:${key}`)}, 'consultant', ${dormant}, ${role}, ${phone}, '沉睡顾问', password_hash from users where phone = '13900000010'`);
  }
  dormantManager = await signedIn(t.app, '13600000031');
  dormantMember = await signedIn(t.app, '13600000011');
  xinghe = await signedIn(t.app, '13800000030');
  admin = await signedIn(t.app, '13700000000');
  pm = await signedIn(t.app, '13700000001');
  assistant = await signedIn(t.app, '13700000002');
  finance = await signedIn(t.app, '13700000004');
});
afterAll(async () => t?.close());

describe('the console’s deposit paths: who may call them, and bad input', () => {
  it('answers consultants and other staff roles as missing, lets only admins and finance run the check and record payments, and refuses bad ids in Chinese', async () => {
    expect((await dormantManager.get('/api/ops/performance/list')).status).toBe(404);
    expect((await dormantManager.post('/api/ops/performance/run')).status).toBe(404);
    expect((await dormantManager.post('/api/ops/performance/pay', { id: seedId('x'), note: '' })).status).toBe(404);
    // A staff role the route does not name meets it as missing too.
    expect((await assistant.post('/api/ops/performance/run')).status).toBe(404);
    expect((await assistant.post('/api/ops/performance/pay', { id: '123', note: '' })).status).toBe(404);
    expect((await pm.post('/api/ops/performance/pay', { id: '123', note: '' })).status).toBe(404);
    const bad = await finance.post('/api/ops/performance/pay', { id: '123', note: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('保证金记录无效');
    const missing = await finance.post('/api/ops/performance/pay', { id: seedId('no-such-check'), note: '' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('保证金记录不存在');
  });
});

describe('the performance check', () => {
  let checkId = '';
  let runAt = 0;

  it('fails a firm with no recommendation for 15 days, once a day, and passes an active one', async () => {
    runAt = Date.now();
    const run = await admin.post<Run>('/api/ops/performance/run');
    expect(run.status).toBe(200);
    expect(run.body.data.failed).toContainEqual({
      firmName: '沉睡猎头',
      failureLabel: '连续15天未推荐简历',
      amountFen: 500_000,
      forfeitFen: 0,
    });
    expect(run.body.data.failed.map((f) => f.firmName)).not.toContain('星河猎头');
    const again = await admin.post<Run>('/api/ops/performance/run');
    expect(again.body.data.failed.map((f) => f.firmName)).not.toContain('沉睡猎头');
    const [check] = await openOf();
    expect(check).toMatchObject({ stateLabel: '待缴纳', amountFen: 500_000, heldFen: 0, paidAt: null, banUntil: null });
    checkId = check?.id ?? '';
    // Due at the end of the 5th Chinese working day after the check.
    expect(check?.dueAt).toBe(workingDayDeadline(runAt, 5));
  });

  it('shows the demand to the firm’s managers only, and tells them', async () => {
    const standing = await dormantManager.get<Standing>('/api/complaintCase/standing');
    expect(standing.body.data.deposit).toMatchObject({ checkId, amountFen: 500_000, failureLabel: '连续15天未推荐简历', banUntil: null });
    expect(standing.body.data.message).toBeNull();
    expect((await dormantMember.get<Standing>('/api/complaintCase/standing')).body.data.deposit).toBeNull();
    expect((await xinghe.get<Standing>('/api/complaintCase/standing')).body.data.deposit).toBeNull();
    const told = await t.database.db.execute<{ title: string; content: string }>(
      sql`select title, content from sys_messages where user_id = ${seedId('user:test-dormant-mgr')} order by created_at desc limit 1`,
    );
    expect(told.rows[0]?.title).toBe('业绩考核未通过');
    expect(told.rows[0]?.content).toContain('保证金5,000.00元');
  });

  it('bans the firm once the deadline passes unpaid: recommend refuses with the end date', async () => {
    // The deadline passed a day ago (time moved on).
    await t.database.db.execute(sql`update performance_checks set due_at = now() - interval '1 day' where id = ${checkId}`);
    const standing = await dormantMember.get<Standing>('/api/complaintCase/standing');
    expect(standing.body.data.message).toMatch(
      /^贵公司未在期限内缴纳业绩考核保证金，暂停推荐至\d{4}年\d{2}月\d{2}日 \d{2}:\d{2}，期间不能推荐或操作订单；缴纳后立即恢复$/,
    );
    const recommend = await dormantMember.post('/api/position/manager/recommend', {
      positionId: seedId('none'),
      userId: seedId('none'),
      content: GOOD_REPORT,
    });
    expect(recommend.status).toBe(403);
    expect(recommend.body.message).toBe(standing.body.data.message);
    expect((await admin.post<Run>('/api/ops/performance/run')).body.data.banned).toBeGreaterThanOrEqual(1);
    const [check] = await openOf();
    expect(check?.stateLabel).toBe('逾期停权');
    expect(check?.banUntil).toBeGreaterThan(Date.now() + 13 * DAY);
    expect((await dormantManager.get<Standing>('/api/complaintCase/standing')).body.data.firm.banUntil).toBe(check?.banUntil);
  });

  it('records the payment through the ledger once, and lifts the ban', async () => {
    const paid = await finance.post<PerformanceCheck>('/api/ops/performance/pay', { id: checkId, note: '招商银行流水 8841' });
    expect(paid.body.message).toBe('保证金缴纳已登记，已转入该公司保证金账户');
    expect(paid.body.data).toMatchObject({ stateLabel: '已缴纳', heldFen: 500_000 });
    expect(await deposit(dormant)).toBe(500_000);
    const again = await finance.post('/api/ops/performance/pay', { id: checkId, note: '' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该保证金已登记缴纳，请勿重复登记');
    expect(await deposit(dormant)).toBe(500_000);
    const standing = await dormantManager.get<Standing>('/api/complaintCase/standing');
    expect(standing.body.data).toMatchObject({ message: null, deposit: null, firm: { banUntil: null } });
    const moved = await t.database.db.execute<{ reason: string; amount: string; note: string }>(
      sql`select kind as reason, amount, note from coin_movements where once_key = ${`performance:${checkId}:deposit`}`,
    );
    expect(moved.rows[0]).toMatchObject({ reason: 'deposit', note: '业绩考核保证金（招商银行流水 8841）' });
    expect(Number(moved.rows[0]?.amount)).toBe(500_000);
  });

  it('forfeits 20% of the deposit when the firm fails again, and asks for it back', async () => {
    // Fifteen more days without a recommendation since that failure.
    await t.database.db.execute(
      sql`update performance_checks set failed_at = failed_at - interval '20 days', check_day = '2000-01-01' where id = ${checkId}`,
    );
    const run = await admin.post<Run>('/api/ops/performance/run');
    expect(run.body.data.failed).toContainEqual({
      firmName: '沉睡猎头',
      failureLabel: '连续15天未推荐简历',
      amountFen: 100_000,
      forfeitFen: 100_000,
    });
    expect(await deposit(dormant)).toBe(400_000);
    expect((await dormantManager.get<Standing>('/api/complaintCase/standing')).body.data.deposit).toMatchObject({
      amountFen: 100_000,
      forfeitFen: 100_000,
    });
  });
});

describe('fines of upheld cases', () => {
  it('refuses a fine on a dismissed case, takes an upheld case’s fine from the deposit first and records the rest with finance', async () => {
    const db = t.database.db;
    const yuanhang = seedId('firm:yuanhang');
    await ledger.transfer({
      key: 'test:yuanhang-deposit',
      asset: 'fen',
      from: { kind: 'platform' },
      to: { kind: 'deposit', firmId: yuanhang },
      amount: 200_000,
      reason: 'deposit',
    });
    const member = await signedIn(t.app, '13800000010');
    const defendant = await signedIn(t.app, '13900000030');
    const rows = await db.execute<{ id: string; position_id: string }>(sql`
      select o.id, o.position_id from orders o where o.firm_id = ${yuanhang} and o.stage in (30, 40, 50)
      and not exists (select 1 from complaint_cases c where c.order_id = o.id) order by o.id limit 1`);
    const order = rows.rows[0];
    if (!order) throw new Error('no order of 远航');
    const filed = await member.post<{ id: string }>('/api/complaintCase/create', {
      type: 2,
      orderId: order.id,
      positionId: order.position_id,
      content: '对方绕过平台与客户直接联系，跳单证据见附件说明。',
      attachments: [],
    });
    const id = filed.body.data.id;
    await defendant.get('/api/complaintCase/agreeCase', { id });
    const dismissedWithFine = await pm.post('/api/ops/complaints/judge', { id, upheld: false, reason: '证据不足不予认定', fineFen: 100 });
    expect(dismissedWithFine.status).toBe(422);
    expect(dismissedWithFine.body.message).toBe('投诉不成立时不能罚款');
    const badFine = await pm.post('/api/ops/complaints/judge', { id, upheld: true, reason: '被投诉方已认可跳单', fineFen: 12.5 });
    expect(badFine.status).toBe(422);
    expect(badFine.body.message).toContain('罚款金额最小单位为分');
    const judged = await pm.post('/api/ops/complaints/judge', { id, upheld: true, reason: '被投诉方已认可跳单', fineFen: 350_000 });
    expect(judged.status).toBe(200);
    // The verdict asks the fine; nothing is charged until another admin or finance member approves it.
    const held = await deposit(yuanhang);
    expect(held).toBeGreaterThan(0);
    const [asked] = await approveWaiting(finance, 'caseFine');
    expect(asked).toMatchObject({ requestedByName: '郑雅文', amount: -350_000, decidedByName: '孙静怡' });
    expect(await deposit(yuanhang)).toBe(0);
    const fines = await db.execute<{ amount: string; reason: string }>(
      sql`select amount, reason from firm_fines where complaint_case_id = ${id}`,
    );
    expect(fines.rows).toHaveLength(1);
    expect(Number(fines.rows[0]?.amount)).toBe(150_000);
    expect(fines.rows[0]?.reason).toBe('投诉成立罚款（跳单）');
    const detail = await member.get<{ verdict: { penalty: string } }>('/api/complaintCase/detail', { id });
    expect(detail.body.data.verdict.penalty).toContain('罚款3,500.00元（先从保证金扣除，不足部分从未结算佣金中扣减）');
  });
});
