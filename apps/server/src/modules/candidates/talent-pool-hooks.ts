import type { ConsultantActor } from '../../platform/actor';
import type { Tx } from './candidates.repository';

/**
 * What this module tells the talent pool (modules/talent, TalentPoolService) and asks of it,
 * without depending on that module: every change of a person's resume or of who holds them
 * refreshes their search-index row, and the reveal of a pool person's contact is allowed with a
 * daily quota.
 */
export interface TalentPoolHooks {
  refresh(personId: string, tx?: Tx): Promise<void>;
  inPool(personId: string): Promise<boolean>;
  chargeReveal(actor: ConsultantActor): Promise<void>;
}
