import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../platform/ids';
import type { Tx } from './finance-tx';
import { BILL_COLUMNS, type BillRow, billWhere } from './settlement.repository';

/**
 * The console's bills across firms: the list, and building a firm's bill from its approved,
 * unbilled deliveries of a period plus the reversals of deliveries billed earlier (negative lines).
 */
export class ConsoleBillsRepository {
  constructor(private readonly db: Db) {}

  async page(firmId: string | undefined, offset: number, limit: number) {
    const where = billWhere(firmId, {});
    const [rows, count] = await Promise.all([
      this.db.execute(sql`select ${BILL_COLUMNS} from settlement_bills b join firms f on f.id = b.firm_id where ${where}
        order by b.created_at desc, b.id desc limit ${limit} offset ${offset}`),
      this.db.execute(sql`select count(*)::int as n from settlement_bills b where ${where}`),
    ]);
    return { rows: rows.rows as unknown as BillRow[], total: Number((count.rows[0] as { n: number }).n) };
  }

  async firmExists(firmId: string): Promise<boolean> {
    const r = await this.db.execute(sql`select 1 from firms where id = ${firmId}`);
    return r.rows.length > 0;
  }

  /**
   * In one transaction: locks the firm's billable deliveries (a concurrent build of the same firm
   * waits, then finds them billed), numbers the bill JS<yyyymmdd><4 digits> under an advisory
   * lock, writes the bill and its lines, and marks the deliveries billed.
   */
  async build(firmId: string, start: Date, end: Date, staffId: string, billDay: string) {
    return this.db.transaction(async (tx) => {
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
      const billNo = await nextBillNo(tx, billDay);
      const id = newId();
      const invoiceAmount = c.reduce((s, x) => s + x.net, 0) - rv.reduce((s, x) => s + x.delta, 0);
      const personNum = new Set(c.map((x) => x.orderId)).size;
      await tx.execute(sql`insert into settlement_bills (id, bill_no, firm_id, period_start, period_end, invoice_amount, person_num, line_count, created_by)
        values (${id}, ${billNo}, ${firmId}, ${start}, ${end}, ${invoiceAmount}, ${personNum}, ${c.length + rv.length}, ${staffId})`);
      const lines = [
        ...c.map((x) => ({ deliveryId: x.id, kind: 1, amount: x.net })),
        ...rv.map((x) => ({ deliveryId: x.id, kind: 2, amount: -x.delta })),
      ];
      for (let i = 0; i < lines.length; i += 500) {
        const chunk = lines.slice(i, i + 500);
        await tx.execute(sql`insert into settlement_bill_lines (id, bill_id, delivery_id, kind, amount) values
          ${sql.join(
            chunk.map((l) => sql`(${newId()}, ${id}, ${l.deliveryId}, ${l.kind}, ${l.amount})`),
            sql`, `,
          )}`);
      }
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
      return { id, billNo, lineCount: lines.length, invoiceAmount };
    });
  }
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
