/**
 * Choosing and recommending (orders module): the candidate-list search for a position, the
 * order check, the recommendation report (template, prefill, autoCheck, drafts, the order's
 * report) and the recommendation itself, and re-recommending an order's candidate elsewhere.
 */

import { recommendEndpoints as api } from '@hh/domain/orders/recommend.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { RecommendService } from './recommend.service';

export function recommendRoutes(router: Router, service: RecommendService): void {
  router.consultant(api.chooseList, async ({ actor, scope, body }) => ok(await service.chooseList(actor, scope, body)));
  router.consultant(api.ordersOfTalent, async ({ scope, query }) => ok(await service.ordersOfTalent(scope, query.userId)));
  router.consultant(api.check, async ({ actor, scope, query }) => ok(await service.check(actor, scope, query.positionId, query.userId)));
  router.consultant(api.template, async ({ query }) => ok(await service.template(query.positionId)));
  router.consultant(api.templateData, async ({ scope, query }) => ok(await service.templateData(scope, query.positionId, query.userId)));
  router.consultant(api.autoCheck, async ({ body }) => ok(await service.autoCheck(body.positionId, body.content)));
  router.consultant(api.modifyReport, async ({ actor, scope, body }) => {
    await service.modifyReport(actor, scope, body);
    return ok(null, '推荐报告已修改');
  });
  router.consultant(api.resumeInfo, async ({ scope, params }) => ok(await service.resumeInfo(scope, params.refId.replace(/\.json$/, ''))));
  router.consultant(api.reportOfOrder, async ({ scope, query }) => ok(await service.reportOfOrder(scope, query.orderId)));
  router.consultant(api.saveDraft, async ({ actor, scope, body }) => ok(await service.saveDraft(actor, scope, body), '推荐报告已保存'));
  router.consultant(api.reportsOfResume, async ({ actor, scope, params }) =>
    ok(await service.reportsOfResume(actor, scope, params.resumeId)),
  );
  router.consultant(api.recommend, async ({ actor, scope, body }) =>
    ok(await service.recommend(actor, scope, body), '推荐成功，等待平台审核'),
  );
  // Exempt from the request-time check (spec 000 §8): see platform/request-guard.ts.
  router.consultant(api.reRecommendList, async ({ actor, scope, params }) => ok(await service.reRecommendList(actor, scope, params.id)));
  router.consultant(api.reRecommend, async ({ actor, scope, body }) =>
    ok(await service.reRecommend(actor, scope, body.orderId, body.positionId), '已加入待沟通'),
  );
}
