/** The platform console's ledger pages (/ops 金币账本): admins and finance (console-access: coins). */
import { IDEMPOTENCY_HEADER } from '@hh/domain/coins/coin.schema';
import { coinOpsEndpoints as api } from '@hh/domain/coins/coins.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import { idempotencyKeyOf } from './coin-transfers.service';
import type { CoinsOpsService } from './coins-ops.service';

export function coinsOpsRoutes(router: Router, ops: CoinsOpsService): void {
  router.staff(api.firms, async () => ok(await ops.firms()), 'coins');
  router.staff(
    api.credit,
    async ({ actor, body, request }) => ok(await ops.credit(actor, idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]), body), '已记账'),
    'coins',
  );
  router.staff(api.ledger, async ({ query }) => ok(await ops.firmLedger(query)), 'coins');
  router.staff(api.check, async () => ok(await ops.check()), 'coins');
}
