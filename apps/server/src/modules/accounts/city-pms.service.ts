import { cityBindingProblem, cityPmProblem, unsetCityPmProblem } from '@hh/domain/accounts/account-rules';
import { RoleCode } from '@hh/domain/accounts/role';
import { conflict, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { SessionService } from '../auth/session.service';
import { ACCOUNT_MISSING, type AccountAdmin } from './account-admin';
import type { TeamsRepository, Tx } from './teams.repository';
import type { UsersRepository } from './users.repository';

/**
 * City leaders (spec 001 §4, §7: set/city/pm, unset/city/pm, cityPm/bind/userList): a city
 * leader reads the data of the accounts bound to them. The bindings are the leader's scope,
 * so they change in the same transaction as the role.
 */
export class CityPmsService {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
  ) {}

  /** Makes an account a city leader, bound to `userIds` (none is allowed: they can be bound later). */
  async set(admin: AccountAdmin, userId: string, userIds: readonly string[]): Promise<void> {
    await this.teams.transaction(async (tx) => {
      const [candidate] = await this.accounts(admin, [userId], tx);
      if (!candidate) throw notFound(ACCOUNT_MISSING);
      const problem = cityPmProblem(candidate);
      if (problem) throw conflict(problem);
      await this.users.setRole(tx, candidate.id, RoleCode.cityLeader);
      await this.bind(admin, { ...candidate, roleCode: RoleCode.cityLeader }, userIds, tx);
    });
    await this.sessions.refreshUsers([userId]);
  }

  async unset(admin: AccountAdmin, userId: string): Promise<void> {
    await this.teams.transaction(async (tx) => {
      const [target] = await this.accounts(admin, [userId], tx);
      if (!target) throw notFound(ACCOUNT_MISSING);
      const problem = unsetCityPmProblem(target);
      if (problem) throw conflict(problem);
      await this.users.setRole(tx, target.id, RoleCode.member);
      await this.users.replaceBindings(tx, target.id, []);
    });
    await this.sessions.refreshUsers([userId]);
  }

  /** Replaces the accounts bound to a city leader. */
  async bindUsers(admin: AccountAdmin, cityPmId: string, userIds: readonly string[]): Promise<{ bound: number }> {
    const unique = [...new Set(userIds)];
    await this.teams.transaction(async (tx) => {
      const [cityPm] = await this.accounts(admin, [cityPmId], tx);
      if (!cityPm) throw notFound(ACCOUNT_MISSING);
      await this.bind(admin, cityPm, unique, tx);
    });
    return { bound: unique.length };
  }

  private async bind(admin: AccountAdmin, cityPm: Parameters<typeof cityBindingProblem>[0], userIds: readonly string[], tx: Tx) {
    const unique = [...new Set(userIds)];
    const users = await this.accounts(admin, unique, tx);
    // An id of another firm, or of nothing, answers as missing: nothing is bound.
    if (users.length !== unique.length) throw notFound(ACCOUNT_MISSING);
    const problem = cityBindingProblem(cityPm, users);
    if (problem) throw conflict(problem);
    await this.users.replaceBindings(tx, cityPm.id, unique);
  }

  private accounts(admin: AccountAdmin, ids: readonly string[], tx: Tx) {
    if (ids.some((id) => !isId(id))) throw notFound(ACCOUNT_MISSING);
    return this.users.for(admin).facts(ids, tx);
  }
}
