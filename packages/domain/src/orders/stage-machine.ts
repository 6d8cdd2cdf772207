import type { StoredStage } from './order-stage';

/**
 * Who moves an order (the "for whom"):
 * - consultant: the consultant who owns the order
 * - leader: a team leader, city leader or manager whose scope holds the owner
 * - pm: platform staff working the employer's side (PM, assistant, admin)
 * - job: a timed job of the platform
 */
export type MoveActor = 'consultant' | 'leader' | 'pm' | 'job';

export const ORDER_ACTIONS = [
  'recommend',
  'recommit',
  'markValid',
  'reject',
  'companyPass',
  'bookInterview',
  'attendInterview',
  'passInterview',
  'makeOffer',
  'updateOffer',
  'confirmOnboard',
  'passGuarantee',
  'storeTalent',
  'terminate',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface StageMove {
  action: OrderAction;
  label: string;
  from: readonly StoredStage[];
  /** The stage after the move; `null` keeps the stage (the move changes the order's details). */
  to: StoredStage | null;
  by: readonly MoveActor[];
  /** Extra condition on the reject status (recommit only after a rejection, review not twice). */
  rejectStatus?: readonly number[];
}

const BEFORE_ONBOARD: readonly StoredStage[] = [20, 30, 40, 50, 62, 63, 64, 80];

/**
 * The one table of allowed moves (issue 4 "The stage machine"). The server checks every move
 * against it inside the transaction that writes it; the web enables buttons from it.
 */
export const STAGE_MOVES: readonly StageMove[] = [
  { action: 'recommend', label: '推荐', from: [20], to: 30, by: ['consultant', 'leader'] },
  { action: 'recommit', label: '重新提交', from: [30], to: null, by: ['consultant', 'leader'], rejectStatus: [1] },
  { action: 'markValid', label: '有效推荐', from: [30], to: 40, by: ['pm'], rejectStatus: [0, 2] },
  { action: 'reject', label: '驳回', from: [30], to: null, by: ['pm'], rejectStatus: [0, 2] },
  { action: 'companyPass', label: '企业通过', from: [40], to: 50, by: ['pm'] },
  { action: 'bookInterview', label: '预约面试', from: [50, 63], to: 62, by: ['pm'] },
  { action: 'attendInterview', label: '已参加面试', from: [62], to: 63, by: ['pm'] },
  { action: 'passInterview', label: '面试通过', from: [63], to: 64, by: ['pm'] },
  { action: 'makeOffer', label: '发放offer', from: [64], to: 80, by: ['pm', 'consultant', 'leader'] },
  { action: 'updateOffer', label: '修改offer', from: [80], to: null, by: ['pm', 'consultant', 'leader'] },
  { action: 'confirmOnboard', label: '确认入职', from: [80], to: 91, by: ['pm'] },
  { action: 'passGuarantee', label: '过保', from: [91], to: 93, by: ['job'] },
  { action: 'storeTalent', label: '加入人才库', from: [20], to: 110, by: ['consultant', 'leader'] },
  // A consultant may end an order before the hire; after it, only the platform can (the hire left in the guarantee period).
  { action: 'terminate', label: '终止订单', from: BEFORE_ONBOARD, to: 127, by: ['consultant', 'leader', 'pm'] },
  { action: 'terminate', label: '终止订单', from: [91], to: 127, by: ['pm'] },
];

export interface OrderPosition {
  stage: StoredStage;
  rejectStatus: number;
}

/** The move that allows `action` on this order for this actor, if any. */
export function findMove(action: OrderAction, order: OrderPosition, actor: MoveActor): StageMove | undefined {
  return STAGE_MOVES.find(
    (m) =>
      m.action === action &&
      m.from.includes(order.stage) &&
      m.by.includes(actor) &&
      (m.rejectStatus === undefined || m.rejectStatus.includes(order.rejectStatus)),
  );
}

export function canMove(action: OrderAction, order: OrderPosition, actor: MoveActor): boolean {
  return findMove(action, order, actor) !== undefined;
}

/** Every action this actor may take on the order now, in the table's order (for buttons). */
export function allowedActions(order: OrderPosition, actor: MoveActor): OrderAction[] {
  const actions = STAGE_MOVES.filter(
    (m) =>
      m.from.includes(order.stage) && m.by.includes(actor) && (m.rejectStatus === undefined || m.rejectStatus.includes(order.rejectStatus)),
  ).map((m) => m.action);
  return [...new Set(actions)];
}

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = Object.fromEntries(
  ORDER_ACTIONS.map((a) => [a, STAGE_MOVES.find((m) => m.action === a)?.label ?? a]),
) as Record<OrderAction, string>;
