/**
 * The console's queue of money requests (/ops/approvals 资金审批, console-access: approvals): who may
 * ask reads it; admins and finance decide, never on their own request (money-requests.service.ts).
 */
import { approvalEndpoints as api } from '@hh/domain/finance/approvals.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { MoneyRequestsService } from './money-requests.service';

export function approvalsRoutes(router: Router, requests: MoneyRequestsService): void {
  router.staff(api.list, async ({ actor, query }) => ok(await requests.list(actor, query)), 'approvals');
  router.staff(
    api.decide,
    async ({ actor, body, audit }) => {
      const decided = await requests.decide(actor, body);
      audit.object('moneyRequest', decided.id);
      audit.change(
        { state: '待审批', kind: decided.kind, amount: decided.amount, requestedBy: decided.requestedByName },
        { state: decided.stateName, reason: body.reason, transferReference: decided.transferReference, result: decided.result },
      );
      return ok(decided, body.approve ? `已审批通过：${decided.result}` : '已驳回该申请');
    },
    'approvals',
  );
}
