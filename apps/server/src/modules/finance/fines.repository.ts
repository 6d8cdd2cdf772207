import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from './finance-tx';

export interface FineRow {
  id: string;
  firmId: string;
  firmName: string;
  amount: number;
  deducted: number;
  reason: string;
  complaintCaseId: string | null;
  createdAt: Date | string;
}

const FINE_COLUMNS = sql.raw(`fi.id, fi.firm_id as "firmId", f.name as "firmName", fi.amount::float8 as amount,
  fi.deducted::float8 as deducted, fi.reason, fi.complaint_case_id as "complaintCaseId", fi.created_at as "createdAt"`);

/** Fines on firms (console side, every firm): recording, the list, and the pending ones a bill deducts. */
export class FinesRepository {
  constructor(private readonly db: Db) {}

  async insert(f: { id: string; firmId: string; amount: number; reason: string; complaintCaseId?: string; createdBy?: string }) {
    await this.db.execute(sql`insert into firm_fines (id, firm_id, amount, reason, complaint_case_id, created_by)
      values (${f.id}, ${f.firmId}, ${f.amount}, ${f.reason}, ${f.complaintCaseId ?? null}, ${f.createdBy ?? null})`);
  }

  async find(id: string): Promise<FineRow | undefined> {
    const r = await this.db.execute(sql`select ${FINE_COLUMNS} from firm_fines fi join firms f on f.id = fi.firm_id where fi.id = ${id}`);
    return r.rows[0] as unknown as FineRow | undefined;
  }

  async page(firmId: string | undefined, offset: number, limit: number) {
    const where: SQL = firmId ? sql`fi.firm_id = ${firmId}` : sql`true`;
    const [rows, count] = await Promise.all([
      this.db.execute(sql`select ${FINE_COLUMNS} from firm_fines fi join firms f on f.id = fi.firm_id where ${where}
        order by fi.created_at desc nulls last, fi.id desc nulls last limit ${limit} offset ${offset}`),
      this.db.execute(sql`select count(*)::int as n from firm_fines fi where ${where}`),
    ]);
    return { rows: rows.rows as unknown as FineRow[], total: Number((count.rows[0] as { n: number }).n) };
  }

  /** The firm's fines not wholly deducted yet, oldest first, locked for the bill being built. */
  static async pendingForUpdate(tx: Tx, firmId: string): Promise<{ id: string; remaining: number; reason: string }[]> {
    const r = await tx.execute(sql`select id, (amount - deducted)::float8 as remaining, reason from firm_fines
      where firm_id = ${firmId} and deducted < amount order by created_at, id for update`);
    return r.rows as { id: string; remaining: number; reason: string }[];
  }

  static async addDeducted(tx: Tx, id: string, amount: number): Promise<void> {
    await tx.execute(sql`update firm_fines set deducted = deducted + ${amount} where id = ${id} and deducted + ${amount} <= amount`);
  }
}
