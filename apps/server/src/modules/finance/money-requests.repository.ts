import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../platform/ids';

export interface MoneyRequestRow {
  id: string;
  kind: string;
  state: number;
  firmId: string | null;
  firmName: string | null;
  amount: number;
  asset: 'fen' | 'coin' | 'none';
  subject: string;
  payload: Record<string, unknown>;
  changes: { label: string; before: string; after: string }[];
  reason: string;
  requestedBy: string;
  requestedByName: string;
  requestedByRole: string | null;
  requestedAt: Date | string;
  decidedByName: string | null;
  decidedAt: Date | string | null;
  decisionReason: string | null;
  transferReference: string | null;
  result: string | null;
  resultId: string | null;
}

export interface NewMoneyRequest {
  kind: string;
  firmId: string | null;
  amount: number;
  asset: 'fen' | 'coin' | 'none';
  subject: string;
  payload: Record<string, unknown> & { objectId: string };
  changes: { label: string; before: string; after: string }[];
  reason: string;
  requestedBy: string;
}

const COLUMNS = sql.raw(`r.id, r.kind, r.state, r.firm_id as "firmId", f.name as "firmName", r.amount::float8 as amount, r.asset,
  r.subject, r.payload, r.changes, r.reason, r.requested_by as "requestedBy", ru.cname as "requestedByName",
  ru.staff_role as "requestedByRole", r.requested_at as "requestedAt", du.cname as "decidedByName", r.decided_at as "decidedAt",
  r.decision_reason as "decisionReason", r.transfer_reference as "transferReference", r.result, r.result_id as "resultId"`);
const JOINS = sql.raw(
  'left join firms f on f.id = r.firm_id join users ru on ru.id = r.requested_by left join users du on du.id = r.decided_by',
);

/**
 * Money requests (four eyes): written when asked, claimed by one approver at a time (state 1 → 4,
 * a compare-and-set), then finished (4 → 2) or released (4 → 1) when the effect is refused; refused
 * with a reason (1 → 3). Staff names are read in the same statement (READ_JOINS in check-imports).
 */
export class MoneyRequestsRepository {
  constructor(private readonly db: Db) {}

  /** Inserts a pending request; undefined when the same object already has an open request of this kind. */
  async insert(input: NewMoneyRequest): Promise<string | undefined> {
    const id = newId();
    const r =
      await this.db.execute(sql`insert into money_requests (id, kind, firm_id, amount, asset, subject, payload, changes, reason, requested_by)
      values (${id}, ${input.kind}, ${input.firmId}, ${input.amount}, ${input.asset}, ${input.subject}, ${JSON.stringify(input.payload)}::jsonb,
        ${JSON.stringify(input.changes)}::jsonb, ${input.reason}, ${input.requestedBy})
      on conflict do nothing returning id`);
    return r.rows.length ? id : undefined;
  }

  async find(id: string): Promise<MoneyRequestRow | undefined> {
    const r = await this.db.execute(sql`select ${COLUMNS} from money_requests r ${JOINS} where r.id = ${id}`);
    return r.rows[0] as unknown as MoneyRequestRow | undefined;
  }

  async page(filter: { state: number; kind?: string }, offset: number, limit: number) {
    const parts: SQL[] = [sql`true`];
    if (filter.state) parts.push(sql`r.state = ${filter.state}`);
    if (filter.kind) parts.push(sql`r.kind = ${filter.kind}`);
    const where = sql.join(parts, sql` and `);
    const [rows, count, pending] = await Promise.all([
      this.db.execute(sql`select ${COLUMNS} from money_requests r ${JOINS} where ${where}
        order by r.requested_at desc, r.id desc limit ${limit} offset ${offset}`),
      this.db.execute(sql`select count(*)::int as n from money_requests r where ${where}`),
      this.db.execute(sql`select count(*)::int as n from money_requests where state = 1`),
    ]);
    return {
      rows: rows.rows as unknown as MoneyRequestRow[],
      total: Number((count.rows[0] as { n: number }).n),
      pending: Number((pending.rows[0] as { n: number }).n),
    };
  }

  /** Claims a pending (or interrupted) request for this approver; false when another decision came first. */
  async claim(id: string, deciderId: string, reason: string, transferReference: string): Promise<boolean> {
    const r = await this.db.execute(sql`update money_requests set state = 4, decided_by = ${deciderId}, decided_at = now(),
      decision_reason = ${reason}, transfer_reference = ${transferReference || null}
      where id = ${id} and (state = 1 or (state = 4 and decided_by = ${deciderId})) and requested_by <> ${deciderId} returning id`);
    return r.rows.length > 0;
  }

  async finish(id: string, result: { text: string; id: string }): Promise<void> {
    await this.db.execute(
      sql`update money_requests set state = 2, result = ${result.text}, result_id = ${result.id} where id = ${id} and state = 4`,
    );
  }

  /** The effect was refused (the delivery moved, the balance is short…): the request waits again, undecided. */
  async release(id: string): Promise<void> {
    await this.db.execute(sql`update money_requests set state = 1, decided_by = null, decided_at = null, decision_reason = null,
      transfer_reference = null where id = ${id} and state = 4`);
  }

  async refuse(id: string, deciderId: string, reason: string): Promise<boolean> {
    const r = await this.db.execute(sql`update money_requests set state = 3, decided_by = ${deciderId}, decided_at = now(),
      decision_reason = ${reason} where id = ${id} and state = 1 and requested_by <> ${deciderId} returning id`);
    return r.rows.length > 0;
  }
}
