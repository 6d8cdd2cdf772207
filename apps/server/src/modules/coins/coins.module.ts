import type { Db } from '../../db/client';
import type { Router } from '../../platform/route';
import { CoinsRepository } from './coins.repository';
import { coinsRoutes } from './coins.routes';
import { CoinsService } from './coins.service';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

/** Registers the coin routes and returns the service other modules move coins through. */
export function registerCoins(router: Router, db: Db): CoinsService {
  const coins = new CoinsService(new CoinsRepository(db), new LedgerService(new LedgerRepository(db)));
  coinsRoutes(router, coins);
  return coins;
}
