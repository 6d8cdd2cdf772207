/**
 * What the complaints module changes on orders (the orders module owns them and writes them):
 * the orders a verdict ends, through the stage machine as the platform, with their penalty
 * mark. Implemented by orders/complaint-order-effects.service.ts.
 */
export type PenaltyMark = 'sensitive' | 'red';

export interface ComplaintOrderEffectsPort {
  /** Ends one order (if it is still before onboarding) and marks it; true when it was ended now. */
  endOrder(orderId: string, mark: PenaltyMark, reason: string): Promise<boolean>;
  /** Ends every order of the consultant still before onboarding, each marked; how many were ended. */
  endAllOf(hunterId: string, mark: PenaltyMark, reason: string): Promise<number>;
}
