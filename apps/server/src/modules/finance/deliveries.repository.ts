import type { DataScope } from '@hh/domain/accounts/scope';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DELIVERY_COLUMNS, DELIVERY_JOINS, type DeliveryRow } from './delivery-sql.repository';

export interface DeliveryFilter {
  /** The start of a China day, and the start of the day after the last (the service's `range`). */
  from: Date;
  to: Date;
  state?: number;
  model?: number;
}

/**
 * A firm's delivery records, read for a manager's scope (the firm): the repository carries the
 * firm filter itself. The list is `(firm_id, occurred_at, id)` index order (the ORDER BY spells the
 * index's DESC NULLS LAST, or PostgreSQL sorts every match to take 20); its total and the cards
 * are summed from `delivery_day_counts` (one row per firm, China day, model and state, kept by
 * triggers), so a three-year range costs a few hundred rows, not a count of every record.
 */
export class DeliveriesRepository {
  private constructor(
    private readonly db: Db,
    private readonly firmId: string,
  ) {}

  static for(db: Db, scope: DataScope): DeliveriesRepository {
    // Finance is the whole firm's money: only a firm-wide scope (the manager) reads it.
    if (scope.kind !== 'firm') throw new Error('finance reads need a firm scope');
    return new DeliveriesRepository(db, scope.firmId);
  }

  private where(f: DeliveryFilter): SQL {
    const parts = [sql`d.firm_id = ${this.firmId}`, sql`d.occurred_at >= ${f.from}`, sql`d.occurred_at < ${f.to}`];
    if (f.state !== undefined) parts.push(sql`d.state = ${f.state}`);
    if (f.model !== undefined) parts.push(sql`d.model = ${f.model}`);
    return sql.join(parts, sql` and `);
  }

  /** The filter over the per-day counters: whole China days, as the list's filter always is. */
  private countsWhere(f: DeliveryFilter): SQL {
    const parts = [
      sql`c.firm_id = ${this.firmId}`,
      sql`c.day >= ${formatChinaTime(f.from, 'YYYY-MM-DD')}`,
      sql`c.day < ${formatChinaTime(f.to, 'YYYY-MM-DD')}`,
    ];
    if (f.state !== undefined) parts.push(sql`c.state = ${f.state}`);
    if (f.model !== undefined) parts.push(sql`c.model = ${f.model}`);
    return sql.join(parts, sql` and `);
  }

  async page(f: DeliveryFilter, offset: number, limit: number): Promise<{ rows: DeliveryRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      // The page's ids from the covering index alone (deliveries_firm_time INCLUDE (model, state),
      // migration 0033): a deep offset skips index entries, not table rows; then its rows.
      this.db.execute(sql`select ${DELIVERY_COLUMNS} from (select d.id from deliveries d where ${this.where(f)}
          order by d.occurred_at desc nulls last, d.id desc nulls last limit ${limit} offset ${offset}) p
        join deliveries d on d.id = p.id ${DELIVERY_JOINS}
        order by d.occurred_at desc nulls last, d.id desc nulls last`),
      this.db.execute(sql`select coalesce(sum(c.n), 0)::int as n from delivery_day_counts c where ${this.countsWhere(f)}`),
    ]);
    return { rows: rows.rows as unknown as DeliveryRow[], total: Number((count.rows[0] as { n: number }).n) };
  }

  /** Sums per model: what stands (amount less reversals) and how many. */
  async totals(f: DeliveryFilter): Promise<{ model: number; sum: number; count: number }[]> {
    const r = await this.db.execute(sql`select c.model, coalesce(sum(c.net), 0)::float8 as sum, coalesce(sum(c.n), 0)::int as count
      from delivery_day_counts c where ${this.countsWhere(f)} group by c.model having sum(c.n) > 0`);
    return r.rows as unknown as { model: number; sum: number; count: number }[];
  }

  /** Per consultant of the firm (those picked, or all): counts and sums by model, and what was paid out. */
  async perConsultant(from: Date, to: Date, userIds: readonly string[]) {
    const pick =
      userIds.length > 0
        ? sql`and u.id in (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``;
    const r = await this.db.execute(sql`
      select u.id as "userId", u.cname as "userName",
        count(d.id) filter (where d.model = 1)::int as "interviewNum",
        coalesce(sum(d.amount - d.reversed_amount) filter (where d.model = 1), 0)::float8 as "interviewAmount",
        count(d.id) filter (where d.model = 2)::int as "entryNum",
        coalesce(sum(d.amount - d.reversed_amount) filter (where d.model = 2), 0)::float8 as "entryAmount",
        coalesce(sum(d.amount - d.reversed_amount) filter (where d.state = 3), 0)::float8 as "paidAmount"
      from users u
      left join deliveries d on d.hunter_id = u.id and d.firm_id = ${this.firmId} and d.occurred_at >= ${from} and d.occurred_at < ${to}
      where u.firm_id = ${this.firmId} ${pick}
      group by u.id, u.cname
      order by coalesce(sum(d.amount - d.reversed_amount), 0) desc, u.cname`);
    return r.rows as unknown as {
      userId: string;
      userName: string;
      interviewNum: number;
      interviewAmount: number;
      entryNum: number;
      entryAmount: number;
      paidAmount: number;
    }[];
  }
}
