import type { MoneyRequest, MoneyRequestPage } from '@hh/domain/finance/money-request';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { FIXTURE, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { askAndApprove } from '../../test/money-requests';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { LedgerRepository } from '../coins/ledger.repository';
import { LedgerService } from '../coins/ledger.service';

/** Four eyes on money (issue 31): asked by one staff member, made only by a different admin or finance member. */
let t: TestApp;
let admin: Caller;
let pm: Caller;
let finance: Caller;
const firmId = seedId('firm:xinghe');
const firmFen = () => new LedgerService(new LedgerRepository(t.database.db)).balance({ kind: 'firm', firmId }, 'fen');

/** A delivery of 星河 the platform has received the money of (state 2), of `amount` fen. */
async function receivedDelivery(amount: number): Promise<string> {
  const r = await t.database.db.execute(sql`select o.id, o.hunter_id as "hunterId", o.position_id as "positionId" from orders o
    where o.firm_id = ${firmId} and not exists (select 1 from deliveries d where d.order_id = o.id and d.model = 1) limit 1`);
  const o = r.rows[0] as { id: string; hunterId: string; positionId: string };
  const id = crypto.randomUUID();
  await t.database.db.execute(sql`insert into deliveries (id, firm_id, hunter_id, order_id, model, state, amount, candidate_name,
    position_id, position_name, occurred_at, approved_at, received_at) values (${id}, ${firmId}, ${o.hunterId}, ${o.id}, 1, 2, ${amount},
    '审批测试候选人', ${o.positionId}, '审批测试职位', now(), now(), now())`);
  return id;
}

const decide = (who: Caller, requestId: string, body: Record<string, unknown>) =>
  who.post<MoneyRequest>('/api/ops/approvals/decide', { requestId, reason: '已核对', ...body });

beforeAll(async () => {
  t = await createTestApp();
  await openFixturePositions(t.database.db);
  admin = await signedIn(t.app, '13700000000');
  pm = await signedIn(t.app, '13700000001');
  finance = await signedIn(t.app, '13700000004');
});
afterAll(async () => t?.close());

describe('money requests', () => {
  it('shows the approver who asked, when, why and the amount; a refusal needs a reason and moves nothing', async () => {
    const deliveryId = await receivedDelivery(123_400);
    const before = await firmFen();
    const asked = await pm.post<{ request: MoneyRequest }>('/api/ops/finance/deliveries/move', {
      deliveryId,
      action: 'payOut',
      remark: '客户已回款，申请结算',
    });
    const request = asked.body.data.request;
    expect(request).toMatchObject({
      kind: 'payout',
      kindName: '交付打款',
      stateName: '待审批',
      amount: 123_400,
      asset: 'fen',
      firmName: '星河猎头',
      subject: '交付记录 · 审批测试候选人 · 审批测试职位',
      reason: '客户已回款，申请结算',
      requestedByName: '郑雅文',
      requestedByRole: '项目经理',
      changes: [{ label: '打款金额', before: '未打款', after: '1,234.00元' }],
      canDecide: false,
    });
    expect(Math.abs(request.requestedAt - Date.now())).toBeLessThan(60_000);
    const queue = await finance.get<MoneyRequestPage>('/api/ops/approvals/list');
    expect(queue.body.data.list.find((r) => r.id === request.id)).toMatchObject({ canDecide: true });
    expect(queue.body.data.pendingCount).toBeGreaterThanOrEqual(1);
    // A PM may ask and read, never decide; a reason is required to refuse.
    expect((await decide(pm, request.id, { approve: false })).status).toBe(404);
    const noReason = await decide(finance, request.id, { approve: false, reason: '' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toContain('审批意见');
    const refused = await decide(finance, request.id, { approve: false, reason: '回款尚未到账' });
    expect(refused.body).toMatchObject({
      message: '已驳回该申请',
      data: { state: 3, stateName: '已驳回', decidedByName: '孙静怡', decisionReason: '回款尚未到账', canDecide: false },
    });
    expect((await decide(admin, request.id, { approve: true, transferReference: 'X1' })).status).toBe(409);
    expect(await firmFen()).toBe(before);
    // Refused, the payout may be asked again.
    const again = await pm.post<{ request: MoneyRequest }>('/api/ops/finance/deliveries/move', {
      deliveryId,
      action: 'payOut',
      remark: '已到账，再次申请',
    });
    expect(again.body.data.request?.state).toBe(1);
  });

  it('two approvers at once: the payout is made once', async () => {
    const deliveryId = await receivedDelivery(50_000);
    const before = await firmFen();
    const asked = await pm.post<{ request: MoneyRequest }>('/api/ops/finance/deliveries/move', {
      deliveryId,
      action: 'payOut',
      remark: '申请结算打款',
    });
    const id = asked.body.data.request?.id ?? '';
    const answers = await Promise.all([
      decide(finance, id, { approve: true, transferReference: 'BOC-1' }),
      decide(admin, id, { approve: true, transferReference: 'BOC-2' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await firmFen()).toBe(before + 50_000);
  });

  it('a payout whose amount changed after it was asked is refused at approval, and waits again', async () => {
    const deliveryId = await receivedDelivery(80_000);
    const asked = await pm.post<{ request: MoneyRequest }>('/api/ops/finance/deliveries/move', {
      deliveryId,
      action: 'payOut',
      remark: '申请结算打款',
    });
    await t.database.db.execute(sql`update deliveries set reversed_amount = 10000 where id = ${deliveryId}`);
    const before = await firmFen();
    const refused = await decide(finance, asked.body.data.request?.id ?? '', { approve: true, transferReference: 'CCB-9' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('金额已与申请时不同，请驳回该申请后重新提交');
    expect(await firmFen()).toBe(before);
    const list = await finance.get<MoneyRequestPage>('/api/ops/approvals/list', { state: '1', kind: 'payout' });
    expect(list.body.data.list.some((r) => r.id === asked.body.data.request?.id)).toBe(true);
  });

  it('a fee-term change shows the terms before and after, and takes effect on approval only', async () => {
    const terms = {
      positionId: FIXTURE.java,
      interviewFee: 50_000,
      onboardFeeKind: 1,
      onboardFeeFixed: 2_000_000,
      onboardFeeRateBp: 0,
      guaranteeDays: 60,
    };
    const noReason = await admin.post('/api/ops/finance/feeTerms/save', terms);
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toContain('申请理由');
    const asked = await admin.post<MoneyRequest>('/api/ops/finance/feeTerms/save', { ...terms, reason: '客户续签，费率调整' });
    expect(asked.body.data.changes[0]).toMatchObject({ label: '收费条款', after: '面试费500.00元；入职费20,000.00元；保证期60天' });
    const read = async () =>
      (
        await admin.get<{ list: { positionId: string; interviewFee: number }[] }>('/api/ops/finance/feeTerms', { keyword: '高级Java' })
      ).body.data.list.find((x) => x.positionId === FIXTURE.java)?.interviewFee;
    expect(await read()).not.toBe(50_000);
    // Not by the one who asked, whatever their role.
    expect((await decide(admin, asked.body.data.id, { approve: true })).status).toBe(403);
    expect((await decide(finance, asked.body.data.id, { approve: true })).body.data.result).toBe('收费条款已生效');
    expect(await read()).toBe(50_000);
  });

  it('finance may ask too, and another admin approves; the audit trail names both', async () => {
    const fine = await askAndApprove(finance, admin, '/api/ops/finance/fines/record', { firmId, amount: 30_000, reason: '违规推荐' });
    expect(fine).toMatchObject({ kind: 'fine', amount: -30_000, requestedByName: '孙静怡', decidedByName: '平台管理员' });
    const rows = await t.database.db.execute(
      sql`select route, object_id as "objectId" from staff_audit where object_id = ${fine.id} order by at`,
    );
    expect(rows.rows).toEqual([
      { route: '/api/ops/finance/fines/record', objectId: fine.id },
      { route: '/api/ops/approvals/decide', objectId: fine.id },
    ]);
  });
});
