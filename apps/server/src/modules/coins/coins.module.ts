import type { Db } from '../../db/client';
import type { Router } from '../../platform/route';
import { CoinReadsService } from './coin-reads.service';
import { CoinTransfersService } from './coin-transfers.service';
import { CoinsRepository } from './coins.repository';
import { coinsRoutes } from './coins.routes';
import { CoinsService } from './coins.service';
import { CoinsOpsRepository } from './coins-ops.repository';
import { coinsOpsRoutes } from './coins-ops.routes';
import { CoinsOpsService } from './coins-ops.service';
import type { LedgerService } from './ledger.service';

/** Registers the coin routes and returns the services other modules move value through. */
export function registerCoins(router: Router, db: Db, ledger: LedgerService): CoinsService {
  const repo = new CoinsRepository(db);
  const coins = new CoinsService(repo, ledger);
  coinsRoutes(router, coins, new CoinTransfersService(repo, ledger), new CoinReadsService(repo, ledger));
  coinsOpsRoutes(router, new CoinsOpsService(new CoinsOpsRepository(db), ledger));
  return coins;
}
