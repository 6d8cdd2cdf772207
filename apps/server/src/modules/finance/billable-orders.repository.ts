import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BillableOrderFilter, BillableOrderRow, BillableOrders } from '../coins/billable-orders.port';

/**
 * Finance's side of the coins module's BillableOrders port (the monthly ledger): delivery records
 * of a firm's consultants in a time range, read on the `(firm_id, occurred_at, id)` index.
 */
export class BillableOrdersRepository implements BillableOrders {
  constructor(private readonly db: Db) {}

  private where(f: BillableOrderFilter): SQL {
    const parts = [sql`d.firm_id = ${f.firmId}`, sql`d.occurred_at >= ${f.from}`, sql`d.occurred_at < ${f.to}`];
    if (f.hunterIds !== null) {
      parts.push(
        f.hunterIds.length === 0
          ? sql`false`
          : sql`d.hunter_id in (${sql.join(
              f.hunterIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
    }
    return sql.join(parts, sql` and `);
  }

  async page(f: BillableOrderFilter, limit: number, offset: number) {
    const where = this.where(f);
    const [rows, count] = await Promise.all([
      this.db.execute(sql`select d.id, d.order_id as "orderId", d.model, d.state,
          (d.amount - d.reversed_amount)::float8 as "feeFen", d.candidate_name as "candidateName",
          d.position_name as "positionName", coalesce(u.cname, '') as "hunterName", d.occurred_at as "occurredAt"
        from deliveries d left join users u on u.id = d.hunter_id
        where ${where} order by d.occurred_at desc nulls last, d.id desc nulls last limit ${limit} offset ${offset}`),
      this.db.execute(sql`select count(*)::int as n from deliveries d where ${where}`),
    ]);
    return {
      rows: (rows.rows as unknown as BillableOrderRow[]).map((r) => ({
        ...r,
        feeFen: Number(r.feeFen),
        occurredAt: new Date(r.occurredAt),
      })),
      total: Number((count.rows[0] as { n: number }).n),
    };
  }

  async totals(f: BillableOrderFilter) {
    const r = await this.db.execute(sql`select d.model, count(*)::int as count,
        coalesce(sum(d.amount - d.reversed_amount), 0)::float8 as "feeFen"
      from deliveries d where ${this.where(f)} group by d.model`);
    return (r.rows as unknown as { model: number; count: number; feeFen: number }[]).map((x) => ({
      model: Number(x.model),
      count: Number(x.count),
      feeFen: Number(x.feeFen),
    }));
  }
}
