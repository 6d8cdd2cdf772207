import { OrderStage } from '@hh/domain/orders/order-stage';
import type { OrderMoves } from './order-moves.service';
import type { OrdersRepository } from './orders.repository';
import type { GuaranteeFailures } from './stage-log-listener';

export const GUARANTEE_JOB = 'orders.guarantee-expiry';
/** Every ten minutes; an order passes its guarantee at most ten minutes late. */
export const GUARANTEE_CRON = '*/10 * * * *';

/**
 * Onboard confirmed (91) becomes past guarantee (93) once the position's guarantee period has
 * passed (issue 4). Each order moves in its own transaction through the stage machine as the
 * 'job' actor, so a PM terminating the same order at that moment cannot both win.
 */
export class GuaranteeJob {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly moves: OrderMoves,
    private readonly failures?: GuaranteeFailures,
  ) {}

  async run(asOf = new Date()): Promise<number> {
    // A guarantee ends by the clock, never ahead of it: a later "now" would log 过保 in the future.
    const now = new Date(Math.min(asOf.getTime(), Date.now()));
    let moved = 0;
    for (;;) {
      const ids = await this.repo.guaranteeEnded(now, 200);
      if (ids.length === 0) break;
      let progressed = false;
      for (const id of ids) {
        const done = await this.repo.transaction(async (tx) => {
          const order = await this.repo.findAny(id, tx, true);
          if (order?.stage !== OrderStage.onboardConfirmed || !order.guaranteeEndsAt || order.guaranteeEndsAt > now) return false;
          await this.moves.apply(tx, order, { kind: 'job', userId: null, name: '系统' }, { action: 'passGuarantee', remark: '保证期已满' });
          return true;
        });
        if (done) {
          moved++;
          progressed = true;
        }
      }
      if (!progressed) break;
    }
    // Hires who left within their guarantee: their onboarding fee is reversed, prorated (finance).
    await this.failures?.settle();
    return moved;
  }
}
