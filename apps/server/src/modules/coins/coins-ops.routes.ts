/** The platform console's ledger pages (/ops 金币账本): admins and finance (console-access: coins). */
import { coinOpsEndpoints as api } from '@hh/domain/coins/coins.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { CoinRequests } from './coin-requests.port';
import type { CoinsOpsService } from './coins-ops.service';

export function coinsOpsRoutes(router: Router, ops: CoinsOpsService, requests: CoinRequests): void {
  router.staff(api.firms, async () => ok(await ops.firms()), 'coins');
  router.staff(
    api.credit,
    async ({ actor, body, audit }) => {
      const request = await requests.requestCoinAdjust(actor, await ops.checkCredit(body));
      audit.object('moneyRequest', request.id);
      audit.change(null, { kind: request.kind, amount: request.amount, subject: request.subject });
      return ok(request, '已提交金币调整申请，待另一位财务或管理员审批后记账');
    },
    'coins',
  );
  router.staff(api.ledger, async ({ query }) => ok(await ops.firmLedger(query)), 'coins');
  router.staff(api.check, async () => ok(await ops.check()), 'coins');
}
