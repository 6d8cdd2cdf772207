/**
 * talent: the platform's talent pool and talent search (/index/talentSearch). Owns the pool's
 * search index (talent_index, kept by TalentPoolService), the search call and the tip labels'
 * reference data; the audited phone reveal of a pool person goes through the candidates module's
 * /sensitive/data/view with the pool access check and daily quota this module provides.
 */

import { talentSearchEndpoints as api } from '@hh/domain/talent/talent.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { TalentSearchService } from './talent-search.service';

export function talentSearchRoutes(router: Router, service: TalentSearchService): void {
  router.consultant(api.search, async ({ actor, body }) => ok(await service.search(actor, body)));
}
