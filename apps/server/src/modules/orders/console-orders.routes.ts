/**
 * The platform console's order pipeline (orders module, served under /api/ops): the PM's and assistant's list of orders by stage, the
 * review of recommendations, and every move on the employer's side (interviews, offers,
 * onboarding, termination), with the state log and the recommendation report.
 */

import type { StaffRole } from '@hh/domain/accounts/role';
import { consoleOrderEndpoints as api } from '@hh/domain/orders/console-orders.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { OpsOrdersService } from './console-orders.service';

export function opsOrdersRoutes(router: Router, service: OpsOrdersService): void {
  router.staff(api.list, async ({ actor, body }) => ok(await service.list(actor, body)), 'orders');
  router.staff(api.counts, async ({ actor }) => ok(await service.counts(actor)), 'orders');
  router.staff(api.move, async ({ actor, body }) => ok(await service.move(actor, body), '订单状态已更新'), 'orders');
  router.staff(api.logs, async ({ actor, params }) => ok(await service.logs(actor, params.id)), 'orders');
  router.staff(api.report, async ({ actor, params }) => ok(await service.report(actor, params.id)), 'orders');
}
