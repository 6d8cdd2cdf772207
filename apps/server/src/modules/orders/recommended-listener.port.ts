/**
 * Told after each recommendation commits (a new order at 30, or a pending order recommended):
 * the complaints module sends the candidate the link confirming they know of and agree to it
 * (confirm blind push).
 */
export interface RecommendedListener {
  recommended(orderId: string): Promise<void>;
}
