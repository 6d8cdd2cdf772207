/**
 * Delivery records (spec 001 §3 Finance): what a firm earns from one order reaching a paid stage.
 * Model 1 (面试数据) at 63 interview attended, model 2 (入职数据) at 91 onboard confirmed.
 * States: 1 approved, 2 platform received (the employer paid), 3 paid out (the platform paid the
 * firm, through the ledger). A new record waits for the platform's review as 4 待审核 — the spec's
 * filter uses 0 for "all", so the pending state takes the next free code. Staff move a record one
 * step at a time; nothing goes back except a reversal, which is a separate amount on the record.
 */
export const DeliveryModel = { interview: 1, entry: 2 } as const;
export type DeliveryModel = (typeof DeliveryModel)[keyof typeof DeliveryModel];
export const DELIVERY_MODEL_LABELS: Record<DeliveryModel, string> = { 1: '面试数据', 2: '入职数据' };
export const DELIVERY_MODELS: readonly DeliveryModel[] = [1, 2];

export const DeliveryState = { approved: 1, received: 2, paidOut: 3, pending: 4 } as const;
export type DeliveryState = (typeof DeliveryState)[keyof typeof DeliveryState];
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = { 1: '已审核', 2: '平台已收款', 3: '已打款', 4: '待审核' };
/** The states of the spec's filter (stateEx), with 0 for all; 4 is ours (see above). */
export const DELIVERY_STATE_FILTER: readonly { value: number; label: string }[] = [
  { value: 0, label: '全部' },
  { value: 4, label: '待审核' },
  { value: 1, label: '已审核' },
  { value: 2, label: '平台已收款' },
  { value: 3, label: '已打款' },
];

export type DeliveryAction = 'approve' | 'receive' | 'payOut' | 'reverse';

/** The one table both the server (inside the transaction) and the console's buttons read. */
export const DELIVERY_MOVES: readonly {
  action: DeliveryAction;
  label: string;
  from: readonly DeliveryState[];
  to: DeliveryState | null;
}[] = [
  { action: 'approve', label: '审核通过', from: [4], to: 1 },
  { action: 'receive', label: '确认平台收款', from: [1], to: 2 },
  { action: 'payOut', label: '打款', from: [2], to: 3 },
  // A reversal keeps the state and sets the reversed amount to everything not yet reversed.
  { action: 'reverse', label: '冲销', from: [1, 2, 3, 4], to: null },
];

export function deliveryMove(action: DeliveryAction) {
  const move = DELIVERY_MOVES.find((m) => m.action === action);
  if (!move) throw new Error(`unknown delivery action ${action}`);
  return move;
}

/** Whether the action may run on a record in this state with this much already reversed. */
export function canMoveDelivery(action: DeliveryAction, state: number, amount: number, reversedAmount: number): boolean {
  const move = deliveryMove(action);
  if (!(move.from as readonly number[]).includes(state)) return false;
  if (action === 'reverse') return reversedAmount < amount;
  return true;
}

/** The Chinese refusal for a move the table does not allow. */
export function refusedMoveMessage(action: DeliveryAction, state: number): string {
  const label = DELIVERY_STATE_LABELS[state as DeliveryState] ?? '未知';
  if (action === 'reverse') return '该交付记录已全部冲销';
  return `交付记录当前为「${label}」，不能${deliveryMove(action).label}`;
}

/** The stage that creates a record of each model, and the model a stage creates (or null). */
export function deliveryModelOfStage(toStage: number): DeliveryModel | null {
  if (toStage === 63) return DeliveryModel.interview;
  if (toStage === 91) return DeliveryModel.entry;
  return null;
}

/** Settlement bills: 1 待确认 (issued by the platform), 2 已确认 (the manager confirmed, invoice details given). */
export const BillState = { issued: 1, confirmed: 2 } as const;
export type BillState = (typeof BillState)[keyof typeof BillState];
export const BILL_STATE_LABELS: Record<BillState, string> = { 1: '待确认', 2: '已确认' };

/**
 * Bill line kinds: 1 a delivery's commission, 2 a reversal of a delivery billed earlier (negative),
 * 3 a fine deducted from the bill (negative; see fines.ts).
 */
export const BillLineKind = { commission: 1, reversal: 2, fine: 3 } as const;
export type BillLineKind = (typeof BillLineKind)[keyof typeof BillLineKind];
export const BILL_LINE_KIND_LABELS: Record<BillLineKind, string> = { 1: '佣金', 2: '冲销', 3: '罚款扣减' };
