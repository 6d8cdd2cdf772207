/**
 * The subset of the coins module's LedgerService (issue 18) finance uses: fen transfers between
 * the platform and a firm. Payouts (delivery state 3), reversals of paid-out deliveries and the
 * fines a bill deducts (collected from that bill's payouts) go through it, each with an idempotency key, so a retried move never pays twice. app.ts wires
 * the one LedgerService here.
 */
export type FinanceLedgerAccount = { kind: 'platform' } | { kind: 'firm'; firmId: string };

export interface FinanceLedgerTransfer {
  key: string;
  asset: 'fen';
  from: FinanceLedgerAccount;
  to: FinanceLedgerAccount;
  amount: number;
  reason: 'payout' | 'reversal' | 'fine';
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
/** A bill's fine deductions are collected from its payouts, one transfer per step of the withheld total. */
export const fineKey = (billId: string, withheldTotal: number) => `bill:${billId}:fine:${withheldTotal}`;
