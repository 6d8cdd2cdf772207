import type { Db } from '../../db/client';
import type { RiskControl } from '../../platform/risk-control';
import type { Router } from '../../platform/route';
import type { SharedStore } from '../../platform/shared-store';
import { TalentPoolRepository } from './talent-pool.repository';
import { type PoolRevealQuota, type RevealFee, TalentPoolService } from './talent-pool.service';
import { TalentSearchRepository } from './talent-search.repository';
import { talentSearchRoutes } from './talent-search.routes';
import { TalentSearchService } from './talent-search.service';

/** The pool service exists before the candidates module (which calls it on every change of a person); routes come later. */
export function createTalentPool(db: Db, store: SharedStore, quota: PoolRevealQuota, fee?: RevealFee) {
  return new TalentPoolService(new TalentPoolRepository(db), store, quota, fee);
}

export function registerTalentSearch(router: Router, deps: { db: Db; risk: RiskControl }): void {
  talentSearchRoutes(router, new TalentSearchService(new TalentSearchRepository(deps.db), deps.risk));
}
