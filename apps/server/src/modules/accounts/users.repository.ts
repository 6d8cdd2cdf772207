import type { AccountFacts } from '@hh/domain/accounts/account-rules';
import { RoleCode } from '@hh/domain/accounts/role';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cityLeaderBindings, teams, users } from '../../db/schema/tables';
import type { Tx } from './teams.repository';

export interface UserFilter {
  /** Only this team's accounts (a team leader's view); null for the whole firm. */
  restrictTeamId: string | null;
  groupId: string | null;
  status: 'open' | 'closed' | null;
  roleCode: RoleCode | null;
  createdFrom: Date | null;
  createdTo: Date | null;
  phone: string | null;
}

const ledTeam = alias(teams, 'led_team');
const cityPm = alias(users, 'city_pm');

const accountColumns = {
  id: users.id,
  cname: users.cname,
  phone: users.phone,
  email: users.email,
  weixin: users.weixin,
  roleCode: users.roleCode,
  groupId: users.teamId,
  groupName: teams.name,
  status: users.status,
  createdAt: users.createdAt,
  closedAt: users.closedAt,
  isLeader: sql<boolean>`${teams.leaderId} is not distinct from ${users.id}`,
};

/** The firm's consultant accounts and city-leader bindings, as account management reads and writes them. */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  /**
   * The consultant accounts of one firm: the reads through it carry the firm's filter themselves.
   * The writes below take ids that a read through here has already found in the firm.
   */
  for(tenant: { firmId: string }) {
    const { firmId } = tenant;
    return {
      page: (filter: UserFilter, limit: number, offset: number) => this.page(firmId, filter, limit, offset),
      list: (filter: UserFilter, max: number) => this.list(firmId, filter, max),
      facts: (userIds: readonly string[], tx?: Tx) => this.facts(firmId, userIds, tx),
      treeMembers: (userIds: readonly string[] | null, teamId?: string) => this.treeMembers(firmId, userIds, teamId),
    };
  }

  private where(firmId: string, filter: UserFilter): SQL | undefined {
    const conditions = [eq(users.firmId, firmId), eq(users.kind, 'consultant')];
    if (filter.restrictTeamId) conditions.push(eq(users.teamId, filter.restrictTeamId));
    if (filter.groupId) conditions.push(eq(users.teamId, filter.groupId));
    if (filter.status) conditions.push(eq(users.status, filter.status));
    if (filter.roleCode) conditions.push(eq(users.roleCode, filter.roleCode));
    if (filter.createdFrom) conditions.push(gte(users.createdAt, filter.createdFrom));
    if (filter.createdTo) conditions.push(lte(users.createdAt, filter.createdTo));
    if (filter.phone) conditions.push(sql`strpos(${users.phone}, ${filter.phone}) > 0`);
    return and(...conditions);
  }

  /** One page of accounts, newest first, and the total. */
  private async page(firmId: string, filter: UserFilter, limit: number, offset: number) {
    const where = this.where(firmId, filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(accountColumns)
        .from(users)
        .leftJoin(teams, eq(teams.id, users.teamId))
        .where(where)
        .orderBy(desc(users.createdAt), asc(users.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Every matching account (the export and the pickers), newest first, at most `max`. */
  private async list(firmId: string, filter: UserFilter, max: number) {
    return this.db
      .select(accountColumns)
      .from(users)
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(this.where(firmId, filter))
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(max);
  }

  /** The city leaders each of these accounts is bound to. */
  async cityPmsOf(userIds: readonly string[]) {
    if (userIds.length === 0) return [];
    return this.db
      .select({ userId: cityLeaderBindings.userId, id: cityPm.id, cname: cityPm.cname })
      .from(cityLeaderBindings)
      .innerJoin(cityPm, eq(cityPm.id, cityLeaderBindings.leaderId))
      .where(inArray(cityLeaderBindings.userId, [...userIds]))
      .orderBy(asc(cityPm.cname));
  }

  /** The accounts each of these city leaders has bound. */
  async boundUsersOf(leaderIds: readonly string[]) {
    if (leaderIds.length === 0) return [];
    return this.db
      .select({ leaderId: cityLeaderBindings.leaderId, userId: cityLeaderBindings.userId })
      .from(cityLeaderBindings)
      .where(inArray(cityLeaderBindings.leaderId, [...leaderIds]));
  }

  /** What the account rules need about these accounts of the firm; inside a transaction they are locked until the end. */
  private async facts(firmId: string, userIds: readonly string[], tx?: Tx): Promise<(AccountFacts & { phone: string })[]> {
    if (userIds.length === 0) return [];
    const query = (tx ?? this.db)
      .select({
        id: users.id,
        cname: users.cname,
        phone: users.phone,
        roleCode: users.roleCode,
        teamId: users.teamId,
        status: users.status,
        ledTeamId: ledTeam.id,
        ledTeamName: ledTeam.name,
      })
      .from(users)
      .leftJoin(ledTeam, and(eq(ledTeam.leaderId, users.id), isNull(ledTeam.dismissedAt)))
      .where(and(eq(users.firmId, firmId), eq(users.kind, 'consultant'), inArray(users.id, [...userIds])));
    const rows = tx ? await query.for('update', { of: users }) : await query;
    return rows.map((r) => ({
      id: r.id,
      cname: r.cname,
      phone: r.phone,
      roleCode: (r.roleCode ?? RoleCode.member) as RoleCode,
      teamId: r.teamId,
      status: r.status,
      leadsTeam: r.ledTeamId ? { id: r.ledTeamId, name: r.ledTeamName ?? '' } : null,
    }));
  }

  /** Whether another account (any firm, staff too) already signs in with this phone. */
  async phoneTaken(phone: string, exceptId?: string, tx?: Tx): Promise<boolean> {
    const conditions = [eq(users.phone, phone)];
    if (exceptId) conditions.push(ne(users.id, exceptId));
    const [row] = await (tx ?? this.db)
      .select({ id: users.id })
      .from(users)
      .where(and(...conditions))
      .limit(1);
    return row !== undefined;
  }

  async insert(tx: Tx, row: typeof users.$inferInsert) {
    await tx.insert(users).values(row);
  }

  async update(
    tx: Tx,
    userId: string,
    changes: Partial<Pick<typeof users.$inferInsert, 'cname' | 'phone' | 'email' | 'weixin' | 'roleCode' | 'teamId' | 'passwordHash'>>,
  ) {
    await tx.update(users).set(changes).where(eq(users.id, userId));
  }

  async setStatus(tx: Tx, userId: string, status: 'open' | 'closed') {
    await tx
      .update(users)
      .set({ status, closedAt: status === 'closed' ? new Date() : null })
      .where(eq(users.id, userId));
  }

  async setRole(tx: Tx, userId: string, roleCode: RoleCode) {
    await tx.update(users).set({ roleCode }).where(eq(users.id, userId));
  }

  /** Replaces the accounts bound to a city leader; returns who was bound before. */
  async replaceBindings(tx: Tx, leaderId: string, userIds: readonly string[]): Promise<string[]> {
    const before = await tx
      .delete(cityLeaderBindings)
      .where(eq(cityLeaderBindings.leaderId, leaderId))
      .returning({ userId: cityLeaderBindings.userId });
    if (userIds.length) await tx.insert(cityLeaderBindings).values(userIds.map((userId) => ({ leaderId, userId })));
    return before.map((b) => b.userId);
  }

  /** Open and closed accounts with their team, for the group trees; `userIds` null means the whole firm. */
  private async treeMembers(firmId: string, userIds: readonly string[] | null, teamId?: string) {
    const conditions = [eq(users.firmId, firmId), eq(users.kind, 'consultant')];
    if (userIds !== null) conditions.push(userIds.length ? inArray(users.id, [...userIds]) : sql`false`);
    if (teamId) conditions.push(eq(users.teamId, teamId));
    return this.db
      .select({
        id: users.id,
        cname: users.cname,
        teamId: users.teamId,
        teamName: teams.name,
        teamCreatedAt: teams.createdAt,
        status: users.status,
      })
      .from(users)
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(and(...conditions));
  }
}
