/** The console's finance (platform staff): deliveries and their moves, fee terms per position, settlement bills, fines and the compensation calculator. */

import { opsFinanceEndpoints as api } from '@hh/domain/finance/finance.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { ConsoleFinanceService } from './console-finance.service';
import type { FineService } from './fines.service';

export function opsFinanceRoutes(router: Router, service: ConsoleFinanceService, fines: FineService): void {
  router.staff(api.deliveries, async ({ query }) => ok(await service.list(query, query.pageNo, query.pageSize)), 'finance');
  router.staff(
    api.moveDelivery,
    async ({ actor, body }) => {
      const moved = await service.move(actor, body);
      return ok(moved, `已${moved.stateName === '' ? '更新' : body.action === 'reverse' ? '冲销' : `更新为「${moved.stateName}」`}`);
    },
    'finance',
  );
  router.staff(api.feeTerms, async ({ query }) => ok(await service.feeTerms(query.keyword, query.pageNo, query.pageSize)), 'finance');
  router.staff(
    api.saveFeeTerms,
    async ({ actor, body }) => {
      const { positionId, ...terms } = body;
      return ok(await service.saveFeeTerms(actor, positionId, terms), '收费条款已保存');
    },
    'finance',
  );
  router.staff(api.bills, async ({ query }) => ok(await service.billList(query.firmId, query.pageNo, query.pageSize)), 'finance');
  router.staff(
    api.buildBill,
    async ({ actor, body }) => {
      const built = await service.buildBill(actor, body);
      return ok(built, `已生成账单 ${built.billNo}`);
    },
    'finance',
  );
  router.staff(api.billDetail, async ({ query }) => ok(await service.billDetail(query.billId)), 'finance');
  router.staff(
    api.billConfirm,
    async ({ actor, body }) => {
      const { billId, ...invoice } = body;
      await service.confirmBill(actor, billId, invoice);
      return ok(null, '账单已确认');
    },
    'finance',
  );
  router.staff(api.firms, async () => ok({ list: await service.firms() }), 'finance');
  router.staff(api.fines, async ({ query }) => ok(await fines.list(query.firmId, query.pageNo, query.pageSize)), 'finance');
  router.staff(
    api.recordFine,
    async ({ actor, body }) => {
      const fine = await fines.recordAndRead({ ...body, actorId: actor.userId });
      return ok(fine, '罚款已记录，将从该公司下一期账单中扣减');
    },
    'finance',
  );
  router.staff(api.compensation, async ({ body }) => ok(await service.compensation(body)), 'finance');
}
