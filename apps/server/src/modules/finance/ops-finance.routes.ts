/**
 * The console's finance (console-access: finance): deliveries and their moves, fee terms per position,
 * settlement bills, fines and the compensation calculator. A payout, a reversal, a fine, a bill sent
 * to a firm and a change of fee terms are money requests (money-requests.service.ts): these routes ask,
 * and /api/ops/approvals/decide makes them when another admin or finance member approves.
 */
import { opsFinanceEndpoints as api } from '@hh/domain/finance/finance.endpoints';
import type { MoneyRequest } from '@hh/domain/finance/money-request';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { StaffAuditNote } from '../../platform/staff-audit';
import type { ConsoleFinanceService } from './console-finance.service';
import type { FineService } from './fines.service';
import type { MoneyRequestsService } from './money-requests.service';

export function opsFinanceRoutes(router: Router, service: ConsoleFinanceService, fines: FineService, requests: MoneyRequestsService): void {
  router.staff(api.deliveries, async ({ query }) => ok(await service.list(query, query.pageNo, query.pageSize)), 'finance');
  router.staff(
    api.moveDelivery,
    async ({ actor, body, audit }) => {
      audit.object('delivery', body.deliveryId);
      if (body.action === 'payOut' || body.action === 'reverse') {
        const request = await requests.requestDeliveryMove(actor, { ...body, action: body.action });
        audit.change(null, { moneyRequest: request.id, kind: request.kind, amount: request.amount });
        return ok({ state: -1, stateName: '', reversedAmount: 0, request }, `已提交${request.kindName}申请，待另一位财务或管理员审批`);
      }
      const moved = await service.move(actor, body);
      audit.change(null, { state: moved.state });
      return ok({ ...moved, request: null }, `已更新为「${moved.stateName}」`);
    },
    'finance',
  );
  router.staff(api.feeTerms, async ({ query }) => ok(await service.feeTerms(query.keyword, query.pageNo, query.pageSize)), 'finance');
  router.staff(
    api.saveFeeTerms,
    async ({ actor, body, audit }) => {
      const { positionId, reason, ...terms } = body;
      return ok(submitted(audit, await requests.requestFeeTerms(actor, positionId, terms, reason)), SUBMITTED);
    },
    'finance',
  );
  router.staff(api.bills, async ({ query }) => ok(await service.billList(query.firmId, query.pageNo, query.pageSize)), 'finance');
  router.staff(
    api.buildBill,
    async ({ actor, body, audit }) => ok(submitted(audit, await requests.requestBill(actor, body)), SUBMITTED),
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
    async ({ actor, body, audit }) => ok(submitted(audit, await requests.requestFine(actor, body)), SUBMITTED),
    'finance',
  );
  router.staff(api.compensation, async ({ body }) => ok(await service.compensation(body)), 'finance');
}

const SUBMITTED = '已提交审批，待另一位财务或管理员审批后生效';

/** The audit row of a money request: the request it made, with its kind and amount. */
function submitted(audit: StaffAuditNote, request: MoneyRequest): MoneyRequest {
  audit.object('moneyRequest', request.id);
  audit.change(null, { kind: request.kind, amount: request.amount, subject: request.subject, changes: request.changes });
  return request;
}
