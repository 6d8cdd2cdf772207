import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { teams, users } from '../../db/schema/tables';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TeamFilter {
  /** Only this team (a team leader's view); null for every team of the firm. */
  teamId: string | null;
  createdFrom: Date | null;
  createdTo: Date | null;
  /** Teams with an account whose phone contains these digits. */
  phone: string | null;
}

const leader = alias(users, 'leader');

/** Teams of a firm. Dismissed teams are kept (their name is free again) but never listed. */
export class TeamsRepository {
  constructor(private readonly db: Db) {}

  /** The live teams of one firm: the reads through it carry the firm's filter themselves. */
  for(tenant: { firmId: string }) {
    const { firmId } = tenant;
    return {
      list: (filter: TeamFilter) => this.list(firmId, filter),
      find: (teamId: string, tx?: Tx) => this.find(firmId, teamId, tx),
      takenNames: (names: readonly string[], exceptId?: string, tx?: Tx) => this.takenNames(firmId, names, exceptId, tx),
    };
  }

  transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  /** Live teams with their leader and open / closed member counts, oldest first. */
  private async list(firmId: string, filter: TeamFilter) {
    const conditions = [eq(teams.firmId, firmId), isNull(teams.dismissedAt)];
    if (filter.teamId) conditions.push(eq(teams.id, filter.teamId));
    if (filter.createdFrom) conditions.push(gte(teams.createdAt, filter.createdFrom));
    if (filter.createdTo) conditions.push(lte(teams.createdAt, filter.createdTo));
    if (filter.phone) {
      conditions.push(sql`exists (select 1 from ${users} m where m.team_id = ${teams.id} and strpos(m.phone, ${filter.phone}) > 0)`);
    }
    return this.db
      .select({
        id: teams.id,
        groupName: teams.name,
        leaderId: teams.leaderId,
        leaderName: leader.cname,
        leaderPhone: leader.phone,
        createdAt: teams.createdAt,
        memberCount: sql<number>`(select count(*) from ${users} m where m.team_id = ${teams.id} and m.status = 'open')`.mapWith(Number),
        closedCount: sql<number>`(select count(*) from ${users} m where m.team_id = ${teams.id} and m.status = 'closed')`.mapWith(Number),
      })
      .from(teams)
      .leftJoin(leader, eq(leader.id, teams.leaderId))
      .where(and(...conditions))
      .orderBy(asc(teams.createdAt), asc(teams.name));
  }

  /** One live team of the firm with its leader's name; inside a transaction it is locked until the end. */
  private async find(firmId: string, teamId: string, tx?: Tx) {
    const query = (tx ?? this.db)
      .select({ id: teams.id, name: teams.name, leaderId: teams.leaderId, leaderName: leader.cname })
      .from(teams)
      .leftJoin(leader, eq(leader.id, teams.leaderId))
      .where(and(eq(teams.id, teamId), eq(teams.firmId, firmId), isNull(teams.dismissedAt)))
      .limit(1);
    const [row] = tx ? await query.for('update', { of: teams }) : await query;
    return row;
  }

  /** Which of these names a live team of the firm already has (other than `exceptId`). */
  private async takenNames(firmId: string, names: readonly string[], exceptId?: string, tx?: Tx): Promise<string[]> {
    if (names.length === 0) return [];
    const conditions = [eq(teams.firmId, firmId), isNull(teams.dismissedAt), inArray(teams.name, [...names])];
    if (exceptId) conditions.push(ne(teams.id, exceptId));
    const rows = await (tx ?? this.db)
      .select({ name: teams.name })
      .from(teams)
      .where(and(...conditions));
    return rows.map((r) => r.name);
  }

  async insert(tx: Tx, rows: { id: string; firmId: string; name: string }[]) {
    await tx.insert(teams).values(rows);
  }

  async rename(tx: Tx, teamId: string, name: string) {
    await tx.update(teams).set({ name }).where(eq(teams.id, teamId));
  }

  async setLeader(tx: Tx, teamId: string, leaderId: string | null) {
    await tx.update(teams).set({ leaderId }).where(eq(teams.id, teamId));
  }

  /** Marks the team dismissed and takes every account out of it; returns the accounts that were in it. */
  async dismiss(tx: Tx, teamId: string): Promise<string[]> {
    await tx.update(teams).set({ dismissedAt: new Date(), leaderId: null }).where(eq(teams.id, teamId));
    const moved = await tx.update(users).set({ teamId: null }).where(eq(users.teamId, teamId)).returning({ id: users.id });
    return moved.map((m) => m.id);
  }
}
