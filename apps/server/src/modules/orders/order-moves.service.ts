import { ORDER_STAGE_LABELS, OrderStage, RejectStatus, type StoredStage } from '@hh/domain/orders/order-stage';
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

/** A new order's columns; its stage comes from how it is created. */
export type NewOrder = Omit<Parameters<OrdersRepository['insertOrder']>[1], 'stage' | 'stageTab'>;

/**
 * How an order comes to exist (null → stage): a recommendation goes straight to the platform's
 * review (30); re-recommending a candidate to another position makes an order pending
 * communication (20), recommended later by the `recommend` move. `logAction` is what the state
 * log has always called each.
 */
const CREATIONS = {
  recommend: { stage: OrderStage.recommended, logAction: 'recommend' },
  reRecommend: { stage: OrderStage.pendingCommunication, logAction: 'created' },
} as const satisfies Record<string, { stage: StoredStage; logAction: string }>;
export type OrderCreation = keyof typeof CREATIONS;

const ACTOR_TYPE: Record<MoveActor, 'consultant' | 'platform' | 'system'> = {
  consultant: 'consultant',
  leader: 'consultant',
  pm: 'platform',
  job: 'system',
};

export const STALE_ORDER_MESSAGE = '订单状态已被他人更新，请刷新后重试';

interface StageChange {
  orderId: string;
  fromStage: StoredStage | null;
  toStage: StoredStage;
  action: string;
  remark?: string;
  detail?: Record<string, unknown>;
}

/**
 * The stage machine's writer (packages/domain/src/orders/stage-machine.ts): every change of an
 * order's stage or owner — its creation, each move, a transfer — is written here, inside the
 * caller's transaction. A move is checked against the machine from the locked current stage for
 * this actor and written with a compare-and-set on stage and version; the stage counters follow
 * (OrdersRepository); and each change is recorded once, in `recordChange`. A refused or lost move
 * throws 409 and the transaction writes nothing.
 */
export class OrderMoves {
  constructor(private readonly repo: OrdersRepository) {}

  /** Creates an order at the stage its way of creation gives (null → 30 or 20), with its state log. */
  async create(tx: Tx, order: NewOrder, mover: Mover, creation: OrderCreation, remark = ''): Promise<StoredStage> {
    const { stage, logAction } = CREATIONS[creation];
    await this.repo.insertOrder(tx, { ...order, stage });
    await this.recordChange(tx, mover, { orderId: order.id, fromStage: null, toStage: stage, action: logAction, remark });
    return stage;
  }

  async apply(tx: Tx, order: OrderRecord, mover: Mover, request: MoveRequest): Promise<StoredStage> {
    const stage = order.stage as StoredStage;
    if (request.expectedVersion !== undefined && request.expectedVersion !== order.version) throw conflict(STALE_ORDER_MESSAGE);
    const move = findMove(request.action, { stage, rejectStatus: order.rejectStatus }, mover.kind);
    if (!move) {
      throw conflict(
        `订单当前为「${ORDER_STAGE_LABELS[stage as OrderStage]}」${order.rejectStatus === RejectStatus.rejected ? '（已驳回）' : ''}，不能${ORDER_ACTION_LABELS[request.action]}`,
      );
    }
    const next = move.to ?? stage;
    const won = await this.repo.updateOrder(tx, order, { ...request.changes, ...(move.to === null ? {} : { stage: move.to }) });
    if (!won) throw conflict(STALE_ORDER_MESSAGE);
    await this.recordChange(tx, mover, {
      orderId: order.id,
      fromStage: stage,
      toStage: next,
      action: request.action,
      remark: request.remark,
      detail: request.detail,
    });
    return next;
  }

  /** Hands a locked order to another consultant; the stage stays, the log says from whom to whom. */
  async transfer(tx: Tx, order: OrderRecord, mover: Mover, to: { id: string; cname: string }): Promise<void> {
    const stage = order.stage as StoredStage;
    if (!(await this.repo.updateOrder(tx, order, { hunterId: to.id }))) throw conflict(STALE_ORDER_MESSAGE);
    await this.recordChange(tx, mover, {
      orderId: order.id,
      fromStage: stage,
      toStage: stage,
      action: 'transfer',
      remark: `由${order.hunterName}转移给${to.cname}`,
    });
  }

  /** The one place a change of an order is recorded: its state log entry (per-order history). */
  private async recordChange(tx: Tx, mover: Mover, change: StageChange): Promise<void> {
    await this.repo.insertLog(tx, {
      orderId: change.orderId,
      fromStage: change.fromStage,
      toStage: change.toStage,
      action: change.action,
      actorId: mover.userId,
      actorType: ACTOR_TYPE[mover.kind],
      actorName: mover.name,
      remark: change.remark ?? '',
      detail: change.detail ?? {},
    });
  }
}
