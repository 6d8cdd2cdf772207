import { type DataScope, SCOPE_BY_ROLE } from '@hh/domain/accounts/scope';
import { type Actor, isConsultant } from '../../platform/actor';
import { forbidden } from '../../platform/errors';
import type { AccountsRepository } from './accounts.repository';

/**
 * Turns a session into a data scope (docs/ARCHITECTURE.md › One request): member → self; team
 * leader → their team; city leader → the users bound to them (and themselves); manager → the
 * whole firm.
 * Every read of tenant data takes the scope this returns.
 */
export class ScopeService {
  constructor(private readonly accounts: AccountsRepository) {}

  /** Synchronous for self and firm (nothing to look up), so a member's or manager's call does not wait for it. */
  resolve(actor: Actor): DataScope | Promise<DataScope> {
    // A rejected promise, not a throw: callers await the answer, whatever kind it is.
    if (!isConsultant(actor)) return Promise.reject(forbidden());
    const base = { firmId: actor.firmId, actorId: actor.userId };
    switch (SCOPE_BY_ROLE[actor.roleCode]) {
      case 'self':
        return { ...base, kind: 'self', userIds: [actor.userId] };
      case 'team':
        return this.teamScope(base, actor.teamId);
      case 'city':
        return this.accounts
          .cityBoundUserIds(actor.firmId, actor.userId)
          .then((ids): DataScope => ({ ...base, kind: 'city', userIds: [...new Set([actor.userId, ...ids])] }));
      case 'firm':
        return { ...base, kind: 'firm', userIds: null };
    }
  }

  private async teamScope(base: { firmId: string; actorId: string }, teamId: string | null): Promise<DataScope> {
    const ids = teamId ? await this.accounts.teamUserIds(base.firmId, teamId) : [];
    return { ...base, kind: 'team', userIds: [...new Set([base.actorId, ...ids])] };
  }
}
