/**
 * talent (bindings part): a consultant's bindings — candidates taken from the talent pool or the
 * shared resume library into their talent library — with the capability, the bound list,
 * release, contact requests and the delivery list (spec 000 §7 Binding and delivery), and the
 * add itself (POST /talentLibary/add/{commonUserId}, spec 001).
 */

import { RoleCode } from '@hh/domain/accounts/role';
import { bindingEndpoints as api } from '@hh/domain/talent/talent.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { BindingsService } from './bindings.service';
import type { TalentLibraryService } from './talent-library.service';

const LEADER_ROLES = [RoleCode.teamLeader, RoleCode.cityLeader, RoleCode.manager];

export function bindingsRoutes(router: Router, bindings: BindingsService, library: TalentLibraryService): void {
  router.consultant(api.capability, async ({ actor }) => ok(await bindings.capability(actor)));
  router.consultant(api.list, async ({ actor, scope, query }) => ok(await bindings.list(actor, scope, query)));
  router.consultant(api.release, async ({ actor, scope, params }) => {
    await bindings.release(actor, scope, params.id);
    return ok(null, '已释放该候选人');
  });

  router.consultant(api.addToLibrary, async ({ actor, params }) => {
    const answer = await library.add(actor, params.commonUserId);
    return ok(answer.data, answer.message);
  });

  router.consultant(api.askContact, async ({ actor, scope, body }) => ok(await bindings.askContact(actor, scope, body)));
  router.consultant(api.asks, async ({ scope, query }) => ok(await bindings.asks(scope, query)), LEADER_ROLES);

  router.consultant(api.deliveries, async ({ actor, query }) => ok(await bindings.deliveries(actor, query)));
}
