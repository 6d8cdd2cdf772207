/**
 * orders: the consultant's side of the order pipeline — the four order lists of spec 000 §6 and
 * their tab counts, the state log, communication records, remarks, transfer, reject status and
 * recommit, termination, offers, storing in the talent library, and the complaint starting point.
 * Moves go through the stage machine of packages/domain/src/orders/stage-machine.ts.
 */

import { isLeader, ROLE_CODES } from '@hh/domain/accounts/role';
import { ORDER_LIST_KINDS } from '@hh/domain/orders/order.schema';
import { orderEndpoints as api } from '@hh/domain/orders/orders.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import { LIST_ROLES, type OrdersService } from './orders.service';

const LEADERS = ROLE_CODES.filter(isLeader);

export function ordersRoutes(router: Router, service: OrdersService): void {
  for (const kind of ORDER_LIST_KINDS) {
    router.consultant(
      api.lists[kind],
      async ({ actor, scope, body }) => ok(await service.list(actor, scope, kind, body)),
      LIST_ROLES[kind],
    );
  }
  router.consultant(api.counts, async ({ actor, scope, query }) => ok(await service.counts(actor, scope, query.kind, query)));

  router.consultant(api.stateLog, async ({ scope, query }) => ok(await service.stateLog(scope, query.orderId)));
  router.consultant(api.stateLogOfPerson, async ({ scope, body }) => ok(await service.stateLogOfPerson(scope, body.commonUserId)));
  router.consultant(api.notes, async ({ scope, query }) => ok(await service.notes(scope, query.orderId, query)));
  router.consultant(api.remark, async ({ actor, scope, body }) => {
    await service.setRemark(actor, scope, body.orderId, body.remark);
    return ok(null, '备注已保存');
  });
  router.consultant(api.appendChat, async ({ actor, scope, body }) => {
    await service.appendChat(actor, scope, body.orderId, body.content);
    return ok(null, '沟通记录已添加');
  });

  router.consultant(api.rejectStatus, async ({ scope, params }) => ok(await service.rejectStatus(scope, params.id)));
  router.consultant(api.recommit, async ({ actor, scope, params }) => {
    await service.recommit(actor, scope, params.id);
    return ok(null, '已重新提交，等待平台审核');
  });

  router.consultant(api.terminalReasons, async () => ok(service.terminalReasons()));
  router.consultant(api.terminate, async ({ actor, scope, body }) => {
    await service.terminate(actor, scope, body);
    return ok(null, '订单已终止');
  });
  router.consultant(api.saveOffer, async ({ actor, scope, body }) => {
    await service.saveOffer(actor, scope, body);
    return ok(null, 'offer信息已保存');
  });
  router.consultant(api.addToTalentLib, async ({ actor, scope, body }) => {
    await service.storeTalent(actor, scope, body.orderId);
    return ok(null, '已加入人才库');
  });
  router.consultant(
    api.switchHunter,
    async ({ actor, scope, body }) => ok(await service.switchHunter(actor, scope, [body.orderId], body.hunterId), '订单已转移'),
    LEADERS,
  );
  router.consultant(
    api.switchHunterBatch,
    async ({ actor, scope, body }) => ok(await service.switchHunter(actor, scope, body.orderIds, body.hunterId), '订单已转移'),
    LEADERS,
  );
  router.consultant(api.caseInfo, async ({ scope, query }) => ok(await service.caseInfo(scope, query.orderId)));
  router.consultant(api.consultants, async ({ scope }) => ok(await service.consultants(scope)));
}
