import { ORDER_STAGE_LABELS, type OrderStage, type StoredStage } from '@hh/domain/orders/order-stage';
import { findMove, type MoveActor, ORDER_ACTION_LABELS, type OrderAction } from '@hh/domain/orders/stage-machine';
import { conflict } from '../../platform/errors';
import type { OrderRecord, OrdersRepository, Tx } from './orders.repository';

export interface Mover {
  kind: MoveActor;
  userId: string | null;
  name: string;
}

export interface MoveRequest {
  action: OrderAction;
  /** Columns the move writes besides the stage (interview, offer, reasons…). */
  changes?: Parameters<OrdersRepository['updateOrder']>[2];
  remark?: string;
  detail?: Record<string, unknown>;
  /** The version the mover saw; a change in between refuses the move. */
  expectedVersion?: number;
}

const ACTOR_TYPE: Record<MoveActor, 'consultant' | 'platform' | 'system'> = {
  consultant: 'consultant',
  leader: 'consultant',
  pm: 'platform',
  job: 'system',
};

export const STALE_ORDER_MESSAGE = '订单状态已被他人更新，请刷新后重试';

/**
 * Moves an order through the stage machine (packages/domain/src/orders/stage-machine.ts) inside
 * the caller's transaction: checks the move is allowed from the locked current stage for this
 * actor, writes it with a compare-and-set on stage and version, keeps the stage counters, and
 * logs it. A refused or lost move throws 409 and the transaction writes nothing.
 */
export class OrderMoves {
  constructor(private readonly repo: OrdersRepository) {}

  async apply(tx: Tx, order: OrderRecord, mover: Mover, request: MoveRequest): Promise<StoredStage> {
    const stage = order.stage as StoredStage;
    if (request.expectedVersion !== undefined && request.expectedVersion !== order.version) throw conflict(STALE_ORDER_MESSAGE);
    const move = findMove(request.action, { stage, rejectStatus: order.rejectStatus }, mover.kind);
    if (!move) {
      throw conflict(
        `订单当前为「${ORDER_STAGE_LABELS[stage as OrderStage]}」${order.rejectStatus === 1 ? '（已驳回）' : ''}，不能${ORDER_ACTION_LABELS[request.action]}`,
      );
    }
    const next = move.to ?? stage;
    const won = await this.repo.updateOrder(tx, order, { ...request.changes, ...(move.to === null ? {} : { stage: move.to }) });
    if (!won) throw conflict(STALE_ORDER_MESSAGE);
    await this.repo.insertLog(tx, {
      orderId: order.id,
      fromStage: stage,
      toStage: next,
      action: request.action,
      actorId: mover.userId,
      actorType: ACTOR_TYPE[mover.kind],
      actorName: mover.name,
      remark: request.remark ?? '',
      detail: request.detail ?? {},
    });
    return next;
  }
}
