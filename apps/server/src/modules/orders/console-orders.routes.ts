/**
 * The platform console's order pipeline (orders module, served under /api/ops): the PM's and assistant's list of orders by stage, the
 * review of recommendations, and every move on the employer's side (interviews, offers,
 * onboarding, termination), with the state log and the recommendation report.
 */

import { consoleOrderEndpoints as api } from '@hh/domain/orders/console-orders.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import { changedFields } from '../../platform/staff-audit';
import type { OpsOrdersService } from './console-orders.service';

export function opsOrdersRoutes(router: Router, service: OpsOrdersService): void {
  router.staff(api.list, async ({ actor, body }) => ok(await service.list(actor, body)), 'orders');
  router.staff(api.counts, async ({ actor }) => ok(await service.counts(actor)), 'orders');
  router.staff(
    api.move,
    async ({ actor, body, audit }) => {
      const { order, before, after } = await service.move(actor, body);
      audit.object('order', order.orderId);
      // The stage always; the details (interview, offer, reasons…) only where this move changed them.
      const [was, is] = changedFields(before, after);
      audit.change({ stage: before.stage, stageName: before.stageName, ...was }, { action: body.action, ...is });
      return ok(order, '订单状态已更新');
    },
    'orders',
  );
  router.staff(api.logs, async ({ actor, params }) => ok(await service.logs(actor, params.id)), 'orders');
  router.staff(api.report, async ({ actor, params }) => ok(await service.report(actor, params.id)), 'orders');
}
