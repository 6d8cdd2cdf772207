import type { DataScope } from '@hh/domain/accounts/scope';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../../db/client';

const dialect = new PgDialect();

export interface BillFilter {
  start?: Date;
  end?: Date;
  billNo?: string;
}

export interface BillRow {
  id: string;
  billNo: string;
  firmId: string;
  firmName: string;
  periodStart: Date | string;
  periodEnd: Date | string;
  invoiceAmount: number;
  personNum: number;
  lineCount: number;
  state: number;
  invoice: unknown;
  createdAt: Date | string;
  confirmedAt: Date | string | null;
}

export interface BillLineRow {
  id: string;
  billId: string;
  billNo: string;
  periodStart: Date | string;
  periodEnd: Date | string;
  kind: number;
  amount: number;
  model: number;
  candidateName: string;
  positionName: string;
  hunterName: string;
  occurredAt: Date | string | null;
  /** A fine line's reason; empty on delivery lines. */
  note: string;
}

/**
 * One line of the rebate file as read (SettlementRepository.rebateLines): bill number, the bill's
 * period as Beijing dates (`2026-11-01 至 2026-11-30`), line kind, delivery model (0 on a fine
 * line), candidate, position, consultant, Beijing time `YYYY-MM-DD HH:mm`, amount in fen, note.
 */
export type RebateLineCells = [string, string, number, number, string, string, string, string, number, string];

export const BILL_COLUMNS =
  sql.raw(`b.id, b.bill_no as "billNo", b.firm_id as "firmId", f.name as "firmName", b.period_start as "periodStart",
  b.period_end as "periodEnd", b.invoice_amount::float8 as "invoiceAmount", b.person_num as "personNum", b.line_count as "lineCount",
  b.state, b.invoice, b.created_at as "createdAt", b.confirmed_at as "confirmedAt"`);

