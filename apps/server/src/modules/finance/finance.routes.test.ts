import type { CompensationResult } from '@hh/domain/finance/compensation';
import type { DeliveryPage, DeliveryTotal } from '@hh/domain/finance/finance.schema';
import type { BillDetail, BillList } from '@hh/domain/finance/settlement.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { FIXTURE, GOOD_REPORT, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { askAndApprove } from '../../test/money-requests';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { LedgerRepository } from '../coins/ledger.repository';
import { LedgerService } from '../coins/ledger.service';

let t: TestApp;
/** The firm's money (fen) and its movements, read from the real ledger the app pays out through. */
const firmFen = () =>
  new LedgerService(new LedgerRepository(t.database.db)).balance({ kind: 'firm', firmId: seedId('firm:xinghe') }, 'fen');
const movements = async (key: string) =>
  (await t.database.db.execute(sql`select amount::int as amount, kind as reason from coin_movements where once_key like ${key}`)).rows as {
    amount: number;
    reason: string;
  }[];
let staff: Caller;
/** The platform's finance member: approves what admins and PMs ask (four eyes). */
let finance: Caller;
let pm: Caller;
let manager: Caller;
let member: Caller;
let otherManager: Caller;
let orderId: string;
const today = formatChinaTime(Date.now(), 'YYYY-MM-DD');
const range = { startTime: today, endTime: today };

async function mine() {
  const list = await manager.post<DeliveryPage>('/api/deliveryManage/deliveryDataList', { ...range, pageSize: 100 });
  return list.body.data.list.filter((d) => d.positionName === '高级Java工程师');
}
const move = (deliveryId: string, action: string) =>
  staff.post<{ state: number; request: { id: string; state: number } | null }>('/api/ops/finance/deliveries/move', {
    deliveryId,
    action,
    remark: '按合同约定结算',
  });
/** A payout or reversal asked by admin and approved by finance (four eyes). */
const approvedMove = (deliveryId: string, action: 'payOut' | 'reverse') =>
  askAndApprove(staff, finance, '/api/ops/finance/deliveries/move', { deliveryId, action, remark: '按合同约定结算' });

