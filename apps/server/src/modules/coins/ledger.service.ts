import { ApiState } from '@hh/domain/api/api-state';
import {
  accountKey,
  accountOwner,
  INSUFFICIENT_COINS,
  INSUFFICIENT_FUNDS,
  type LedgerAccount,
  type LedgerAsset,
  transferProblem,
} from '@hh/domain/coins/ledger';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { LedgerExecutor, LedgerRepository } from './ledger.repository';

export type { LedgerAccount, LedgerAsset, LedgerReason } from '@hh/domain/coins/ledger';
export type { LedgerExecutor } from './ledger.repository';

export interface LedgerTransferInput {
  /** Idempotency key: 'order:<id>:onboard-bonus', 'delivery:<id>:payout', 'transfer:<userId>:<header>' … */
  key: string;
  asset: LedgerAsset;
  from: LedgerAccount;
  to: LedgerAccount;
  /** Positive integer (coins, or fen). */
  amount: number;
  /** A LedgerReason code: 'transfer' | 'grant' | 'payout' | 'deposit' | 'fine' | 'forfeit' | 'reversal' … */
  reason: string;
  /** Order id, delivery id, bill id, case id … */
  reference?: string;
  /** Chinese note shown in the movement list. */
  note?: string;
  /** Who did it (user or staff id), if a person. */
  actorId?: string;
}

export interface LedgerTransferResult {
  transferId: string;
  replayed: boolean;
}

const RETRYABLE = new Set(['40P01', '40001']);

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.length === 5) return code;
  }
  return undefined;
}

/**
 * The one place where value moves (docs/ARCHITECTURE.md › Coins). Every movement is one transfer
 * from one account to another, with an idempotency key: the same key again answers the first
 * transfer and moves nothing more, also when both arrive at once. An overdraft is refused by the
 * database itself (a conditional update and a CHECK on `coin_balances`), answered here as 409
 * 金币不足 / 余额不足. Other modules (talent, orders, complaints, finance) call this service, or a port
 * of theirs implemented by it; passing `within` runs the transfer inside the caller's transaction.
 */
export class LedgerService {
  constructor(private readonly repo: LedgerRepository) {}

  async transfer(input: LedgerTransferInput, within?: LedgerExecutor): Promise<LedgerTransferResult> {
    const problem = transferProblem(input);
    if (problem) throw new AppError(ApiState.badRequest, problem);
    const from = accountOwner(input.from);
    const to = accountOwner(input.to);
    const row = {
      id: newId(),
      key: input.key,
      asset: input.asset,
      from: accountKey(input.from),
      to: accountKey(input.to),
      amount: input.amount,
      reason: input.reason,
      firmId: to.firmId ?? from.firmId,
      userId: to.userId ?? from.userId,
      reference: input.reference ?? null,
      note: input.note ?? null,
      actorId: input.actorId ?? null,
      fromOwner: from,
      toOwner: to,
    };
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.repo.transfer(within ?? this.repo.db, row);
      } catch (error) {
        const code = pgCode(error);
        if (code === 'HC001' || code === '23514') {
          throw new AppError(ApiState.conflict, input.asset === 'coin' ? INSUFFICIENT_COINS : INSUFFICIENT_FUNDS);
        }
        // Outside a caller's transaction a deadlock with an unrelated lock holder is retried.
        if (!within && code && RETRYABLE.has(code) && attempt < 3) continue;
        throw error;
      }
    }
  }

  balance(account: LedgerAccount, asset: LedgerAsset, within?: LedgerExecutor): Promise<number> {
    return this.repo.balance(within ?? this.repo.db, accountKey(account), asset);
  }
}
