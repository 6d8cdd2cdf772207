import type { Db } from '../../db/client';
import type { RiskControl } from '../../platform/risk-control';
import type { Router } from '../../platform/route';
import type { CandidatesService } from '../candidates/candidates.service';
import type { TalentAdoptionService } from '../candidates/talent-adoption.service';
import type { CoinsService } from '../coins/coins.service';
import type { OrdersService } from '../orders/orders.service';
import type { TalentPoolPort } from './bindings.pool-port';
import { BindingsRepository } from './bindings.repository';
import { bindingsRoutes } from './bindings.routes';
import { BindingsService } from './bindings.service';
import { ShareLibraryRepository } from './share-library.repository';
import { shareLibraryRoutes } from './share-library.routes';
import { type SchoolNamesOfTypes, ShareLibraryService } from './share-library.service';
import { TalentLibraryService } from './talent-library.service';

export interface ShareLibraryDeps {
  db: Db;
  /** The app's one CoinsService (coins.module.ts createCoins), on the one ledger shared with finance. */
  coins: CoinsService;
  risk: RiskControl;
  candidates: CandidatesService;
  adoption: TalentAdoptionService;
  orders: OrdersService;
  pool: TalentPoolPort;
  /** The schoolType filter's reference (985/211/…): undefined answers "not available" rather than ignoring the filter. */
  schoolNamesOfTypes: SchoolNamesOfTypes;
}

/** Wires bindings, the talent-library add and the shared resume library (coins are registered by the app). */
export function registerShareLibrary(router: Router, deps: ShareLibraryDeps) {
  const { coins } = deps;
  const bindingsRepo = new BindingsRepository(deps.db);
  const sharesRepo = new ShareLibraryRepository(deps.db);
  const library = new TalentLibraryService(bindingsRepo, sharesRepo, deps.adoption, deps.orders, coins, deps.pool);
  const bindings = new BindingsService(bindingsRepo, sharesRepo, library, deps.adoption, deps.orders, deps.risk, deps.pool);
  const shares = new ShareLibraryService(sharesRepo, deps.candidates, coins, deps.risk, deps.pool, deps.schoolNamesOfTypes);
  bindingsRoutes(router, bindings, library);
  shareLibraryRoutes(router, shares);
  return { coins, library, bindings, shares };
}