beforeAll(async () => {
  t = await createTestApp();
  await openFixturePositions(t.database.db);
  staff = await signedIn(t.app, '13700000000');
  finance = await signedIn(t.app, '13700000004');
  pm = await signedIn(t.app, '13700000001');
  manager = await signedIn(t.app, '13800000030');
  member = await signedIn(t.app, '13800000012');
  otherManager = await signedIn(t.app, '13900000030');
  const saved = await askAndApprove(staff, finance, '/api/ops/finance/feeTerms/save', {
    positionId: FIXTURE.java,
    interviewFee: 30_000,
    onboardFeeKind: 2,
    onboardFeeFixed: 0,
    onboardFeeRateBp: 2_000,
    guaranteeDays: 90,
    reason: '按与客户签订的合同设置',
  });
  expect(saved.result).toBe('收费条款已生效');
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

describe('delivery records', () => {
  it('makes a model-1 record at 63 with the interview fee, waiting for review', async () => {
    expect(await mine()).toMatchObject([{ deliveryModel: 1, state: 4, stateName: '待审核', amount: 30_000, netAmount: 30_000 }]);
  });

  it('makes a model-2 record at 91: 20% of the offer salary × 12 months, in fen', async () => {
    await pm.post('/api/ops/orders/move', { orderId, action: 'passInterview' });
    await member.post('/api/position/manager/saveOffer', { orderId, salary: 40_000, onboardDate: '2026-12-15' });
    expect(
      (await pm.post<{ candidateState: number }>('/api/ops/orders/move', { orderId, action: 'confirmOnboard' })).body.data.candidateState,
    ).toBe(91);
    const entry = (await mine()).find((d) => d.deliveryModel === 2);
    expect(entry).toMatchObject({ amount: 9_600_000, state: 4 });
  });

  it('cards sum and count per type within the filter; stateEx and type narrow them', async () => {
    const all = await manager.post<DeliveryTotal>('/api/deliveryManage/totalData', range);
    expect(all.body.data.list.map((c) => c.type)).toEqual([1, 2]);
    expect(all.body.data.list.find((c) => c.type === 2)?.sumAmout).toBeGreaterThanOrEqual(9_600_000);
    const entries = await manager.post<DeliveryTotal>('/api/deliveryManage/totalData', { ...range, type: 2, stateEx: 4 });
    expect(entries.body.data.list).toHaveLength(1);
    expect(entries.body.data.countNum).toBeGreaterThanOrEqual(1);
    const spec = await manager.post<DeliveryTotal>('/api/deliveryManage/totalData', { startTime: '2022-01-25', endTime: '2022-02-28' });
    expect(spec.body.data.countNum).toBeGreaterThan(0);
  });

  it('staff move one step at a time; a payout is asked, and goes through the ledger once another approver says so', async () => {
    const entry = (await mine()).find((d) => d.deliveryModel === 2);
    if (!entry) throw new Error('no entry record');
    const skip = await move(entry.id, 'payOut');
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('交付记录当前为「待审核」，不能打款');
    expect((await move(entry.id, 'approve')).body.data.state).toBe(1);
    expect((await move(entry.id, 'approve')).status).toBe(409);
    expect((await move(entry.id, 'receive')).body.data.state).toBe(2);
    const before = await firmFen();
    const asked = await move(entry.id, 'payOut');
    expect(asked.body.message).toBe('已提交交付打款申请，待另一位财务或管理员审批');
    const requestId = asked.body.data.request?.id ?? '';
    // Nothing moves before approval, and the same payout cannot be asked twice while it waits.
    expect(await firmFen()).toBe(before);
    expect((await mine()).find((d) => d.id === entry.id)?.stateName).toBe('平台已收款');
    expect((await move(entry.id, 'payOut')).status).toBe(409);
    const decide = (who: Caller, body: Record<string, unknown>) =>
      who.post<{ state: number; result: string }>('/api/ops/approvals/decide', { requestId, approve: true, reason: '已核对', ...body });
    const own = await decide(staff, { transferReference: 'ICBC001' });
    expect(own.status).toBe(403);
    expect(own.body.message).toContain('不能审批自己提交的申请');
    expect((await decide(pm, { transferReference: 'ICBC001' })).status).toBe(404);
    const noReference = await decide(finance, {});
    expect(noReference.status).toBe(422);
    expect(noReference.body.message).toBe('请填写银行转账流水号');
    expect(await firmFen()).toBe(before);
    const done = await decide(finance, { transferReference: 'ICBC20261128000123' });
    expect(done.body.data).toMatchObject({ state: 2, result: '已打款 96,000.00元，转账流水 ICBC20261128000123' });
    expect((await decide(finance, { transferReference: 'ICBC20261128000123' })).status).toBe(409);
    expect((await move(entry.id, 'payOut')).status).toBe(409);
    expect(await firmFen()).toBe(before + 9_600_000);
    expect(await movements(`delivery:${entry.id}:payout`)).toEqual([{ amount: 9_600_000, reason: 'payout' }]);
    expect((await mine()).find((d) => d.id === entry.id)?.stateName).toBe('已打款');
    expect((await manager.get('/api/lietouCompanyFinancial/records', { ...range })).body.data).toMatchObject({
      list: expect.arrayContaining([expect.objectContaining({ paidAmount: 9_600_000 })]),
    });
  });

  it('a hire leaving within the guarantee is reversed by proration on the guarantee job, through the ledger', async () => {
    const entry = (await mine()).find((d) => d.deliveryModel === 2);
    if (!entry) throw new Error('no entry record');
    await t.database.db.execute(sql`update deliveries set occurred_at = now() - interval '30 days 1 hour' where id = ${entry.id}`);
    const ended = await pm.post('/api/ops/orders/move', { orderId, action: 'terminate', reasonCode: 'candidate_gave_up' });
    expect(ended.status).toBe(200);
    const before = await firmFen();
    await t.app.orders.guarantee.run(new Date());
    const list = await manager.post<DeliveryPage>('/api/deliveryManage/deliveryDataList', {
      startTime: formatChinaTime(Date.now() - 31 * 86_400_000, 'YYYY-MM-DD'),
      endTime: formatChinaTime(Date.now() - 29 * 86_400_000, 'YYYY-MM-DD'),
      type: 2,
      stateEx: 3,
      pageSize: 100,
    });
    const after = list.body.data.list.find((d) => d.id === entry.id);
    expect(after).toMatchObject({ amount: 9_600_000, reversedAmount: 6_400_000, netAmount: 3_200_000, state: 3 });
    expect(after?.reversalNote).toContain('在职30天/保证期90天');
    expect(await firmFen()).toBe(before - 6_400_000);
    expect(await movements(`delivery:${entry.id}:reversal:%`)).toEqual([{ amount: 6_400_000, reason: 'reversal' }]);
    // A second run settles nothing again.
    await t.app.orders.guarantee.run(new Date());
    expect(await firmFen()).toBe(before - 6_400_000);
  });

  it('only the manager reads finance; another firm sees none of it', async () => {
    // A route of another role answers as missing (the router's rule for routes a caller may not use).
    expect((await member.post('/api/deliveryManage/deliveryDataList', range)).status).toBe(404);
    expect((await member.get('/api/settlement/bill/list')).status).toBe(404);
    expect((await member.get('/api/settlement/bill/rebateDetailExport')).status).toBe(404);
    const other = await otherManager.post<DeliveryPage>('/api/deliveryManage/deliveryDataList', { ...range, pageSize: 100 });
    expect(other.body.data.list.some((d) => d.positionName === '高级Java工程师')).toBe(false);
    expect((await manager.post('/api/ops/finance/deliveries/move', { deliveryId: orderId, action: 'approve' })).status).toBe(404);
  });

  it('refuses bad input in Chinese and changes nothing', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['reversed range', { startTime: '2022-02-28', endTime: '2022-01-25' }, '结束日期不能早于开始日期'],
      ['bad date', { startTime: '2022-02-30', endTime: '2022-03-01' }, '开始日期不是有效日期'],
      ['huge page', { ...range, pageSize: 100_000 }, '每页最多100条'],
      ['bad state', { ...range, stateEx: 7 }, '状态只能是'],
    ];
    for (const [, body, message] of cases) {
      const r = await manager.post('/api/deliveryManage/deliveryDataList', body);
      expect(r.status).toBe(422);
      expect(r.body.message).toContain(message);
    }
    const bills = await manager.get('/api/settlement/bill/list', {
      confirmRebateStartTimeL: '1800000000000',
      confirmRebateEndTimeL: '1700000000000',
    });
    expect(bills.body.message).toContain('结算结束时间不能早于开始时间');
    expect((await manager.get('/api/settlement/bill/list', { pageSize: '5000' })).status).toBe(422);
    expect((await manager.get('/api/lietouCompanyFinancial/records', { ...range, filterUserIds: 'x,y' })).body.message).toContain(
      '顾问编号不正确',
    );
    const badTerms = await staff.post('/api/ops/finance/feeTerms/save', {
      positionId: FIXTURE.java,
      interviewFee: 1.5,
      onboardFeeKind: 1,
      onboardFeeFixed: 0,
      onboardFeeRateBp: 0,
      guaranteeDays: 90,
    });
    expect(badTerms.body.message).toContain('面试费必须是整数');
    const terms = await staff.get<{ list: { positionId: string; interviewFee: number }[] }>('/api/ops/finance/feeTerms', {
      keyword: '高级Java',
    });
    expect(terms.body.data.list.find((x) => x.positionId === FIXTURE.java)?.interviewFee).toBe(30_000);
  });
});

