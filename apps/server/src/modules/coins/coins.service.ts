import { isManager } from '@hh/domain/accounts/role';
import { ApiState } from '@hh/domain/api/api-state';
import { COIN_RULES, canPay, contactRevealKey, INSUFFICIENT_COINS, type LedgerReason, onboardBonusKey } from '@hh/domain/coins/ledger';
import { OrderStage } from '@hh/domain/orders/order-stage';
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
    readonly repo: CoinsRepository,
    readonly ledger: LedgerService,
  ) {}

  /** onlyMe → the caller's own total; otherwise a manager's firm total (others always get their own). */
  async total(actor: ConsultantActor, onlyMe: boolean) {
    if (!onlyMe && isManager(actor.roleCode)) return { total: await this.repo.totalOfFirm(actor.firmId), onlyMe: false };
    return { total: await this.ledger.balance({ kind: 'user', firmId: actor.firmId, userId: actor.userId }, 'coin'), onlyMe: true };
  }

  /** Charges a take of a shared resume; refuses with 金币不足 (409) when the balance cannot pay. */
  async chargeTake(tx: Tx, actor: ConsultantActor, personId: string) {
    // The take's own transaction makes it happen once; the key only has to be unique.
    await this.pay(tx, actor, {
      key: `shareTake:${actor.userId}:${personId}:${newId()}`,
      amount: COIN_RULES.shareTake,
      reason: 'shareTake',
      reference: personId,
      refusal: (balance) => `加入人才库需要${COIN_RULES.shareTake}个金币，当前余额${balance}`,
    });
    return COIN_RULES.shareTake;
  }

  /**
   * The fee of a contact reveal beyond the free daily quota (the talent pool's RevealFee): paid
   * inside the reveal's transaction, once per person per consultant per day.
   */
  readonly revealFee = {
    cost: COIN_RULES.contactReveal,
    balance: (actor: ConsultantActor) => this.ledger.balance({ kind: 'user', firmId: actor.firmId, userId: actor.userId }, 'coin'),
    pay: async (tx: Tx, actor: ConsultantActor, personId: string, day: string) => {
      await this.pay(tx, actor, {
        key: contactRevealKey(actor.userId, personId, day),
        amount: COIN_RULES.contactReveal,
        reason: 'contactReveal',
        reference: personId,
        refusal: (balance) => `今日免费查看次数已用完，查看联系方式需要${COIN_RULES.contactReveal}个金币，当前余额${balance}`,
      });
    },
  };

  /** The caller pays the platform `amount` coins inside `tx`; 金币不足 (409, nothing written) when short. */
  private async pay(
    tx: Tx,
    actor: ConsultantActor,
    p: { key: string; amount: number; reason: LedgerReason; reference: string; refusal: (balance: number) => string },
  ) {
    const me = { kind: 'user', firmId: actor.firmId, userId: actor.userId } as const;
    const balance = await this.ledger.balance(me, 'coin', tx);
    if (!canPay(balance, p.amount)) throw new AppError(ApiState.conflict, INSUFFICIENT_COINS, { remark: p.refusal(balance) });
    await this.ledger.transfer(
      {
        key: p.key,
        asset: 'coin',
        from: me,
        to: { kind: 'platform' },
        amount: p.amount,
        reason: p.reason,
        reference: p.reference,
        actorId: actor.userId,
      },
      tx,
    );
  }

  /**
   * The onboarding bonus (the orders module's StageLogListener, inside the state log's transaction):
   * an order reaching 91 earns its consultant COIN_RULES.onboardBonus coins from the platform,
   * once per order — the key makes a second 91 of the same order (a re-run, a replay) move nothing.
   */
  readonly stageLog = {
    logged: async (tx: Tx, event: { orderId: string; toStage: number }) => {
      if (event.toStage !== OrderStage.onboardConfirmed) return;
      const order = await this.repo.orderConsultant(tx, event.orderId);
      if (!order) return;
      await this.ledger.transfer(
        {
          key: onboardBonusKey(event.orderId),
          asset: 'coin',
          from: { kind: 'platform' },
          to: { kind: 'user', firmId: order.firmId, userId: order.hunterId },
          amount: COIN_RULES.onboardBonus,
          reason: 'onboardBonus',
          reference: event.orderId,
        },
        tx,
      );
    },
  };

  /**
   * Rewards the sharer when another firm takes the shared person into its talent library:
   * COIN_RULES.shareAdopted coins, once per person per taking firm (a take withdrawn and made again earns nothing more).
   */
  async rewardAdoption(tx: Tx, sharer: { userId: string; firmId: string }, takerFirmId: string, personId: string) {
    const result = await this.ledger.transfer(
      {
        key: `shareAdopted:${takerFirmId}:${personId}`,
        asset: 'coin',
        from: { kind: 'platform' },
        to: { kind: 'user', firmId: sharer.firmId, userId: sharer.userId },
        amount: COIN_RULES.shareAdopted,
        reason: 'shareAdopted',
        reference: personId,
      },
      tx,
    );
    return result.replayed ? 0 : COIN_RULES.shareAdopted;
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
