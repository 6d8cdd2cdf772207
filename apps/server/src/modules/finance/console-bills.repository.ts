import { BillLineKind } from '@hh/domain/finance/delivery-state';
import { deductFines } from '@hh/domain/finance/fines';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../platform/ids';
import type { Tx } from './finance-tx';
import { FinesRepository } from './fines.repository';
import { BILL_COLUMNS, type BillLineRow, type BillRow, billLines, billWhere } from './settlement.repository';

/**
 * The console's bills across firms: the list, a bill with its lines, confirmation on the firm's
 * behalf, and building a firm's bill from its approved, unbilled deliveries of a period plus the
 * reversals of deliveries billed earlier and its pending fines (negative lines).
 */
export class ConsoleBillsRepository {
  constructor(private readonly db: Db) {}

  async page(firmId: string | undefined, offset: number, limit: number) {
    const where = billWhere(firmId, {});
    const [rows, count] = await Promise.all([
      this.db.execute(sql`select ${BILL_COLUMNS} from settlement_bills b join firms f on f.id = b.firm_id where ${where}
        order by b.created_at desc nulls last, b.id desc nulls last limit ${limit} offset ${offset}`),
      this.db.execute(sql`select count(*)::int as n from settlement_bills b where ${where}`),
    ]);
    return { rows: rows.rows as unknown as BillRow[], total: Number((count.rows[0] as { n: number }).n) };
  }

  async find(billId: string): Promise<BillRow | undefined> {
    const r = await this.db.execute(
      sql`select ${BILL_COLUMNS} from settlement_bills b join firms f on f.id = b.firm_id where b.id = ${billId}`,
    );
    return r.rows[0] as unknown as BillRow | undefined;
  }

  lines(billId: string, limit: number): Promise<BillLineRow[]> {
    return billLines(this.db, billId, null, null, limit);
  }

  /** Confirms an issued bill with the invoice details; false when it is missing or already confirmed. */
  async confirm(billId: string, invoice: object, staffId: string): Promise<boolean> {
    const r = await this.db.execute(sql`update settlement_bills set state = 2, invoice = ${JSON.stringify(invoice)}::jsonb,
      confirmed_at = now(), confirmed_by = ${staffId} where id = ${billId} and state = 1 returning id`);
    return r.rows.length > 0;
  }

  /**
   * At a payout of one of the bill's deliveries: withholds up to `max` fen of the bill's fine
   * deductions not withheld yet, and answers the amount and the new withheld total (for the
   * ledger key). The caller holds the delivery's row lock inside `tx`.
   */
  async withholdFine(tx: Tx, billId: string, max: number): Promise<{ amount: number; total: number }> {
    const r = await tx.execute(sql`select fine_amount::float8 as due, fine_withheld::float8 as withheld from settlement_bills
      where id = ${billId} for update`);
    const row = r.rows[0] as { due: number; withheld: number } | undefined;
    if (!row) return { amount: 0, total: 0 };
    const amount = Math.max(0, Math.min(Number(row.due) - Number(row.withheld), max));
    const total = Number(row.withheld) + amount;
    if (amount > 0) await tx.execute(sql`update settlement_bills set fine_withheld = ${total} where id = ${billId}`);
    return { amount, total };
  }

  async firmName(firmId: string): Promise<string | undefined> {
    const r = await this.db.execute(sql`select name from firms where id = ${firmId}`);
    return (r.rows[0] as { name: string } | undefined)?.name;
  }

  async firmExists(firmId: string): Promise<boolean> {
    const r = await this.db.execute(sql`select 1 from firms where id = ${firmId}`);
    return r.rows.length > 0;
  }

  /**
   * What a bill of the period would hold now — its amount and line count — without writing anything:
   * the figure a bill request shows its approver, compared again when the bill is built.
   */
  async preview(firmId: string, start: Date, end: Date): Promise<{ invoiceAmount: number; lineCount: number } | null> {
    return this.db.transaction(async (tx) => {
      const c = await collect(tx, firmId, start, end);
      return c && { invoiceAmount: c.invoiceAmount, lineCount: c.lines.length };
    });
  }

