import { OrderStage } from '../orders/order-stage';

/**
 * Complaint cases between firms (spec 000 §3–§5, spec 001 › Platform rules): the six breaches,
 * the states a case moves through, who may do what in which state, and the refusals at filing.
 * The server reads these tables inside its transactions and the web reads them for its buttons.
 */
export const ComplaintType = {
  blindPush: 1,
  orderSkipping: 2,
  resumeFraud: 3,
  harassment: 4,
  infoLeak: 5,
  abnormalAccount: 6,
} as const;
export type ComplaintType = (typeof ComplaintType)[keyof typeof ComplaintType];
export const COMPLAINT_TYPES = [1, 2, 3, 4, 5, 6] as const;

export const COMPLAINT_TYPE_LABELS: Record<ComplaintType, string> = {
  1: '盲推',
  2: '跳单',
  3: '简历造假',
  4: '骚扰',
  5: '信息泄露',
  6: '账号异常',
};

export const CaseState = {
  /** Filed (or edited by the complainant): the defendant has 24 hours to answer. */
  awaitingEvidence: 1,
  /** The defendant answered with evidence: waiting for the platform's verdict. */
  answered: 2,
  /** The 24 hours passed without an answer: judged on the complainant's side alone. */
  overdue: 3,
  /** The defendant admitted the breach: the platform confirms the penalty. */
  agreed: 4,
  revoked: 5,
  upheld: 6,
  dismissed: 7,
} as const;
export type CaseState = (typeof CaseState)[keyof typeof CaseState];
export const CASE_STATES = [1, 2, 3, 4, 5, 6, 7] as const;

export const CASE_STATE_LABELS: Record<CaseState, string> = {
  1: '待答辩',
  2: '已答辩',
  3: '答辩超时',
  4: '被投诉方认可',
  5: '已撤销',
  6: '投诉成立',
  7: '投诉不成立',
};

/** A case is open until it is revoked or judged; one complainant has one open case per order. */
export const OPEN_CASE_STATES: readonly CaseState[] = [1, 2, 3, 4];
export const isOpenCase = (state: CaseState) => OPEN_CASE_STATES.includes(state);

export type CaseRole = 'complainant' | 'defendant' | 'staff';
export type CaseAction = 'edit' | 'revoke' | 'answer' | 'agree' | 'judge';

/** Who may act on a case in which state: one table for the server's checks and the web's buttons. */
export const CASE_ACTIONS: Record<CaseAction, { by: CaseRole; from: readonly CaseState[]; to: CaseState | 'verdict' }> = {
  edit: { by: 'complainant', from: [1, 2, 3], to: 1 },
  revoke: { by: 'complainant', from: [1, 2, 3, 4], to: 5 },
  answer: { by: 'defendant', from: [1], to: 2 },
  agree: { by: 'defendant', from: [1, 2, 3], to: 4 },
  judge: { by: 'staff', from: [2, 3, 4], to: 'verdict' },
};

export const CASE_ACTION_REFUSALS: Record<CaseAction, string> = {
  edit: '投诉已结案或已撤销，不能再修改',
  revoke: '投诉已结案或已撤销，不能撤销',
  answer: '当前状态不能提交答辩（已答辩、已超时或已结案）',
  agree: '当前状态不能认可投诉',
  judge: '当前状态不能裁定：请等待被投诉方答辩或答辩超时',
};

export function canAct(action: CaseAction, role: CaseRole, state: CaseState): boolean {
  const rule = CASE_ACTIONS[action];
  return rule.by === role && rule.from.includes(state);
}

/** The actions the caller may take now, for the detail's buttons. */
export function allowedActions(roles: readonly CaseRole[], state: CaseState): CaseAction[] {
  return (Object.keys(CASE_ACTIONS) as CaseAction[]).filter((a) => roles.some((r) => canAct(a, r, state)));
}

/** The defendant answers within 24 hours of the complainant's feedback (spec 000 §5). */
export const EVIDENCE_WINDOW_MS = 24 * 3_600_000;
export const evidenceDeadline = (feedbackAt: number) => feedbackAt + EVIDENCE_WINDOW_MS;
export const isEvidenceOverdue = (feedbackAt: number, now: number) => now >= evidenceDeadline(feedbackAt);

export interface FilingFacts {
  type: ComplaintType;
  orderStage: number;
  /** The order is the complainant's own. */
  ownOrder: boolean;
  /** The complainant already has an open case on this order. */
  hasOpenCase: boolean;
}

/** Why a case cannot be filed (or edited to this type), or null (spec 000 §4, spec 001 › Breaches). */
export function filingRefusal(f: FilingFacts): string | null {
  if (f.ownOrder) return '不能投诉自己的订单';
  if (f.orderStage === OrderStage.terminated) return '订单已终止，平台不受理该订单的投诉';
  if (f.type === ComplaintType.blindPush && blindPushTooLate(f.orderStage)) return '订单已进入约面及之后的阶段，不能再投诉盲推';
  if (f.hasOpenCase) return '您对该订单已有一个处理中的投诉，请勿重复发起';
  return null;
}

/** A blind-push complaint is refused once the order is at interview booked (62) or later. */
export function blindPushTooLate(stage: number): boolean {
  return stage >= OrderStage.interviewBooked && stage !== OrderStage.talentStored && stage !== OrderStage.terminated;
}
