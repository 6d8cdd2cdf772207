import type { Db } from '../../db/client';
import type { Router } from '../../platform/route';
import type { BillableOrders } from './billable-orders.port';
import { CoinReadsService } from './coin-reads.service';
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

/** Registers the coin routes on the app's one CoinsService; the monthly ledger reads finance's deliveries through `billableOrders`. */
export function registerCoins(router: Router, deps: { db: Db; coins: CoinsService; billableOrders: BillableOrders }): void {
  const { db, coins } = deps;
  const { repo, ledger } = coins;
  coinsRoutes(
    router,
    coins,
    new CoinTransfersService(repo, ledger),
    new CoinReadsService(repo, ledger),
    new StandingBookService(repo, deps.billableOrders),
  );
  coinsOpsRoutes(router, new CoinsOpsService(new CoinsOpsRepository(db), ledger));
}
