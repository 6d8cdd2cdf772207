/**
 * The subset of the coins module's LedgerService (issue 18) finance uses: fen transfers between
 * the platform and a firm. Payouts (delivery state 3) and reversals of paid-out deliveries go
 * through it, each with an idempotency key, so a retried move never pays twice. app.ts wires
 * the one LedgerService here.
 */
export type FinanceLedgerAccount = { kind: 'platform' } | { kind: 'firm'; firmId: string };

export interface FinanceLedgerTransfer {
  key: string;
  asset: 'fen';
  from: FinanceLedgerAccount;
  to: FinanceLedgerAccount;
  amount: number;
  reason: 'payout' | 'reversal';
  reference?: string;
  note?: string;
  actorId?: string;
}

export interface FinanceLedger {
  transfer(input: FinanceLedgerTransfer): Promise<{ transferId: string; replayed: boolean }>;
}

/** The keys: one payout per delivery; one reversal per step of its reversed total. */
export const payoutKey = (deliveryId: string) => `delivery:${deliveryId}:payout`;
export const reversalKey = (deliveryId: string, reversedTotal: number) => `delivery:${deliveryId}:reversal:${reversedTotal}`;
