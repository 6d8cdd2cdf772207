import { TERMINAL_REASONS } from '@hh/domain/orders/order.schema';
import { OrderStage, type StoredStage } from '@hh/domain/orders/order-stage';
import { canMove } from '@hh/domain/orders/stage-machine';
import type { ComplaintOrderEffectsPort, PenaltyMark } from '../complaints/complaint-order-effects.port';
import type { Mover, OrderMoves } from './order-moves.service';
import type { OrdersRepository } from './orders.repository';

const MARKS: Record<PenaltyMark, number> = { sensitive: 1, red: 2 };
const PLATFORM: Mover = { kind: 'pm', userId: null, name: '平台（投诉裁定）' };
const OTHER = TERMINAL_REASONS.find((r) => r.code === 'other') ?? { code: 'other', label: '其他原因' };

/**
 * The orders side of complaint verdicts: each order is ended in its
 * own transaction through the stage machine (the platform's terminate move, logged like any
 * other), so a consultant's concurrent move and the verdict cannot both win.
 */
export class ComplaintOrderEffects implements ComplaintOrderEffectsPort {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly moves: OrderMoves,
  ) {}

  async endOrder(orderId: string, mark: PenaltyMark, reason: string): Promise<boolean> {
    return this.repo.transaction(async (tx) => {
      const order = await this.repo.findAny(orderId, tx, true);
      if (!order) return false;
      await this.repo.markPenalty(tx, order.id, MARKS[mark]);
      // A hire (91) is not ended by a penalty: only orders before onboarding are (the stage machine lets the platform end 91 too).
      if (order.stage === OrderStage.onboardConfirmed) return false;
      if (!canMove('terminate', { stage: order.stage as StoredStage, rejectStatus: order.rejectStatus }, 'pm')) return false;
      const text = `${OTHER.label}：${reason}`;
      await this.moves.apply(tx, order, PLATFORM, {
        action: 'terminate',
        changes: { terminalReasonCode: OTHER.code, terminalReason: text },
        remark: text,
      });
      return true;
    });
  }

  async endAllOf(hunterId: string, mark: PenaltyMark, reason: string): Promise<number> {
    let ended = 0;
    for (const id of await this.repo.runningIdsOfHunter(hunterId)) if (await this.endOrder(id, mark, reason)) ended++;
    return ended;
  }
}
