import { and, asc, count, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { coinBalances, coinEntries, coinMovements, orders, teams, users } from '../../db/schema/tables';
import type { Tx } from './ledger.repository';

const other = alias(coinEntries, 'other');
const otherUser = alias(users, 'other_user');
const actor = alias(users, 'actor');

/** The coin reads of a firm: balances are kept beside the entries by the ledger (ledger.repository.ts). */
export class CoinsRepository {
  constructor(private readonly db: Db) {}

  /** All coins held inside a firm: its pool, its teams and its consultants. */
  async totalOfFirm(firmId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${coinBalances.balance}), 0)::bigint` })
      .from(coinBalances)
      .where(and(eq(coinBalances.firmId, firmId), eq(coinBalances.asset, 'coin'), sql`${coinBalances.account} not like 'deposit:%'`));
    return Number(row?.n ?? 0);
  }

  /** The firm's pool: coins the platform credited and the manager has not handed out yet. */
  async firmPool(firmId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: coinBalances.balance })
      .from(coinBalances)
      .where(and(eq(coinBalances.account, `firm:${firmId}`), eq(coinBalances.asset, 'coin')));
    return Number(row?.n ?? 0);
  }

  /** A consultant of the firm as the transfer rules need them; undefined for anyone outside it. */
  async consultant(firmId: string, userId: string) {
    const [row] = await this.db
      .select({ id: users.id, cname: users.cname, status: users.status, teamId: users.teamId, roleCode: users.roleCode })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.firmId, firmId), eq(users.kind, 'consultant')));
    return row;
  }

  /** Open consultants of the firm with their team, for the receiver tree; `userIds` null means the whole firm. */
  async members(firmId: string, userIds: readonly string[] | null) {
    const rows = await this.db
      .select({ id: users.id, cname: users.cname, teamId: users.teamId, teamName: teams.name, teamCreatedAt: teams.createdAt })
      .from(users)
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(
        and(
          eq(users.firmId, firmId),
          eq(users.kind, 'consultant'),
          eq(users.status, 'open'),
          userIds === null ? undefined : userIds.length ? inArray(users.id, [...userIds]) : sql`false`,
        ),
      );
    return rows.map((r) => ({ ...r, teamOrder: r.teamCreatedAt?.getTime() ?? 0, status: 'open' as const }));
  }

  /** A live team of the firm with its leader. */
  async team(firmId: string, teamId: string) {
    const [row] = await this.db
      .select({ id: teams.id, name: teams.name, leaderId: teams.leaderId })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.firmId, firmId), isNull(teams.dismissedAt)));
    return row;
  }

  /** One account's entries, newest first, each with the account on the other side and its owner's name. */
  async movements(account: string, asset: string, onlyReasons: readonly string[] | null, limit: number, offset: number) {
    const where = and(
      eq(coinEntries.account, account),
      eq(coinEntries.asset, asset),
      onlyReasons ? inArray(coinMovements.kind, [...onlyReasons]) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: coinMovements.id,
          time: coinEntries.createdAt,
          reason: coinMovements.kind,
          amount: coinEntries.amount,
          balanceAfter: coinEntries.balanceAfter,
          note: coinMovements.note,
          otherAccount: other.account,
          otherUser: otherUser.cname,
          otherTeam: teams.name,
        })
        .from(coinEntries)
        .innerJoin(coinMovements, eq(coinMovements.id, coinEntries.movementId))
        .innerJoin(other, and(eq(other.movementId, coinEntries.movementId), sql`${other.id} <> ${coinEntries.id}`))
        .leftJoin(otherUser, eq(otherUser.id, other.userId))
        .leftJoin(teams, eq(teams.id, other.teamId))
        .where(where)
        .orderBy(desc(coinEntries.seq))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(coinEntries).innerJoin(coinMovements, eq(coinMovements.id, coinEntries.movementId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Consultants with their coins; `userIds` null means the whole firm. Richest first. */
  async userCoins(firmId: string, userIds: readonly string[] | null, teamId: string | null, limit: number, offset: number) {
    const where = and(
      eq(users.firmId, firmId),
      eq(users.kind, 'consultant'),
      userIds === null ? undefined : userIds.length ? inArray(users.id, [...userIds]) : sql`false`,
      teamId ? eq(users.teamId, teamId) : undefined,
    );
    const balance = sql<number>`coalesce(${coinBalances.balance}, 0)`;
    const joined = and(eq(coinBalances.account, sql`'user:' || ${users.id}`), eq(coinBalances.asset, 'coin'));
    const [rows, [agg]] = await Promise.all([
      this.db
        .select({
          userId: users.id,
          cname: users.cname,
          roleCode: users.roleCode,
          status: users.status,
          groupName: teams.name,
          coins: balance,
        })
        .from(users)
        .leftJoin(teams, eq(teams.id, users.teamId))
        .leftJoin(coinBalances, joined)
        .where(where)
        .orderBy(desc(balance), asc(users.cname), asc(users.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: count(), sum: sql<number>`coalesce(sum(${coinBalances.balance}), 0)::bigint` })
        .from(users)
        .leftJoin(coinBalances, joined)
        .where(where),
    ]);
    return { rows, total: agg?.n ?? 0, sum: Number(agg?.sum ?? 0) };
  }

  /** The team pools of the firm; `teamIds` null means every live team. */
  async teamPools(firmId: string, teamIds: readonly string[] | null) {
    return this.db
      .select({ teamId: teams.id, teamName: teams.name, coins: sql<number>`coalesce(${coinBalances.balance}, 0)` })
      .from(teams)
      .leftJoin(coinBalances, and(eq(coinBalances.account, sql`'team:' || ${teams.id}`), eq(coinBalances.asset, 'coin')))
      .where(
        and(
          eq(teams.firmId, firmId),
          isNull(teams.dismissedAt),
          teamIds === null ? undefined : teamIds.length ? inArray(teams.id, [...teamIds]) : sql`false`,
        ),
      )
      .orderBy(asc(teams.createdAt), asc(teams.id));
  }

  /** What left the firm's pool to its teams and consultants (manager charges), newest first. */
  async charges(firmId: string, limit: number, offset: number) {
    const where = and(eq(coinMovements.fromAccount, `firm:${firmId}`), eq(coinMovements.asset, 'coin'), eq(coinMovements.kind, 'charge'));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: coinMovements.id,
          time: coinMovements.createdAt,
          toAccount: coinMovements.toAccount,
          amount: coinMovements.amount,
          note: coinMovements.note,
          toUser: otherUser.cname,
          toTeam: teams.name,
          actorName: actor.cname,
        })
        .from(coinMovements)
        .leftJoin(otherUser, and(like(coinMovements.toAccount, 'user:%'), eq(sql`'user:' || ${otherUser.id}`, coinMovements.toAccount)))
        .leftJoin(teams, and(like(coinMovements.toAccount, 'team:%'), eq(sql`'team:' || ${teams.id}`, coinMovements.toAccount)))
        .leftJoin(actor, eq(actor.id, coinMovements.actorId))
        .where(where)
        .orderBy(desc(coinMovements.createdAt), desc(coinMovements.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(coinMovements).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * The coins into and out of consultants' accounts of a firm (those in `userIds`, or all) in a
   * time range, per reason: the monthly ledger's coin side.
   */
  async coinsByReason(firmId: string, userIds: readonly string[] | null, from: Date, to: Date) {
    const who =
      userIds === null
        ? sql`e.user_id is not null`
        : userIds.length === 0
          ? sql`false`
          : sql`e.user_id in (${sql.join(
              userIds.map((id) => sql`${id}`),
              sql`, `,
            )})`;
    const r = await this.db.execute<{ reason: string; in: string; out: string }>(sql`
      select m.kind as reason, coalesce(sum(e.amount) filter (where e.amount > 0), 0) as in,
        coalesce(-sum(e.amount) filter (where e.amount < 0), 0) as out
      from coin_entries e join coin_movements m on m.id = e.movement_id
      where e.firm_id = ${firmId} and e.asset = 'coin' and ${who} and e.created_at >= ${from} and e.created_at < ${to}
      group by m.kind order by m.kind`);
    return r.rows.map((x) => ({ reason: x.reason, in: Number(x.in), out: Number(x.out) }));
  }

  /** The consultant an order is with and their firm, read in the state log's transaction (the onboarding bonus). */
  async orderConsultant(tx: Tx, orderId: string) {
    const [row] = await tx.select({ firmId: orders.firmId, hunterId: orders.hunterId }).from(orders).where(eq(orders.id, orderId));
    return row;
  }

  /** The transfer a key names, to answer a repeated request with the first one. */
  async transferByKey(key: string) {
    const [row] = await this.db
      .select({ id: coinMovements.id, toAccount: coinMovements.toAccount, amount: coinMovements.amount })
      .from(coinMovements)
      .where(eq(coinMovements.onceKey, key));
    return row;
  }
}
