import type { Db } from '../../db/client';
import type { Router } from '../../platform/route';
import type { BillableOrders } from './billable-orders.port';
import { CoinReadsService } from './coin-reads.service';
import type { CoinRequests } from './coin-requests.port';
import { CoinTransfersService } from './coin-transfers.service';
import { CoinsRepository } from './coins.repository';
import { coinsRoutes } from './coins.routes';
import { CoinsService } from './coins.service';
import { CoinsOpsRepository } from './coins-ops.repository';
import { coinsOpsRoutes } from './coins-ops.routes';
import { CoinsOpsService } from './coins-ops.service';
import type { LedgerService } from './ledger.service';
import { StandingBookService } from './standing-book.service';

/**
 * The coins other modules move value through, made before the routes: the talent pool's reveal
 * fee and the orders module's onboarding bonus (a StageLogListener) are wired in app.ts.
 */
export function createCoins(db: Db, ledger: LedgerService): CoinsService {
  return new CoinsService(new CoinsRepository(db), ledger);
}

/** The console's side of the ledger; made before finance, which makes approved coin adjustments through it. */
export function createCoinsOps(db: Db, coins: CoinsService): CoinsOpsService {
  return new CoinsOpsService(new CoinsOpsRepository(db), coins.ledger);
}

/**
 * Registers the coin routes on the app's one CoinsService; the monthly ledger reads finance's deliveries
 * through `billableOrders`, and the console's coin adjustments are asked through `requests` (four eyes).
 */
export function registerCoins(
  router: Router,
  deps: { db: Db; coins: CoinsService; ops: CoinsOpsService; billableOrders: BillableOrders; requests: CoinRequests },
): void {
  const { coins } = deps;
  const { repo, ledger } = coins;
  coinsRoutes(
    router,
    coins,
    new CoinTransfersService(repo, ledger),
    new CoinReadsService(repo, ledger),
    new StandingBookService(repo, deps.billableOrders),
  );
  coinsOpsRoutes(router, deps.ops, deps.requests);
}
