import type { LedgerExecutor } from '../coins/ledger.service';

/**
 * The subset of the coins module's LedgerService (issue 18) complaints uses: money in fen between
 * the platform and a firm's performance deposit — the deposit paid (platform → deposit: the money
 * arrives from outside, by the firm's bank transfer, which the platform's account stands for), 20%
 * forfeited on failing the check again and fines taken from it (deposit → platform). app.ts wires
 * the one LedgerService here; `within` runs a transfer inside the caller's transaction.
 */
export type DepositLedgerAccount = { kind: 'platform' } | { kind: 'deposit'; firmId: string };

export interface ComplaintsLedger {
  transfer(
    input: {
      key: string;
      asset: 'fen';
      from: DepositLedgerAccount;
      to: DepositLedgerAccount;
      amount: number;
      reason: 'deposit' | 'forfeit' | 'fine';
      reference?: string;
      note?: string;
      actorId?: string;
    },
    within?: LedgerExecutor,
  ): Promise<{ transferId: string; replayed: boolean }>;
  balance(account: DepositLedgerAccount, asset: 'fen', within?: LedgerExecutor): Promise<number>;
}

export const depositAccount = (firmId: string): DepositLedgerAccount => ({ kind: 'deposit', firmId });
export const PLATFORM: DepositLedgerAccount = { kind: 'platform' };
