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

  async resolve(actor: Actor): Promise<DataScope> {
    if (!isConsultant(actor)) throw forbidden();
    const base = { firmId: actor.firmId, actorId: actor.userId };
    switch (SCOPE_BY_ROLE[actor.roleCode]) {
      case 'self':
        return { ...base, kind: 'self', userIds: [actor.userId] };
      case 'team': {
        const ids = actor.teamId ? await this.accounts.teamUserIds(actor.firmId, actor.teamId) : [];
        return { ...base, kind: 'team', userIds: [...new Set([actor.userId, ...ids])] };
      }
      case 'city': {
        const ids = await this.accounts.cityBoundUserIds(actor.firmId, actor.userId);
        return { ...base, kind: 'city', userIds: [...new Set([actor.userId, ...ids])] };
      }
      case 'firm':
        return { ...base, kind: 'firm', userIds: null };
    }
  }
}
