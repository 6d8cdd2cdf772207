/**
 * positions: the employer positions the platform publishes, grouped in projects, as firms see
 * them — the position list and recommendations, the detail's introductions, the PM's contact,
 * the recommendation-report template, the resume sample and keyword highlighting. The platform
 * console's editors are in ops-*.routes.ts; orders on positions belong to the orders module.
 */

import { positionEndpoints as api } from '@hh/domain/positions/positions.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import { sendPdf } from './pdf-reply';
import type { PositionsService } from './positions.service';

export function positionsRoutes(router: Router, service: PositionsService): void {
  router.consultant(api.list, async ({ scope, body }) => ok(await service.list(scope, body)));
  router.consultant(api.recommended, async ({ scope }) => ok(await service.recommended(scope)));
  router.consultant(api.introduce, async ({ scope, params }) => ok(await service.introduce(scope, params.positionId)));
  router.consultant(api.projectIntroduce, async ({ query }) => ok(await service.projectIntroduce(query.projectId)));
  router.consultant(api.queryPms, async () => ok(await service.queryPms()));
  router.consultant(api.pmInfo, async ({ query }) => ok(await service.pmInfo(query.positionId)));

  // GET /api/order/rec/report/template is answered by the orders module's recommend routes (it
  // reads the template there for autoCheck too); PositionsService.template() gives the same answer.

  router.consultant(api.resumeSample, async ({ query, reply }) => sendPdf(reply, await service.resumeSample(query.positionId)));
  // Pure text work; the console's preview uses it too, so any signed-in user may call it.
  router.signedIn(api.keywordAnalysis, async ({ query }) => ok(service.keywordAnalysis(query.keyword)));
}
