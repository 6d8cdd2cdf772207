import { count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coinMovements, firms } from '../../db/schema/tables';

/**
 * The console's reads of the ledger, across firms on purpose: only platform admins reach them
 * (coins-ops.routes.ts), to credit firms and check the whole ledger.
 */
export class CoinsOpsRepository {
  constructor(private readonly db: Db) {}

  async firms() {
    const rows = await this.db.execute<{ firm_id: string; firm_name: string; pool: string; held: string; deposit: string }>(sql`
      select f.id as firm_id, f.name as firm_name,
        coalesce(sum(b.balance) filter (where b.asset = 'coin' and b.account = 'firm:' || f.id), 0) as pool,
        coalesce(sum(b.balance) filter (where b.asset = 'coin' and (b.account like 'user:%' or b.account like 'team:%')), 0) as held,
        coalesce(sum(b.balance) filter (where b.asset = 'fen' and b.account = 'deposit:' || f.id), 0) as deposit
      from ${firms} f left join coin_balances b on b.firm_id = f.id
      group by f.id, f.name, f.created_at order by f.created_at, f.id`);
    return rows.rows.map((r) => ({
      firmId: r.firm_id,
      firmName: r.firm_name,
      pool: Number(r.pool),
      held: Number(r.held),
      depositFen: Number(r.deposit),
    }));
  }

  async firmExists(firmId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: firms.id }).from(firms).where(eq(firms.id, firmId));
    return row !== undefined;
  }

  /** Every transfer touching a firm (its pool, teams, people, deposit), newest first. */
  async firmLedger(firmId: string, limit: number, offset: number) {
    const where = or(
      eq(coinMovements.firmId, firmId),
      eq(coinMovements.fromAccount, `firm:${firmId}`),
      eq(coinMovements.toAccount, `firm:${firmId}`),
    );
    const [rows, [total]] = await Promise.all([
      this.db.execute<{
        id: string;
        time: Date;
        asset: string;
        kind: string;
        from_account: string;
        to_account: string;
        amount: string;
        note: string;
        reference: string | null;
        from_name: string | null;
        to_name: string | null;
      }>(sql`
        select m.id, m.created_at as time, m.asset, m.kind, m.from_account, m.to_account, m.amount, m.note, m.reference,
          coalesce(fu.cname, ft.name) as from_name, coalesce(tu.cname, tt.name) as to_name
        from coin_movements m
        left join coin_entries fe on fe.movement_id = m.id and fe.amount < 0
        left join coin_entries te on te.movement_id = m.id and te.amount > 0
        left join users fu on fu.id = fe.user_id
        left join teams ft on ft.id = fe.team_id
        left join users tu on tu.id = te.user_id
        left join teams tt on tt.id = te.team_id
        where m.firm_id = ${firmId} or m.from_account = ${`firm:${firmId}`} or m.to_account = ${`firm:${firmId}`}
        order by m.created_at desc, m.id desc limit ${limit} offset ${offset}`),
      this.db.select({ n: count() }).from(coinMovements).where(where),
    ]);
    return { rows: rows.rows, total: total?.n ?? 0 };
  }

  /** The ledger's invariants over every account (the admin check). */
  async check() {
    const [drift, [counts], issued] = await Promise.all([
      this.db.execute<{ account: string; asset: string; balance: string; entries: string }>(sql`
        select coalesce(b.account, e.account) as account, coalesce(b.asset, e.asset) as asset,
          coalesce(b.balance, 0) as balance, coalesce(e.s, 0) as entries
        from coin_balances b
        full join (select account, asset, sum(amount) as s from coin_entries group by account, asset) e
          on e.account = b.account and e.asset = b.asset
        where coalesce(b.balance, 0) <> coalesce(e.s, 0) limit 100`),
      this.db
        .execute<{ accounts: number; transfers: number; unbalanced: number; negative: number }>(sql`
        select (select count(*)::int from coin_balances) as accounts,
          (select count(*)::int from coin_movements) as transfers,
          (select count(*)::int from (select movement_id from coin_entries group by movement_id
            having sum(amount) <> 0 or count(*) <> 2) x) as unbalanced,
          (select count(*)::int from coin_balances where balance < 0 and account <> 'platform') as negative`)
        .then((r) => r.rows),
      this.db.execute<{ asset: string; held: string }>(sql`
        select asset, coalesce(sum(balance) filter (where account <> 'platform'), 0) as held from coin_balances group by asset`),
    ]);
    return {
      drift: drift.rows.map((r) => ({ account: r.account, asset: r.asset, balance: Number(r.balance), entries: Number(r.entries) })),
      accounts: counts?.accounts ?? 0,
      transfers: counts?.transfers ?? 0,
      unbalanced: counts?.unbalanced ?? 0,
      negative: counts?.negative ?? 0,
      held: Object.fromEntries(issued.rows.map((r) => [r.asset, Number(r.held)])) as Record<string, number>,
    };
  }
}
