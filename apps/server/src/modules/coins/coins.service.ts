import { isManager } from '@hh/domain/accounts/role';
import { ApiState } from '@hh/domain/api/api-state';
import { COIN_RULES, canPay, INSUFFICIENT_COINS } from '@hh/domain/coins/ledger';
import type { ConsultantActor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { CoinsRepository } from './coins.repository';
import type { Tx } from './ledger.repository';
import type { LedgerService } from './ledger.service';

/**
 * Coins: the totals people see, and the movements other use cases make inside their own
 * transaction (a take costs 1, a first share of a person earns 1 — packages/domain/src/coins/ledger.ts),
 * all through the ledger.
 */
export class CoinsService {
  constructor(
    private readonly repo: CoinsRepository,
    readonly ledger: LedgerService,
  ) {}

  /** onlyMe → the caller's own total; otherwise a manager's firm total (others always get their own). */
  async total(actor: ConsultantActor, onlyMe: boolean) {
    if (!onlyMe && isManager(actor.roleCode)) return { total: await this.repo.totalOfFirm(actor.firmId), onlyMe: false };
    return { total: await this.ledger.balance({ kind: 'user', firmId: actor.firmId, userId: actor.userId }, 'coin'), onlyMe: true };
  }

  /** Charges a take of a shared resume; refuses with 金币不足 (409) when the balance cannot pay. */
  async chargeTake(tx: Tx, actor: ConsultantActor, personId: string) {
    const me = { kind: 'user', firmId: actor.firmId, userId: actor.userId } as const;
    const balance = await this.ledger.balance(me, 'coin', tx);
    if (!canPay(balance, COIN_RULES.shareTake)) {
      throw new AppError(ApiState.conflict, INSUFFICIENT_COINS, {
        remark: `加入人才库需要${COIN_RULES.shareTake}个金币，当前余额${balance}`,
      });
    }
    // The take's own transaction makes it happen once; the key only has to be unique.
    await this.ledger.transfer(
      {
        key: `shareTake:${actor.userId}:${personId}:${newId()}`,
        asset: 'coin',
        from: me,
        to: { kind: 'platform' },
        amount: COIN_RULES.shareTake,
        reason: 'shareTake',
        reference: personId,
        actorId: actor.userId,
      },
      tx,
    );
    return COIN_RULES.shareTake;
  }

  /** Rewards the first share of a person by a firm; 0 when that firm was rewarded for them before. */
  async rewardShare(tx: Tx, sharer: { userId: string; firmId: string }, personId: string) {
    const result = await this.ledger.transfer(
      {
        key: `shareReward:${sharer.firmId}:${personId}`,
        asset: 'coin',
        from: { kind: 'platform' },
        to: { kind: 'user', firmId: sharer.firmId, userId: sharer.userId },
        amount: COIN_RULES.shareReward,
        reason: 'shareReward',
        reference: personId,
      },
      tx,
    );
    return result.replayed ? 0 : COIN_RULES.shareReward;
  }
}
