/**
 * What finance needs of the coins module to make an approved coin adjustment (a money request of
 * kind coinAdjust): one idempotent transfer between the platform and a firm's pool, keyed by the
 * request, answering the pool's balance after it. app.ts fits the coins module's ledger here.
 */
export interface CoinAdjuster {
  adjust(input: {
    key: string;
    firmId: string;
    direction: 'in' | 'out';
    coin: number;
    note: string;
    reference: string;
    actorId: string;
  }): Promise<{ transferId: string; balance: number }>;
}
