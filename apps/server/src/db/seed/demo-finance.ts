import { BillLineKind, DeliveryModel, DeliveryState } from '@hh/domain/finance/delivery-state';
import { annualSalaryFen, type FeeTerms, formatFen, guaranteeProration, onboardFee } from '@hh/domain/finance/fees';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { deliveries, firmFines, positionFeeTerms, settlementBillLines, settlementBills } from '../schema/tables';
import { seedId } from './seed-ids';

const DAY = 86_400_000;
/** The spec's default range of the delivery data screen (2022-01-25 to 2022-02-28, Beijing). */
const WINDOW_START = Date.UTC(2022, 0, 24, 16);
const WINDOW_DAYS = 35;

interface Reached {
  orderId: string;
  toStage: number;
  at: Date;
  firmId: string;
  hunterId: string;
  positionId: string;
  personName: string;
  positionName: string;
  offerSalary: number | null;
  salaryLow: number;
  salaryMonths: number;
}

/** Deterministic fee terms: a third of the positions take a percentage of the annual salary. */
function termsFor(i: number, reward: number, guaranteeDays: number): FeeTerms {
  const percent = i % 3 === 1;
  return {
    interviewFee: [20_000, 30_000, 50_000][i % 3] ?? 20_000,
    onboardFeeKind: percent ? 2 : 1,
    onboardFeeFixed: percent ? 0 : Math.max(reward, 500_000),
    onboardFeeRateBp: percent ? ([1_500, 1_800, 2_000][i % 3] ?? 1_800) : 0,
    guaranteeDays,
  };
}

/**
 * Finance's demo world (issue 20): fee terms for every position; a delivery record for each order's
 * first 63 and first 91 in the state logs, in every state, half of them moved into the spec's default
 * window (2022-01-25 … 2022-02-28) so the screen opens on data and the rest in their own (recent)
 * time; one guarantee failure reversed by proration; and bills per firm, the older ones confirmed.
 * Written straight to the tables: the seeded paid-out records have no ledger movements (the ledger
 * is the coins module's, issue 18).
 */
