import type { ConsultantActor } from '../../platform/actor';
import type { Tx } from './candidates.repository';

/** A reveal the pool's quota counted: free, or paid in coins for the given day. */
export type RevealTicket = { paid: false } | { paid: true; day: string };

/**
 * What this module tells the talent pool (modules/talent, TalentPoolService) and asks of it,
 * without depending on that module: every change of a person's resume or of who holds them
 * refreshes their search-index row, and the reveal of a pool person's contact is allowed with a
 * daily quota, paid in coins beyond it.
 */
export interface TalentPoolHooks {
  refresh(personId: string, tx?: Tx): Promise<void>;
  inPool(personId: string): Promise<boolean>;
  /** Counts a reveal against the daily quota; beyond it the reveal is paid (the ticket), or refused up front. */
  chargeReveal(actor: ConsultantActor): Promise<RevealTicket>;
  /** Pays a paid reveal inside the reveal's transaction: short of coins, the transaction and the reveal roll back. */
  payReveal(tx: Tx, actor: ConsultantActor, personId: string, ticket: RevealTicket): Promise<void>;
}
