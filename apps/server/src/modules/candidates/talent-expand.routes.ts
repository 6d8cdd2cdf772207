/** The talent list's expand list (spec 000 §7 "expand list"): a page's candidates at a glance. */
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { TalentExpandService } from './talent-expand.service';

export function talentExpandRoutes(router: Router, service: TalentExpandService): void {
  router.consultant(api.expandList, async ({ scope, query }) => ok(await service.expand(scope, query.ids)));
}
