import type { AccountQuery, TeamRow } from '@hh/domain/accounts/account-admin.schema';
import { type LeaderMode, leaderProblem, roleAfterLeading, roleAsLeader } from '@hh/domain/accounts/account-rules';
import { RoleCode } from '@hh/domain/accounts/role';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { isId, newId } from '../../platform/ids';
import type { SessionService } from '../auth/session.service';
import { ACCOUNT_MISSING, type AccountAdmin, createdRange, restrictedTeam, TEAM_MISSING } from './account-admin';
import type { TeamsRepository } from './teams.repository';
import type { UsersRepository } from './users.repository';

/**
 * Teams of a firm (spec 001 §4, §7): the list, the name check, adding several at once,
 * renaming, dismissing, and adding or changing the leader. Every write runs in one transaction
 * that locks the team, so two managers cannot give one team two leaders.
 */
export class TeamsService {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
  ) {}

  async list(admin: AccountAdmin, query: AccountQuery): Promise<TeamRow[]> {
    const teamId = restrictedTeam(admin);
    if (teamId === undefined) return [];
    const rows = await this.teams.for(admin).list({ teamId, phone: query.phone, ...createdRange(query.startDate, query.endDate) });
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
  }

  async nameExists(admin: AccountAdmin, name: string): Promise<boolean> {
    return (await this.teams.for(admin).takenNames([name])).length > 0;
  }

  async addBatch(admin: AccountAdmin, names: readonly string[]): Promise<{ id: string; groupName: string }[]> {
    const seen = new Set<string>();
    for (const name of names) {
      if (seen.has(name)) throw badRequest(`团队名称「${name}」重复了`);
      seen.add(name);
    }
    const rows = names.map((name) => ({ id: newId(), firmId: admin.firmId, name }));
    try {
      await this.teams.transaction(async (tx) => {
        const taken = await this.teams.for(admin).takenNames(names, undefined, tx);
        if (taken.length) throw conflict(`团队名称已存在：${taken.join('、')}`);
        await this.teams.insert(tx, rows);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('团队名称已存在，请换一个名称');
      throw error;
    }
    return rows.map((r) => ({ id: r.id, groupName: r.name }));
  }

  /** A manager renames any team of the firm; a team leader only their own (another team answers as missing). */
  async rename(admin: AccountAdmin, groupId: string, name: string): Promise<void> {
    this.assertReachable(admin, groupId);
    const members = await this.teams
      .transaction(async (tx) => {
        const team = await this.teams.for(admin).find(groupId, tx);
        if (!team) throw notFound(TEAM_MISSING);
        if (team.name === name) return [];
        if ((await this.teams.for(admin).takenNames([name], groupId, tx)).length) throw conflict(`团队名称「${name}」已存在`);
        await this.teams.rename(tx, groupId, name);
        return (await this.users.for(admin).treeMembers(null, groupId)).map((m) => m.id);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(`团队名称「${name}」已存在`);
        throw error;
      });
    // Signed-in members carry the team name in their cached session.
    await this.sessions.refreshUsers(members);
  }

  /**
   * Dismisses a team: its accounts (open and closed) become team-less (未分组) and keep their
   * candidates and orders; its leader becomes a member. The name is free again.
   */
  async dismiss(admin: AccountAdmin, groupId: string): Promise<{ moved: number }> {
    if (!isId(groupId)) throw notFound(TEAM_MISSING);
    const moved = await this.teams.transaction(async (tx) => {
      const team = await this.teams.for(admin).find(groupId, tx);
      if (!team) throw notFound(TEAM_MISSING);
      if (team.leaderId) {
        const [leader] = await this.users.for(admin).facts([team.leaderId], tx);
        if (leader) await this.users.setRole(tx, leader.id, roleAfterLeading(leader.roleCode));
      }
      return this.teams.dismiss(tx, groupId);
    });
    await this.sessions.refreshUsers(moved);
    return { moved: moved.length };
  }

  /**
   * Makes an account the team's leader (spec 001 §7 add/group/leader, change/group/leader). The
   * account joins the team; a former leader stays in it as a member.
   */
  async setLeader(admin: AccountAdmin, mode: LeaderMode, groupId: string, userId: string): Promise<void> {
    if (!isId(groupId)) throw notFound(TEAM_MISSING);
    if (!isId(userId)) throw notFound(ACCOUNT_MISSING);
    const touched = await this.teams.transaction(async (tx) => {
      const team = await this.teams.for(admin).find(groupId, tx);
      if (!team) throw notFound(TEAM_MISSING);
      const ids = team.leaderId && team.leaderId !== userId ? [userId, team.leaderId] : [userId];
      const facts = await this.users.for(admin).facts(ids, tx);
      const candidate = facts.find((f) => f.id === userId);
      if (!candidate) throw notFound(ACCOUNT_MISSING);
      const problem = leaderProblem(mode, { ...team, leaderName: team.leaderName ?? null }, candidate);
      if (problem) throw conflict(problem);
      const former = facts.find((f) => f.id === team.leaderId);
      if (former) await this.users.setRole(tx, former.id, roleAfterLeading(former.roleCode));
      await this.users.update(tx, candidate.id, { roleCode: roleAsLeader(candidate.roleCode), teamId: team.id });
      await this.teams.setLeader(tx, team.id, candidate.id);
      return facts.map((f) => f.id);
    });
    await this.sessions.refreshUsers(touched);
  }

  private assertReachable(admin: AccountAdmin, groupId: string) {
    if (!isId(groupId)) throw notFound(TEAM_MISSING);
    if (admin.role === RoleCode.teamLeader && admin.teamId !== groupId) throw notFound(TEAM_MISSING);
  }
}