  /**
   * In one transaction: locks the firm's billable deliveries (a concurrent build of the same firm
   * waits, then finds them billed), numbers the bill JS<yyyymmdd><4 digits> under an advisory
   * lock, writes the bill and its lines, and marks the deliveries billed. 'changed' when the amount
   * is not the one expected (nothing is written).
   */
  async build(firmId: string, start: Date, end: Date, staffId: string, billDay: string, expectedAmount?: number) {
    return this.db.transaction(async (tx) => {
      const collected = await collect(tx, firmId, start, end);
      if (!collected) return null;
      // An approved request builds exactly the bill its approver read; anything else is not built.
      if (expectedAmount !== undefined && collected.invoiceAmount !== expectedAmount) return 'changed' as const;
      const { c, rv, fines, fineAmount, invoiceAmount, lines } = collected;
      const personNum = new Set(c.map((x) => x.orderId)).size;
      const billNo = await nextBillNo(tx, billDay);
      const id = newId();
      await tx.execute(sql`insert into settlement_bills (id, bill_no, firm_id, period_start, period_end, invoice_amount, person_num,
        line_count, fine_amount, created_by)
        values (${id}, ${billNo}, ${firmId}, ${start}, ${end}, ${invoiceAmount}, ${personNum}, ${lines.length}, ${fineAmount}, ${staffId})`);
      for (let i = 0; i < lines.length; i += 500) {
        const chunk = lines.slice(i, i + 500);
        await tx.execute(sql`insert into settlement_bill_lines (id, bill_id, delivery_id, fine_id, kind, amount) values
          ${sql.join(
            chunk.map((l) => sql`(${newId()}, ${id}, ${l.deliveryId}, ${l.fineId}, ${l.kind}, ${l.amount})`),
            sql`, `,
          )}`);
      }
      for (const f of fines) await FinesRepository.addDeducted(tx, f.id, f.amount);
      if (c.length > 0) {
        await tx.execute(sql`update deliveries set bill_id = ${id}, reversal_billed = reversed_amount, version = version + 1
          where id in (${sql.join(
            c.map((x) => sql`${x.id}`),
            sql`, `,
          )})`);
      }
      if (rv.length > 0) {
        await tx.execute(sql`update deliveries set reversal_billed = reversed_amount, version = version + 1
          where id in (${sql.join(
            rv.map((x) => sql`${x.id}`),
            sql`, `,
          )})`);
      }
      return { id, billNo, lineCount: lines.length, invoiceAmount, fineAmount };
    });
  }
}

/**
 * Locks and reads what a bill of the period holds: the firm's approved, unbilled deliveries, the
 * reversals of deliveries billed earlier, and its pending fines (oldest first, down to a bill of
 * zero; the rest waits for the next bill). Null when there is nothing to bill.
 */
async function collect(tx: Tx, firmId: string, start: Date, end: Date) {
  const commissions =
    await tx.execute(sql`select id, order_id as "orderId", (amount - reversed_amount)::float8 as net, reversed_amount::float8 as reversed
    from deliveries where firm_id = ${firmId} and bill_id is null and state in (1, 2, 3) and approved_at >= ${start} and approved_at <= ${end}
    order by approved_at, id for update`);
  const reversals =
    await tx.execute(sql`select id, (reversed_amount - reversal_billed)::float8 as delta, reversed_amount::float8 as reversed
    from deliveries where firm_id = ${firmId} and bill_id is not null and reversed_amount > reversal_billed order by id for update`);
  const c = commissions.rows as { id: string; orderId: string; net: number; reversed: number }[];
  const rv = reversals.rows as { id: string; delta: number; reversed: number }[];
  if (c.length === 0 && rv.length === 0) return null;
  const gross = c.reduce((s, x) => s + x.net, 0) - rv.reduce((s, x) => s + x.delta, 0);
  const fines = deductFines(gross, await FinesRepository.pendingForUpdate(tx, firmId));
  const fineAmount = fines.reduce((s, f) => s + f.amount, 0);
  const lines = [
    ...c.map((x) => ({ deliveryId: x.id, fineId: null, kind: BillLineKind.commission, amount: x.net })),
    ...rv.map((x) => ({ deliveryId: x.id, fineId: null, kind: BillLineKind.reversal, amount: -x.delta })),
    ...fines.map((f) => ({ deliveryId: null as string | null, fineId: f.id as string | null, kind: BillLineKind.fine, amount: -f.amount })),
  ];
  return { c, rv, fines, fineAmount, invoiceAmount: gross - fineAmount, lines };
}

async function nextBillNo(tx: Tx, day: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('settlement_bill_no'))`);
  const prefix = `JS${day}`;
  const r = await tx.execute(sql`select max(bill_no) as last from settlement_bills where bill_no like ${`${prefix}%`}`);
  const last = (r.rows[0] as { last: string | null } | undefined)?.last;
  const next = last ? Number(last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(next).padStart(4, '0')}`;
}

export type { BillRow };
