import type { OrderRow } from '@hh/domain/orders/order.schema';
import { isStoredStage, OrderStage, RejectStatus } from '@hh/domain/orders/order-stage';
import { allowedActions, type MoveActor, ORDER_ACTION_LABELS, type OrderAction } from '@hh/domain/orders/stage-machine';

/** Everything a row offers: the stage moves of the domain's table plus the actions that leave the stage alone. */
export type RowActionKey =
  | 'stateLog'
  | 'notes'
  | 'remark'
  | 'report'
  | 'download'
  | 'rejectDetail'
  | 'reRecommend'
  | 'transfer'
  | OrderAction;

export interface RowAction {
  key: RowActionKey;
  label: string;
  danger?: boolean;
}

export interface Viewer {
  userId: string;
  /** Team leader, city leader or manager: may act on the orders of their scope and hand them over. */
  leader: boolean;
}

/** The owner acts as the consultant; a leader on someone else's order acts as the leader (stage-machine.ts). */
export function actorFor(row: Pick<OrderRow, 'hunterId'>, viewer: Viewer): MoveActor {
  return row.hunterId !== viewer.userId && viewer.leader ? 'leader' : 'consultant';
}

/** Stages with a recommendation behind them, so a report to read. */
const REPORTED_STAGES = new Set<number>([
  OrderStage.recommended,
  OrderStage.valid,
  OrderStage.companyPassed,
  OrderStage.interviewBooked,
  OrderStage.interviewAttended,
  OrderStage.interviewPassed,
  OrderStage.offer,
  OrderStage.onboardConfirmed,
  OrderStage.pastGuarantee,
  OrderStage.terminated,
]);

/**
 * The actions of a row, the stage moves first (enabled from allowedActions, the same table the
 * server checks), then the rest. 驳回详情 shows whenever the recommendation was rejected.
 */
export function rowActionsOf(row: OrderRow, viewer: Viewer): { moves: RowAction[]; others: RowAction[] } {
  const stage = row.candidateState;
  const allowed = isStoredStage(stage) ? allowedActions({ stage, rejectStatus: row.rejectStatus }, actorFor(row, viewer)) : [];
  const moves: RowAction[] = allowed.map((action) => ({ key: action, label: ORDER_ACTION_LABELS[action], danger: action === 'terminate' }));
  const others: RowAction[] = [
    { key: 'stateLog', label: '状态记录' },
    { key: 'notes', label: '沟通记录' },
    { key: 'remark', label: '备注' },
  ];
  if (REPORTED_STAGES.has(row.candidateState)) others.push({ key: 'report', label: '推荐报告' });
  if (row.rejectStatus !== RejectStatus.none && !moves.some((m) => m.key === 'recommit')) {
    others.push({ key: 'rejectDetail', label: '驳回详情' });
  }
  others.push({ key: 'download', label: '下载简历' }, { key: 'reRecommend', label: '重新推荐' });
  if (viewer.leader) others.push({ key: 'transfer', label: '转移' });
  // A move the table allows but that is only a different way to end the order goes last, in red.
  const ending = moves.filter((m) => m.key === 'terminate');
  return { moves: moves.filter((m) => m.key !== 'terminate'), others: [...others, ...ending] };
}
