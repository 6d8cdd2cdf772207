import { isManager } from '@hh/domain/accounts/role';
import { ApiState } from '@hh/domain/api/api-state';
import { COIN_RULES, canPay, INSUFFICIENT_COINS, movementEntries } from '@hh/domain/coins/ledger';
import type { ConsultantActor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import type { CoinsRepository, Tx } from './coins.repository';

/**
 * Coins: the totals people see, and the movements other use cases make inside their own
 * transaction (a take costs 1, a first share of a person earns 1 — packages/domain/src/coins/ledger.ts).
 */
export class CoinsService {
  constructor(private readonly repo: CoinsRepository) {}

  /** onlyMe → the caller's own total; otherwise a manager's firm total (others always get their own). */
  async total(actor: ConsultantActor, onlyMe: boolean) {
    if (!onlyMe && isManager(actor.roleCode)) return { total: await this.repo.totalOfFirm(actor.firmId), onlyMe: false };
    return { total: await this.repo.balanceOfUser(actor.userId), onlyMe: true };
  }

  /** Charges a take of a shared resume; refuses with 金币不足 (409) when the balance cannot pay. */
  async chargeTake(tx: Tx, actor: ConsultantActor, personId: string) {
    await this.repo.lockUser(tx, actor.userId);
    const balance = await this.repo.balanceOfUser(actor.userId, tx);
    if (!canPay(balance, COIN_RULES.shareTake)) {
      throw new AppError(ApiState.conflict, INSUFFICIENT_COINS, {
        remark: `加入人才库需要${COIN_RULES.shareTake}个金币，当前余额${balance}`,
      });
    }
    await this.repo.record(
      tx,
      { kind: 'shareTake', firmId: actor.firmId, userId: actor.userId, note: personId },
      movementEntries('shareTake', actor.userId),
    );
    return COIN_RULES.shareTake;
  }

  /** Rewards the first share of a person by a firm; 0 when that firm was rewarded for them before. */
  async rewardShare(tx: Tx, sharer: { userId: string; firmId: string }, personId: string) {
    const written = await this.repo.record(
      tx,
      {
        kind: 'shareReward',
        firmId: sharer.firmId,
        userId: sharer.userId,
        onceKey: `shareReward:${sharer.firmId}:${personId}`,
        note: personId,
      },
      movementEntries('shareReward', sharer.userId),
    );
    return written ? COIN_RULES.shareReward : 0;
  }
}
