/** The console's finance (platform staff): deliveries and their moves, fee terms per position, settlement bills. */

import { opsFinanceEndpoints as api } from '@hh/domain/finance/finance.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { ConsoleFinanceService } from './console-finance.service';

export function opsFinanceRoutes(router: Router, service: ConsoleFinanceService): void {
  router.staff(api.deliveries, async ({ query }) => ok(await service.list(query, query.pageNo, query.pageSize)));
  router.staff(api.moveDelivery, async ({ actor, body }) => {
    const moved = await service.move(actor, body);
    return ok(moved, `已${moved.stateName === '' ? '更新' : body.action === 'reverse' ? '冲销' : `更新为「${moved.stateName}」`}`);
  });
  router.staff(api.feeTerms, async ({ query }) => ok(await service.feeTerms(query.keyword, query.pageNo, query.pageSize)));
  router.staff(api.saveFeeTerms, async ({ actor, body }) => {
    const { positionId, ...terms } = body;
    return ok(await service.saveFeeTerms(actor, positionId, terms), '收费条款已保存');
  });
  router.staff(api.bills, async ({ query }) => ok(await service.billList(query.firmId, query.pageNo, query.pageSize)));
  router.staff(api.buildBill, async ({ actor, body }) => {
    const built = await service.buildBill(actor, body);
    return ok(built, `已生成账单 ${built.billNo}`);
  });
  router.staff(api.firms, async () => ok({ list: await service.firms() }));
}