describe('settlement bills', () => {
  let billNo = '';
  let billId = '';

  it('staff build a bill of the approved commissions; the manager lists it with the sums', async () => {
    const interview = (await mine()).find((d) => d.deliveryModel === 1);
    if (!interview) throw new Error('no interview record');
    await move(interview.id, 'approve');
    const firms = await staff.get<{ list: { id: string; name: string }[] }>('/api/ops/finance/firms');
    const firmId = firms.body.data.list.find((f) => f.name === '星河猎头')?.id;
    const period = { firmId, startTime: Date.now() - 3_600_000, endTime: Date.now() + 60_000, reason: '本月结算' };
    const built = await askAndApprove(pm, finance, '/api/ops/finance/bills/build', period);
    billId = built.resultId;
    billNo = /JS\d{12}/.exec(built.result)?.[0] ?? '';
    expect(billNo).toMatch(/^JS\d{12}$/);
    const again = await staff.post('/api/ops/finance/bills/build', period);
    expect(again.body.message).toBe('该期间没有可结算的佣金');
    const list = await manager.get<BillList>('/api/settlement/bill/list', { billNo });
    expect(list.body.data.page.totalCount).toBe(1);
    expect(list.body.data.page.result[0]).toMatchObject({ billNo, state: 1, stateName: '待确认' });
    expect(list.body.data.sumInvoiceAmount).toBe(list.body.data.page.result[0]?.invoiceAmount);
    const all = await manager.get<BillList>('/api/settlement/bill/list');
    expect(all.body.data.page.result.length).toBeLessThanOrEqual(15);
    expect(all.body.data.page.totalCount).toBeGreaterThan(1);
    expect((await otherManager.get<BillList>('/api/settlement/bill/list', { billNo })).body.data.page.totalCount).toBe(0);
  });

  it('exports every line of the filtered bills as xlsx', async () => {
    const file = await manager.get('/api/settlement/bill/rebateDetailExport', { billNo });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('返佣明细');
    const rows = sheet?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1, 4)).toEqual(['账单编号', '结算周期', '明细类型']);
    expect(rows.slice(1).every((r) => r[1] === billNo)).toBe(true);
    expect(rows.slice(1).some((r) => r[9] === 30_000 && r[10] === '300.00')).toBe(true);
    const line = rows.slice(1).find((r) => r[6] === '高级Java工程师');
    expect(line?.[5]).toBeTruthy();
    expect(String(line?.[8])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The bill shows its lines as issued: a delivery renamed later does not rename its line.
    const names = async () => {
      const again = new ExcelJS.Workbook();
      await again.xlsx.load(
        (await manager.get('/api/settlement/bill/rebateDetailExport', { billNo })).raw.rawPayload as unknown as ArrayBuffer,
      );
      return ((again.getWorksheet('返佣明细')?.getSheetValues() ?? []).filter(Boolean) as unknown[][]).slice(1).map((r) => r[5]);
    };
    const before = await names();
    await t.database.db.execute(sql`update deliveries set candidate_name = '改名之后' where bill_id = ${billId}`);
    try {
      expect(await names()).toEqual(before);
      const detail = await manager.get<BillDetail>('/api/settlement/bill/detail', { billId });
      expect(detail.body.data.lines.map((l) => l.candidateName)).not.toContain('改名之后');
    } finally {
      await t.database.db.execute(sql`update deliveries d set candidate_name = l.candidate_name from settlement_bill_lines l
        where l.delivery_id = d.id and l.bill_id = ${billId}`);
    }
    const bad = await manager.get('/api/settlement/bill/rebateDetailExport', { confirmRebateStartTimeL: 'abc' });
    expect(bad.status).toBe(422);
  });

  it('the manager confirms a bill once, with invoice details; another firm cannot', async () => {
    const invoice = { billId, invoiceType: 2, invoiceTitle: '星河猎头咨询有限公司', taxNo: '91310000MA1FL0XX2K' };
    expect((await otherManager.post('/api/settlement/bill/confirm', invoice)).status).toBe(404);
    expect((await manager.post('/api/settlement/bill/confirm', { ...invoice, taxNo: '12' })).body.message).toContain('纳税人识别号');
    expect((await manager.post('/api/settlement/bill/confirm', invoice)).body.message).toBe('账单已确认');
    expect((await manager.post('/api/settlement/bill/confirm', invoice)).status).toBe(409);
    const list = await manager.get<BillList>('/api/settlement/bill/list', { billNo });
    expect(list.body.data.page.result[0]).toMatchObject({ state: 2, invoice: { invoiceTitle: '星河猎头咨询有限公司' } });
  });
});

