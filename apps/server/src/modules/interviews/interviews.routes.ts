/**
 * interviews: interview feedback (spec 001) — a consultant's booked interviews with today and
 * tomorrow marks, their reactions (0–3), the red point, and the home screen's interview prompt.
 */

import { interviewEndpoints as api } from '@hh/domain/interviews/interviews.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { InterviewsService } from './interviews.service';

export function interviewsRoutes(router: Router, service: InterviewsService): void {
  router.consultant(api.list, async ({ actor, query }) => ok(await service.list(actor, query.current, query.limit)));
  router.consultant(api.change, async ({ actor, query }) => {
    await service.change(actor, query.orderId, query.reaction);
    return ok(null, '面试反馈已更新');
  });
  router.consultant(api.havePoint, async ({ actor }) => ok(await service.havePoint(actor)));
  router.consultant(api.homeMessage, async ({ actor }) => ok(await service.homeMessage(actor)));
  router.consultant(api.confirm, async ({ actor }) => {
    await service.confirm(actor);
    return ok(null, '已确认');
  });
}
