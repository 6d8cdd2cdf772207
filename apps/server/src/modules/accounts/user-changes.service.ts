import type { AddUser, ModifyUser } from '@hh/domain/accounts/account-admin.schema';
import { type AccountFacts, accountChangeProblem, closeProblem, openProblem, type TeamFacts } from '@hh/domain/accounts/account-rules';
import { RoleCode } from '@hh/domain/accounts/role';
import { isUniqueViolation } from '../../platform/db-errors';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { isId, newId } from '../../platform/ids';
import { hashPassword } from '../../platform/password';
import type { SessionService } from '../auth/session.service';
import { ACCOUNT_MISSING, type AccountAdmin, TEAM_MISSING } from './account-admin';
import type { TeamsRepository, Tx } from './teams.repository';
import type { UsersRepository } from './users.repository';

const PHONE_TAKEN = '该手机号已注册，请换一个手机号';

/**
 * Opening, editing, closing and reopening accounts (spec 001 §4, §7). Each change is checked
 * against the account rules inside the transaction that writes it, with the accounts and the
 * team locked; a closed account's sessions end at once on every instance, and its candidates
 * and orders stay where they are, to be handed over with the transfer calls.
 */
export class UserChangesService {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
  ) {}

  async add(admin: AccountAdmin, input: AddUser): Promise<{ id: string }> {
    const id = newId();
    const passwordHash = await hashPassword(input.password);
    await this.write(async (tx) => {
      if (await this.users.phoneTaken(input.phone, undefined, tx)) throw conflict(PHONE_TAKEN);
      const team = await this.teamOf(admin, input.groupId, tx);
      const problem = accountChangeProblem({ actorId: admin.actorId, before: null, roleCode: input.roleCode, team });
      if (problem) throw conflict(problem);
      await this.users.insert(tx, {
        id,
        kind: 'consultant',
        firmId: admin.firmId,
        teamId: team?.id ?? null,
        roleCode: input.roleCode,
        phone: input.phone,
        cname: input.cname,
        email: input.email,
        weixin: input.weixin,
        passwordHash,
      });
      if (input.roleCode === RoleCode.teamLeader && team) await this.teams.setLeader(tx, team.id, id);
    });
    return { id };
  }

  /**
   * A manager edits anything of an account of the firm; a team leader only the name and contacts
   * of their own team's accounts. A new password set here ends the account's sessions.
   */
  async modify(admin: AccountAdmin, input: ModifyUser): Promise<void> {
    if (!isId(input.id)) throw notFound(ACCOUNT_MISSING);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    await this.write(async (tx) => {
      const before = await this.one(admin, input.id, tx);
      if (admin.role === RoleCode.teamLeader) {
        if (before.teamId === null || before.teamId !== admin.teamId) throw notFound(ACCOUNT_MISSING);
        const untouched = before.phone === input.phone && before.roleCode === input.roleCode && before.teamId === input.groupId;
        if (!untouched || passwordHash) throw forbidden('团队长只能修改组员的姓名、邮箱和微信');
      }
      if (input.phone && (await this.users.phoneTaken(input.phone, before.id, tx))) throw conflict(PHONE_TAKEN);
      const team = await this.teamOf(admin, input.groupId, tx);
      const problem = accountChangeProblem({ actorId: admin.actorId, before, roleCode: input.roleCode, team });
      if (problem) throw conflict(problem);
      await this.users.update(tx, before.id, {
        cname: input.cname,
        phone: input.phone,
        email: input.email,
        weixin: input.weixin,
        roleCode: input.roleCode,
        teamId: team?.id ?? null,
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (input.roleCode === RoleCode.teamLeader && team && team.leaderId === null) await this.teams.setLeader(tx, team.id, before.id);
      // A city leader who is one no more keeps no bound accounts.
      if (before.roleCode === RoleCode.cityLeader && input.roleCode !== RoleCode.cityLeader)
        await this.users.replaceBindings(tx, before.id, []);
    });
    if (passwordHash) await this.sessions.endAllOf(input.id);
    else await this.sessions.refreshUsers([input.id]);
  }

  async close(admin: AccountAdmin, userId: string): Promise<void> {
    if (!isId(userId)) throw notFound(ACCOUNT_MISSING);
    await this.teams.transaction(async (tx) => {
      const target = await this.one(admin, userId, tx);
      const problem = closeProblem(admin.actorId, target);
      if (problem) throw conflict(problem);
      await this.users.setStatus(tx, userId, 'closed');
    });
    // Every session of the account ends now, on every instance (the shared store's sessions:ended).
    await this.sessions.endAllOf(userId);
  }

  /**
   * The platform closes an account on the third upheld complaint against it (spec 001 ›
   * Consultant account): not a firm's admin change, so the firm's account rules do not apply;
   * its sessions end at once like any closed account's.
   */
  async closeByPlatform(userId: string): Promise<void> {
    await this.teams.transaction((tx) => this.users.setStatus(tx, userId, 'closed'));
    await this.sessions.endAllOf(userId);
  }

  async open(admin: AccountAdmin, userId: string): Promise<void> {
    if (!isId(userId)) throw notFound(ACCOUNT_MISSING);
    await this.teams.transaction(async (tx) => {
      const target = await this.one(admin, userId, tx);
      const problem = openProblem(target);
      if (problem) throw conflict(problem);
      await this.users.setStatus(tx, userId, 'open');
    });
  }

  private async one(admin: AccountAdmin, userId: string, tx: Tx): Promise<AccountFacts & { phone: string }> {
    const [target] = await this.users.for(admin).facts([userId], tx);
    if (!target) throw notFound(ACCOUNT_MISSING);
    return target;
  }

  private async teamOf(admin: AccountAdmin, groupId: string | null, tx: Tx): Promise<TeamFacts | null> {
    if (groupId === null) return null;
    if (!isId(groupId)) throw notFound(TEAM_MISSING);
    const team = await this.teams.for(admin).find(groupId, tx);
    if (!team) throw notFound(TEAM_MISSING);
    return { id: team.id, name: team.name, leaderId: team.leaderId, leaderName: team.leaderName ?? null };
  }

  /** A transaction whose lost race on the phone's unique index reads as the phone being taken. */
  private async write(run: (tx: Tx) => Promise<void>): Promise<void> {
    try {
      await this.teams.transaction(run);
    } catch (error) {
      if (isUniqueViolation(error, 'users_phone')) throw conflict(PHONE_TAKEN);
      throw error;
    }
  }
}
