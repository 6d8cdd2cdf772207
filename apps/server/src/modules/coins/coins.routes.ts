/**
 * coins: the coin ledger (append-only, double-entry) and its totals. Other modules move coins
 * through CoinsService inside their own transaction; this file serves the totals.
 */
import { coinEndpoints as api } from '@hh/domain/coins/coins.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { CoinsService } from './coins.service';

export function coinsRoutes(router: Router, coins: CoinsService): void {
  router.consultant(api.total, async ({ actor, query }) => ok(await coins.total(actor, query.onlyMe)));
}