export async function seedDemoFinance(db: Db, now: number): Promise<void> {
  const positionRows = await db.execute(
    sql`select id, reward_amount::float8 as reward, guarantee_days as "guaranteeDays" from positions order by id`,
  );
  const termsByPosition = new Map<string, FeeTerms>();
  const termRows = (positionRows.rows as { id: string; reward: number; guaranteeDays: number }[]).map((p, i) => {
    const terms = termsFor(i, Number(p.reward), p.guaranteeDays);
    termsByPosition.set(p.id, terms);
    return { positionId: p.id, ...terms };
  });
  if (termRows.length > 0) await db.insert(positionFeeTerms).values(termRows);

  const reached = (
    await db.execute(sql`
      select distinct on (l.order_id, l.to_stage) l.order_id as "orderId", l.to_stage as "toStage", l.created_at as at,
        o.firm_id as "firmId", o.hunter_id as "hunterId", o.position_id as "positionId", p.name as "personName",
        pos.name as "positionName", o.offer_salary as "offerSalary", pos.salary_low as "salaryLow", pos.salary_months as "salaryMonths"
      from order_state_logs l join orders o on o.id = l.order_id join people p on p.id = o.person_id join positions pos on pos.id = o.position_id
      where l.to_stage in (63, 91)
      order by l.order_id, l.to_stage, l.created_at`)
  ).rows as unknown as Reached[];
  reached.sort((a, b) => (a.orderId + a.toStage < b.orderId + b.toStage ? -1 : 1));

  const rows: (typeof deliveries.$inferInsert)[] = [];
  reached.forEach((r, i) => {
    const terms = termsByPosition.get(r.positionId);
    if (!terms) return;
    const model = r.toStage === 63 ? DeliveryModel.interview : DeliveryModel.entry;
    const amount = model === 1 ? terms.interviewFee : onboardFee(terms, annualSalaryFen(r.offerSalary ?? r.salaryLow, r.salaryMonths));
    if (amount <= 0) return;
    // Every other record in the spec's window; the rest where the order put it (the last months).
    const inWindow = i % 2 === 0;
    const at = inWindow ? WINDOW_START + ((i * 7) % WINDOW_DAYS) * DAY + 3 * 3_600_000 + (i % 5) * 3_600_000 : new Date(r.at).getTime();
    // Older records have moved further: the window's mostly paid out, recent ones mostly pending or approved.
    const cycle = inWindow ? [3, 3, 2, 1, 4, 3] : [4, 1, 1, 2, 3, 4];
    const state = cycle[i % cycle.length] as DeliveryState;
    const step = (n: number) => new Date(Math.min(at + n * 2 * DAY, now - 60_000));
    rows.push({
      id: seedId(`delivery:${r.orderId}:${model}`),
      firmId: r.firmId,
      hunterId: r.hunterId,
      orderId: r.orderId,
      model,
      state,
      amount,
      candidateName: r.personName,
      positionId: r.positionId,
      positionName: r.positionName,
      guaranteeDays: terms.guaranteeDays,
      occurredAt: new Date(at),
      approvedAt: state === DeliveryState.pending ? null : step(1),
      receivedAt: state === DeliveryState.received || state === DeliveryState.paidOut ? step(2) : null,
      paidAt: state === DeliveryState.paidOut ? step(3) : null,
    });
  });
  // One hire in each firm left within the guarantee: 30 days stayed, the rest of the fee reversed.
  for (const firmId of new Set(rows.map((r) => r.firmId))) {
    const failed = rows.find((r) => r.firmId === firmId && r.model === DeliveryModel.entry && r.state === DeliveryState.approved);
    if (!failed?.occurredAt) continue;
    const leftAt = failed.occurredAt.getTime() + 30 * DAY;
    const p = guaranteeProration(failed.amount, failed.guaranteeDays ?? 0, failed.occurredAt.getTime(), leftAt);
    Object.assign(failed, {
      leftAt: new Date(leftAt),
      guaranteeSettledAt: new Date(leftAt + 600_000),
      reversedAmount: p.reversed,
      reversalNote: `保证期内离职：在职${p.daysStayed}天/保证期${failed.guaranteeDays}天，冲销${formatFen(p.reversed)}元`,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(deliveries).values(rows.slice(i, i + 500));
  await seedBills(db, rows, now);
}

/** 500 yuan: the demo fine each firm's last bill deducts. */
const DEMO_FINE = 50_000;

/**
 * Bills per firm: the window's two months (confirmed), and each of the last two full months before
 * now (the earlier confirmed, the last issued, with a fine line of 500 yuan).
 */
async function seedBills(db: Db, rows: (typeof deliveries.$inferInsert)[], now: number) {
  const months: { start: number; end: number; confirmed: boolean }[] = [
    { start: Date.UTC(2021, 11, 31, 16), end: Date.UTC(2022, 0, 31, 16) - 1, confirmed: true },
    { start: Date.UTC(2022, 0, 31, 16), end: Date.UTC(2022, 1, 28, 16) - 1, confirmed: true },
  ];
  const china = new Date(now + 8 * 3_600_000);
  for (const back of [2, 1]) {
    const start = Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - back, 1) - 8 * 3_600_000;
    const end = Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - back + 1, 1) - 8 * 3_600_000 - 1;
    months.push({ start, end, confirmed: back === 2 });
  }
  const firms = [...new Set(rows.map((r) => r.firmId))].sort();
  let serial = 0;
  for (const firmId of firms) {
    for (const m of months) {
      const lines = rows.filter(
        (r) => r.firmId === firmId && r.approvedAt && r.approvedAt.getTime() >= m.start && r.approvedAt.getTime() <= m.end && r.state !== 4,
      );
      if (lines.length === 0) continue;
      serial++;
      const billId = seedId(`bill:${firmId}:${m.start}`);
      const gross = lines.reduce((s, r) => s + (r.amount - (r.reversedAmount ?? 0)), 0);
      const createdAt = new Date(Math.min(m.end + 3 * DAY, now - DAY));
      // Last month's bill of each firm deducts a fine from an upheld complaint (a fine line, negative).
      const fine = m === months[months.length - 1] ? Math.min(DEMO_FINE, gross) : 0;
      const fineId = seedId(`fine:${firmId}`);
      if (fine > 0) {
        await db.insert(firmFines).values({
          id: fineId,
          firmId,
          amount: DEMO_FINE,
          deducted: fine,
          reason: '投诉成立：盲推候选人（平台判定），按规则罚款',
          createdAt: new Date(createdAt.getTime() - DAY),
        });
      }
      const amount = gross - fine;
      await db.insert(settlementBills).values({
        id: billId,
        billNo: `JS${formatChinaTime(createdAt, 'YYYYMMDD')}${String(serial).padStart(4, '0')}`,
        firmId,
        periodStart: new Date(m.start),
        periodEnd: new Date(m.end),
        invoiceAmount: amount,
        personNum: new Set(lines.map((r) => r.orderId)).size,
        lineCount: lines.length + (fine > 0 ? 1 : 0),
        fineAmount: fine,
        state: m.confirmed ? 2 : 1,
        invoice: m.confirmed
          ? { invoiceType: 2, invoiceTitle: '演示猎头咨询有限公司', taxNo: '91310000MA1FL0XX2K', invoiceRemark: '' }
          : null,
        createdAt,
        confirmedAt: m.confirmed ? new Date(createdAt.getTime() + DAY) : null,
      });
      await db.insert(settlementBillLines).values(
        lines.map((r) => ({
          id: seedId(`bill-line:${r.id}`),
          billId,
          deliveryId: r.id as string,
          kind: 1,
          amount: r.amount - (r.reversedAmount ?? 0),
        })),
      );
      if (fine > 0)
        await db
          .insert(settlementBillLines)
          .values({ id: seedId(`bill-line:fine:${firmId}`), billId, fineId, kind: BillLineKind.fine, amount: -fine });
      await db.execute(
        sql`update deliveries set bill_id = ${billId}, reversal_billed = reversed_amount where id in (${sql.join(
          lines.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      );
    }
  }
}
