/**
 * Order stages (spec 000 §4, spec 001 §3 order state dictionary). An order is one candidate
 * recommended to one position; its stage is the spec's candidateState.
 */
export const OrderStage = {
  pendingCommunication: 20,
  recommended: 30,
  valid: 40,
  companyPassed: 50,
  interviewBooked: 62,
  interviewAttended: 63,
  interviewPassed: 64,
  offer: 80,
  onboardConfirmed: 91,
  /** A view code: 91 seen from the talent side while the guarantee period runs. Never stored. */
  onboardInGuarantee: 92,
  pastGuarantee: 93,
  talentStored: 110,
  terminated: 127,
} as const;
export type OrderStage = (typeof OrderStage)[keyof typeof OrderStage];

/** Stages an order can be stored in (92 is only a view of 91). */
export const STORED_STAGES = [20, 30, 40, 50, 62, 63, 64, 80, 91, 93, 110, 127] as const;
export type StoredStage = (typeof STORED_STAGES)[number];

export const ORDER_STAGE_LABELS: Record<OrderStage, string> = {
  20: '待沟通',
  30: '顾问推荐',
  40: '有效推荐',
  50: '企业通过',
  62: '已约面',
  63: '已参加面试',
  64: '面试通过',
  80: 'offer录用',
  91: '确认入职',
  92: '入职未过保',
  93: '已过保',
  110: '人才入库',
  127: '订单终止',
};

/** Stages where the order is still moving (not closed). */
export const ACTIVE_STAGES: readonly StoredStage[] = [20, 30, 40, 50, 62, 63, 64, 80, 91];

export function isStoredStage(value: unknown): value is StoredStage {
  return typeof value === 'number' && (STORED_STAGES as readonly number[]).includes(value);
}

/** Reject status of a recommendation the platform PM has reviewed (spec 000 §4: query and recommit). */
export const RejectStatus = { none: 0, rejected: 1, recommitted: 2 } as const;
export type RejectStatus = (typeof RejectStatus)[keyof typeof RejectStatus];
export const REJECT_STATUS_LABELS: Record<RejectStatus, string> = { 0: '未驳回', 1: '已驳回', 2: '已重新提交' };