describe('fines and the compensation calculator', () => {
  const firmId = seedId('firm:xinghe');
  let deliveryId = '';
  let billId = '';
  let small = '';
  let large = '';

  /** An approved, unbilled commission of 1,000 yuan on one of the firm's orders that has none yet. */
  async function approvedCommission(): Promise<string> {
    const r = await t.database.db.execute(sql`select o.id, o.hunter_id as "hunterId", o.position_id as "positionId" from orders o
      where o.firm_id = ${firmId} and not exists (select 1 from deliveries d where d.order_id = o.id and d.model = 1) limit 1`);
    const o = r.rows[0] as { id: string; hunterId: string; positionId: string };
    const id = crypto.randomUUID();
    await t.database.db.execute(sql`insert into deliveries (id, firm_id, hunter_id, order_id, model, state, amount, candidate_name,
      position_id, position_name, occurred_at, approved_at) values (${id}, ${firmId}, ${o.hunterId}, ${o.id}, 1, 1, 100000, '测试候选人',
      ${o.positionId}, '罚款测试职位', now(), now())`);
    return id;
  }

  it('staff record fines; bad input is refused in Chinese and nothing is written', async () => {
    const before = (await staff.get<{ totalCount: number }>('/api/ops/finance/fines', { firmId })).body.data.totalCount;
    const cases: [Record<string, unknown>, string][] = [
      [{ firmId, amount: 0, reason: '测试罚款' }, '罚款金额必须大于0'],
      [{ firmId, amount: 10.5, reason: '测试罚款' }, '罚款金额必须是整数（分）'],
      [{ firmId, amount: 100, reason: '罚' }, '罚款原因至少2个字'],
      [{ firmId: 'x', amount: 100, reason: '测试罚款' }, '请选择猎头公司'],
      [{ firmId, amount: 100, reason: '测试罚款', complaintCaseId: 'abc' }, '投诉案件编号不正确'],
    ];
    for (const [body, message] of cases) {
      const r = await staff.post('/api/ops/finance/fines/record', body);
      expect(r.status).toBe(422);
      expect(r.body.message).toContain(message);
    }
    const missing = await staff.post('/api/ops/finance/fines/record', { firmId: crypto.randomUUID(), amount: 100, reason: '测试罚款' });
    expect(missing.status).toBe(404);
    // Only staff fine: a firm's manager does not find the route.
    expect((await manager.post('/api/ops/finance/fines/record', { firmId, amount: 100, reason: '测试罚款' })).status).toBe(404);
    expect((await staff.get<{ totalCount: number }>('/api/ops/finance/fines', { firmId })).body.data.totalCount).toBe(before);

    const caseId = crypto.randomUUID();
    // A fine is asked, and recorded only when another approver says so.
    const asked = await staff.post<{ id: string; stateName: string }>('/api/ops/finance/fines/record', {
      firmId,
      amount: 20_000,
      reason: '投诉成立：盲推',
      complaintCaseId: caseId,
    });
    expect(asked.body).toMatchObject({ message: '已提交审批，待另一位财务或管理员审批后生效', data: { stateName: '待审批' } });
    expect((await staff.get<{ totalCount: number }>('/api/ops/finance/fines', { firmId })).body.data.totalCount).toBe(before);
    const a = await finance.post<{ resultId: string }>('/api/ops/approvals/decide', {
      requestId: asked.body.data.id,
      approve: true,
      reason: '投诉裁定书已核对',
    });
    small = a.body.data.resultId;
    const fines = await staff.get<{ list: { id: string; stateName: string; complaintCaseId: string }[] }>('/api/ops/finance/fines', {
      firmId,
    });
    expect(fines.body.data.list.find((f) => f.id === small)).toMatchObject({ stateName: '待扣减', complaintCaseId: caseId });
    large = (await askAndApprove(staff, finance, '/api/ops/finance/fines/record', { firmId, amount: 5_000_000, reason: '其他损失赔偿' }))
      .resultId;
  });

  it('the next bill deducts pending fines oldest first down to zero; the rest carries over', async () => {
    deliveryId = await approvedCommission();
    const built = await askAndApprove(staff, finance, '/api/ops/finance/bills/build', {
      firmId,
      startTime: Date.now() - 60_000,
      endTime: Date.now() + 60_000,
      reason: '本期结算',
    });
    expect(built.amount).toBe(0);
    billId = built.resultId;
    const bill = (await staff.get<BillDetail>('/api/ops/finance/bills/detail', { billId })).body.data.bill;
    expect(bill).toMatchObject({ invoiceAmount: 0, lineCount: 3 });
    const fines = await staff.get<{ list: { id: string; deducted: number; stateName: string }[] }>('/api/ops/finance/fines', { firmId });
    expect(fines.body.data.list.find((f) => f.id === small)).toMatchObject({ deducted: 20_000, stateName: '已扣减' });
    expect(fines.body.data.list.find((f) => f.id === large)).toMatchObject({ deducted: 80_000, stateName: '待扣减' });

    // The bill's detail shows the commission and both deduction lines, to staff and to the firm's manager.
    for (const who of [staff, manager]) {
      const path = who === staff ? '/api/ops/finance/bills/detail' : '/api/settlement/bill/detail';
      const detail = await who.get<BillDetail>(path, { billId });
      expect(detail.status).toBe(200);
      expect(detail.body.data.lines.map((l) => [l.kindName, l.amount, l.note]).sort()).toEqual(
        [
          ['佣金', 100_000, ''],
          ['罚款扣减', -20_000, '投诉成立：盲推'],
          ['罚款扣减', -80_000, '其他损失赔偿'],
        ].sort(),
      );
    }
    expect((await otherManager.get('/api/settlement/bill/detail', { billId })).status).toBe(404);
    expect((await staff.get('/api/ops/finance/bills/detail', { billId: crypto.randomUUID() })).status).toBe(404);

    // The next bill takes what is left of the large fine first.
    await approvedCommission();
    const next = await askAndApprove(staff, finance, '/api/ops/finance/bills/build', {
      firmId,
      startTime: Date.now() - 60_000,
      endTime: Date.now() + 60_000,
      reason: '下一期结算',
    });
    const nextBill = (await staff.get<BillDetail>('/api/ops/finance/bills/detail', { billId: next.resultId })).body.data.bill;
    expect(nextBill).toMatchObject({ invoiceAmount: 0, lineCount: 2 });
    const after = await staff.get<{ list: { id: string; deducted: number }[] }>('/api/ops/finance/fines', { firmId });
    expect(after.body.data.list.find((f) => f.id === large)?.deducted).toBe(180_000);
  });

  it('paying out a delivery of a fined bill takes the fine back through the ledger', async () => {
    const before = await firmFen();
    await move(deliveryId, 'receive');
    await approvedMove(deliveryId, 'payOut');
    expect(await movements(`delivery:${deliveryId}:payout`)).toEqual([{ amount: 100_000, reason: 'payout' }]);
    expect(await movements(`bill:${billId}:fine:%`)).toEqual([{ amount: 100_000, reason: 'fine' }]);
    expect(await firmFen()).toBe(before);
  });

  it('staff confirm a bill on the firm’s behalf with its invoice details, once', async () => {
    const invoice = { billId, invoiceType: 1, invoiceTitle: '星河猎头咨询有限公司', taxNo: '91310000MA1FL0XX2K' };
    expect((await staff.post('/api/ops/finance/bills/confirm', { ...invoice, invoiceTitle: '' })).status).toBe(422);
    expect((await staff.post('/api/ops/finance/bills/confirm', invoice)).body.message).toBe('账单已确认');
    expect((await staff.post('/api/ops/finance/bills/confirm', invoice)).status).toBe(409);
    expect((await manager.post('/api/settlement/bill/confirm', invoice)).status).toBe(409);
    const detail = await manager.get<BillDetail>('/api/settlement/bill/detail', { billId });
    expect(detail.body.data.bill).toMatchObject({ state: 2, invoice: { invoiceType: 1 } });
  });

  it('computes compensation from the firm’s own fees, and refuses bad input', async () => {
    const fees = await t.database.db.execute(sql`select coalesce(sum(amount - reversed_amount), 0)::float8 as fees from deliveries
      where firm_id = ${firmId} and state in (1, 2, 3) and occurred_at >= now() - interval '365 days'`);
    const lastYear = Number((fees.rows[0] as { fees: number }).fees);
    expect(lastYear).toBeGreaterThan(0);
    const ended = await staff.post<CompensationResult>('/api/ops/finance/compensation/calculate', { firmId, kind: 1 });
    expect(ended.body.data).toMatchObject({ lastYearFees: lastYear, amount: Math.floor((lastYear + 1) / 2), kindName: '客户终止合作' });
    const paused = await staff.post<CompensationResult>('/api/ops/finance/compensation/calculate', { firmId, kind: 2, pausedDays: 400 });
    expect(paused.body.data.months).toBe(12);
    expect(paused.body.data.amount).toBe(Math.floor((paused.body.data.lastMonthFees * 12 + 1) / 2));
    const paid = await staff.post<CompensationResult>('/api/ops/finance/compensation/calculate', {
      firmId,
      kind: 3,
      platformPayout: 99_999,
    });
    expect(paid.body.data.amount).toBe(50_000);
    const bad: [Record<string, unknown>, string][] = [
      [{ firmId, kind: 2, pausedDays: 12 }, '暂停合作满30天才按暂停计算'],
      [{ firmId, kind: 4 }, '请填写损失金额'],
      [{ firmId, kind: 9 }, '请选择赔偿情形'],
      [{ firmId, kind: 4, lossCosts: 1e12 }, '损失金额不能超过100万元'],
    ];
    for (const [body, message] of bad) {
      const r = await staff.post('/api/ops/finance/compensation/calculate', body);
      expect(r.status).toBe(422);
      expect(r.body.message).toContain(message);
    }
    expect((await staff.post('/api/ops/finance/compensation/calculate', { firmId: crypto.randomUUID(), kind: 1 })).status).toBe(404);
    expect((await manager.post('/api/ops/finance/compensation/calculate', { firmId, kind: 1 })).status).toBe(404);
  });
});