export function billWhere(firmId: string | undefined, f: BillFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (firmId) parts.push(sql`b.firm_id = ${firmId}`);
  if (f.start) parts.push(sql`b.period_start >= ${f.start}`);
  if (f.end) parts.push(sql`b.period_end <= ${f.end}`);
  if (f.billNo) parts.push(sql`b.bill_no ilike ${`%${f.billNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return sql.join(parts, sql` and `);
}

/**
 * A page of a bill's lines after `afterId` (keyset on the line id), with what each line shows of
 * its delivery (names, time) or fine (reason, time), fixed on the line when it was written. `firmId` limits it to
 * one firm's bills (the manager's scope); the console passes null.
 */
export async function billLines(db: Db, billId: string, firmId: string | null, afterId: string | null, limit: number) {
  const r = await db.execute(sql`select l.id, l.bill_id as "billId", b.bill_no as "billNo", b.period_start as "periodStart",
      b.period_end as "periodEnd", l.kind, l.amount::float8 as amount, l.model, l.candidate_name as "candidateName",
      l.position_name as "positionName", l.hunter_name as "hunterName", l.occurred_at as "occurredAt", l.note
    from settlement_bill_lines l join settlement_bills b on b.id = l.bill_id
    where l.bill_id = ${billId} ${firmId ? sql`and b.firm_id = ${firmId}` : sql``} ${afterId ? sql`and l.id > ${afterId}` : sql``}
    order by l.id limit ${limit}`);
  return r.rows as unknown as BillLineRow[];
}

/** A firm's settlement bills, for its manager's scope (the firm). */
export class SettlementRepository {
  private constructor(
    private readonly db: Db,
    private readonly firmId: string,
  ) {}

  static for(db: Db, scope: DataScope): SettlementRepository {
    if (scope.kind !== 'firm') throw new Error('settlement reads need a firm scope');
    return new SettlementRepository(db, scope.firmId);
  }

  async page(f: BillFilter, offset: number, limit: number) {
    const where = billWhere(this.firmId, f);
    const [rows, sums] = await Promise.all([
      this.db.execute(sql`select ${BILL_COLUMNS} from settlement_bills b join firms f on f.id = b.firm_id where ${where}
        order by b.period_start desc nulls last, b.id desc nulls last limit ${limit} offset ${offset}`),
      this.db.execute(sql`select count(*)::int as n, coalesce(sum(b.invoice_amount), 0)::float8 as amount, coalesce(sum(b.person_num), 0)::int as persons
        from settlement_bills b where ${where}`),
    ]);
    const s = sums.rows[0] as { n: number; amount: number; persons: number };
    return { rows: rows.rows as unknown as BillRow[], total: Number(s.n), sumAmount: Number(s.amount), sumPersons: Number(s.persons) };
  }

  async find(billId: string): Promise<BillRow | undefined> {
    const r = await this.db.execute(sql`select ${BILL_COLUMNS} from settlement_bills b join firms f on f.id = b.firm_id
      where b.id = ${billId} and b.firm_id = ${this.firmId}`);
    return r.rows[0] as unknown as BillRow | undefined;
  }

  /** One page of a bill's lines after `afterId` (keyset on the line id), with what the file shows. */
  async lines(billId: string, afterId: string | null, limit: number): Promise<BillLineRow[]> {
    return billLines(this.db, billId, this.firmId, afterId, limit);
  }

  /**
   * Every line of the filtered bills (at most `cap` bills, newest first; each bill's lines in id
   * order), in pages of `pageSize`, in one read-only repeatable-read transaction (a consistent
   * file even while bills change): per bill one cursor walking the `(bill_id, id)` index over the
   * lines' own columns (fixed on the line when it was written, migration 0033) — no join, no sort
   * — with the text already formatted by the database. The connection is held until the last page
   * is taken or the reader stops.
   */
  async *rebateLines(f: BillFilter, cap: number, pageSize: number): AsyncGenerator<RebateLineCells[]> {
    const bj = (col: string, fmt: string) => sql.raw(`to_char(${col} at time zone 'Asia/Shanghai', '${fmt}')`);
    const bills =
      dialect.sqlToQuery(sql`select b.id, b.bill_no, ${bj('b.period_start', 'YYYY-MM-DD')} || ' 至 ' || ${bj('b.period_end', 'YYYY-MM-DD')}
      from settlement_bills b where ${billWhere(this.firmId, f)} order by b.period_start desc nulls last, b.id desc nulls last limit ${cap}`);
    const client = await this.db.$client.connect();
    let failed: Error | undefined;
    const fetch = () => client.query<unknown[]>({ text: `fetch forward ${pageSize} from rebate_lines`, rowMode: 'array' });
    let next: ReturnType<typeof fetch> | null = null;
    try {
      await client.query('begin isolation level repeatable read read only');
      const list = await client.query<[string, string, string]>({ text: bills.sql, values: bills.params, rowMode: 'array' });
      for (const [billId, billNo, period] of list.rows) {
        await client.query(
          `declare rebate_lines no scroll cursor for select l.kind, l.model, l.candidate_name, l.position_name, l.hunter_name,
            to_char(l.occurred_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI'), l.amount::float8, l.note
          from settlement_bill_lines l where l.bill_id = $1 order by l.id`,
          [billId],
        );
        // One page ahead: the database reads the next page while the caller writes this one.
        next = fetch();
        while (next) {
          const page: pg.QueryArrayResult<unknown[]> = await next;
          next = page.rows.length === pageSize ? fetch() : null;
          for (const row of page.rows) row.unshift(billNo, period);
          if (page.rows.length > 0) yield page.rows as RebateLineCells[];
        }
        await client.query('close rebate_lines');
      }
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      // A reader that stops early leaves a page in flight: it is dropped with the transaction.
      if (next) await next.catch(() => {});
      if (failed) client.release(failed);
      else {
        await client.query('rollback').catch(() => {});
        client.release();
      }
    }
  }

  /** Confirms an issued bill of the firm; false when it is not issued (already confirmed) or not the firm's. */
  async confirm(billId: string, invoice: object, userId: string): Promise<boolean> {
    const r =
      await this.db.execute(sql`update settlement_bills set state = 2, invoice = ${JSON.stringify(invoice)}::jsonb, confirmed_at = now(),
      confirmed_by = ${userId} where id = ${billId} and firm_id = ${this.firmId} and state = 1 returning id`);
    return r.rows.length > 0;
  }
}
