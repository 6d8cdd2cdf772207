import type { DataScope } from '@hh/domain/accounts/scope';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

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
  occurredAt: Date | string;
}

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
        order by b.period_start desc, b.id desc limit ${limit} offset ${offset}`),
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

  /** Ids of the filtered bills in the list's order (a firm has at most a few thousand). */
  async billIds(f: BillFilter, cap: number): Promise<string[]> {
    const r = await this.db.execute(sql`select b.id from settlement_bills b where ${billWhere(this.firmId, f)}
      order by b.period_start desc, b.id desc limit ${cap}`);
    return (r.rows as { id: string }[]).map((x) => x.id);
  }

  /** One page of a bill's lines after `afterId` (keyset on the line id), with what the file shows. */
  async lines(billId: string, afterId: string | null, limit: number): Promise<BillLineRow[]> {
    const r = await this.db.execute(sql`select l.id, l.bill_id as "billId", b.bill_no as "billNo", b.period_start as "periodStart",
        b.period_end as "periodEnd", l.kind, l.amount::float8 as amount, d.model, d.candidate_name as "candidateName",
        d.position_name as "positionName", coalesce(u.cname, '') as "hunterName", d.occurred_at as "occurredAt"
      from settlement_bill_lines l join settlement_bills b on b.id = l.bill_id join deliveries d on d.id = l.delivery_id
      left join users u on u.id = d.hunter_id
      where l.bill_id = ${billId} and b.firm_id = ${this.firmId} ${afterId ? sql`and l.id > ${afterId}` : sql``}
      order by l.id limit ${limit}`);
    return r.rows as unknown as BillLineRow[];
  }

  /** Confirms an issued bill of the firm; false when it is not issued (already confirmed) or not the firm's. */
  async confirm(billId: string, invoice: object, userId: string): Promise<boolean> {
    const r =
      await this.db.execute(sql`update settlement_bills set state = 2, invoice = ${JSON.stringify(invoice)}::jsonb, confirmed_at = now(),
      confirmed_by = ${userId} where id = ${billId} and firm_id = ${this.firmId} and state = 1 returning id`);
    return r.rows.length > 0;
  }
}
