import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DELIVERY_COLUMNS, DELIVERY_JOINS, type DeliveryRow } from './delivery-sql.repository';
import type { Tx } from './finance-tx';

export interface LockedDelivery {
  id: string;
  firmId: string;
  state: number;
  amount: number;
  reversedAmount: number;
  guaranteeDays: number;
  occurredAt: Date | string;
  leftAt: Date | string | null;
  billId: string | null;
}

/**
 * The console's and the guarantee job's side of deliveries: reads across firms (platform staff
 * see every firm's records, the job settles every firm's failures) and the state writes, each a
 * compare-and-set under a row lock so a move can never skip or repeat.
 */
export class ConsoleDeliveriesRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  async page(filter: { firmId?: string; state?: number; model?: number }, offset: number, limit: number) {
    const parts: SQL[] = [sql`true`];
    if (filter.firmId) parts.push(sql`d.firm_id = ${filter.firmId}`);
    if (filter.state) parts.push(sql`d.state = ${filter.state}`);
    if (filter.model) parts.push(sql`d.model = ${filter.model}`);
    const where = sql.join(parts, sql` and `);
    const [rows, count] = await Promise.all([
      this.db.execute(sql`select ${DELIVERY_COLUMNS}, f.name as "firmName" from deliveries d ${DELIVERY_JOINS} join firms f on f.id = d.firm_id
        where ${where} order by d.occurred_at desc nulls last, d.id desc nulls last limit ${limit} offset ${offset}`),
      this.db.execute(sql`select count(*)::int as n from deliveries d where ${where}`),
    ]);
    return { rows: rows.rows as unknown as (DeliveryRow & { firmName: string })[], total: Number((count.rows[0] as { n: number }).n) };
  }

  /** One record with its names, for a money request's subject. */
  async find(id: string): Promise<(DeliveryRow & { firmName: string }) | undefined> {
    const r = await this.db.execute(sql`select ${DELIVERY_COLUMNS}, f.name as "firmName" from deliveries d ${DELIVERY_JOINS}
      join firms f on f.id = d.firm_id where d.id = ${id}`);
    return r.rows[0] as unknown as (DeliveryRow & { firmName: string }) | undefined;
  }

  async lock(tx: Tx, id: string): Promise<LockedDelivery | undefined> {
    const r =
      await tx.execute(sql`select id, firm_id as "firmId", state, amount::float8 as amount, reversed_amount::float8 as "reversedAmount",
      guarantee_days as "guaranteeDays", occurred_at as "occurredAt", left_at as "leftAt", bill_id as "billId"
      from deliveries where id = ${id} for update`);
    return r.rows[0] as unknown as LockedDelivery | undefined;
  }

  async setState(tx: Tx, id: string, from: number, to: number): Promise<void> {
    const stamp = to === 1 ? sql`approved_at` : to === 2 ? sql`received_at` : sql`paid_at`;
    await tx.execute(
      sql`update deliveries set state = ${to}, ${stamp} = now(), version = version + 1 where id = ${id} and state = ${from}`,
    );
  }

  async setReversed(tx: Tx, id: string, reversedAmount: number, note: string, settlesGuarantee: boolean): Promise<void> {
    await tx.execute(sql`update deliveries set reversed_amount = ${reversedAmount}, reversal_note = ${note}, version = version + 1
      ${settlesGuarantee ? sql`, guarantee_settled_at = now()` : sql``} where id = ${id}`);
  }

  /** Guarantee failures the job has still to settle, oldest first. */
  async pendingGuaranteeFailures(limit: number): Promise<string[]> {
    const r = await this.db.execute(
      sql`select id from deliveries where left_at is not null and guarantee_settled_at is null order by left_at limit ${limit}`,
    );
    return (r.rows as { id: string }[]).map((x) => x.id);
  }

  async markGuaranteeSettled(tx: Tx, id: string): Promise<void> {
    await tx.execute(sql`update deliveries set guarantee_settled_at = now() where id = ${id}`);
  }

  /** Fen a firm earned since `since`: its records approved or later (states 1–3), net of reversals. */
  async feesSince(firmId: string, since: Date): Promise<number> {
    const r = await this.db.execute(sql`select coalesce(sum(amount - reversed_amount), 0)::float8 as fees from deliveries
      where firm_id = ${firmId} and state in (1, 2, 3) and occurred_at >= ${since}`);
    return Number((r.rows[0] as { fees: number }).fees);
  }

  async firms(): Promise<{ id: string; name: string }[]> {
    const r = await this.db.execute(sql`select id, name from firms order by name`);
    return r.rows as { id: string; name: string }[];
  }
}
