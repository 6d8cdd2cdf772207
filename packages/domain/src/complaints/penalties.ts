/**
 * What follows an upheld case, the daily performance check, and the compensation formulas
 * (spec 001 › Platform rules and compensation terms). Pure rules: the server counts the
 * offences and applies what these return.
 */

const DAY = 86_400_000;
export const BAN_DAYS = 15;

export type FirmPenalty = { kind: 'warning' } | { kind: 'ban'; until: number } | { kind: 'permanentBan' };
export type ConsultantPenalty =
  | { kind: 'endOrder'; markSensitive: true }
  | { kind: 'endAllOrders'; redMark: true; until: number }
  | { kind: 'closeAccount'; forfeitHistoryFees: true };

export const FIRM_PENALTY_LABELS: Record<FirmPenalty['kind'], string> = {
  warning: '警告',
  ban: '暂停推荐15天',
  permanentBan: '永久禁止推荐',
};
export const CONSULTANT_PENALTY_LABELS: Record<ConsultantPenalty['kind'], string> = {
  endOrder: '终止当前订单并标记敏感',
  endAllOrders: '终止全部订单、红色标记并暂停15天',
  closeAccount: '关闭账号并没收历史服务费',
};

/** The firm's penalty for its n-th upheld case (1-based): warning, then a 15-day ban, then a permanent ban. */
export function firmPenalty(offence: number, at: number): FirmPenalty {
  if (offence <= 1) return { kind: 'warning' };
  if (offence === 2) return { kind: 'ban', until: at + BAN_DAYS * DAY };
  return { kind: 'permanentBan' };
}

/** The consultant's penalty for their n-th upheld case (1-based). */
export function consultantPenalty(offence: number, at: number): ConsultantPenalty {
  if (offence <= 1) return { kind: 'endOrder', markSensitive: true };
  if (offence === 2) return { kind: 'endAllOrders', redMark: true, until: at + BAN_DAYS * DAY };
  return { kind: 'closeAccount', forfeitHistoryFees: true };
}

/** A ban in force: `until` null is permanent. */
export interface Ban {
  until: number | null;
  who: 'firm' | 'consultant';
}

/** The Chinese refusal naming the end date, for recommend and every order action. */
export function banMessage(ban: Ban, formatDate: (at: number) => string): string {
  const subject = ban.who === 'firm' ? '贵公司' : '您的账号';
  if (ban.until === null) return `${subject}因违规已被永久禁止推荐，如有疑问请联系平台`;
  return `${subject}因违规被暂停推荐至${formatDate(ban.until)}，期间不能推荐或操作订单`;
}

/** The performance check's windows (spec 001 › Performance check). */
export const NO_RECOMMEND_DAYS = 15;
export const NO_VALID_DAYS = 30;
export const DEPOSIT_FEN = 500_000;
export const DEPOSIT_FORFEIT_PERCENT = 20;

export interface PerformanceFacts {
  /** When the firm last recommended a resume (an order reached 30), or null. */
  lastRecommendAt: number | null;
  /** When the firm last had a valid recommendation (an order reached 40), or null. */
  lastValidAt: number | null;
  /** When the firm joined: a new firm is not failed before the window has passed. */
  joinedAt: number;
}

export type PerformanceFailure = 'noRecommend' | 'noValid';
export const PERFORMANCE_FAILURE_LABELS: Record<PerformanceFailure, string> = {
  noRecommend: '连续15天未推荐简历',
  noValid: '连续30天无有效推荐',
};

/** Why a firm fails the check at `now`, or null when it passes. */
export function performanceFailure(f: PerformanceFacts, now: number): PerformanceFailure | null {
  const since = (last: number | null) => now - Math.max(last ?? f.joinedAt, f.joinedAt);
  if (since(f.lastRecommendAt) >= NO_RECOMMEND_DAYS * DAY) return 'noRecommend';
  if (since(f.lastValidAt) >= NO_VALID_DAYS * DAY) return 'noValid';
  return null;
}

/** Failing again with a deposit held forfeits 20% of it as a fee (fen, rounded down). */
export const depositForfeit = (depositFen: number) => Math.floor((depositFen * DEPOSIT_FORFEIT_PERCENT) / 100);

export type CompensationCase =
  | { kind: 'clientEnds'; lastYearFeesFen: number }
  | { kind: 'paused'; lastMonthFeesFen: number; months: number }
  | { kind: 'platformPays'; payoutFen: number }
  | { kind: 'otherLoss'; costsFen: number };

export const COMPENSATION_LABELS: Record<CompensationCase['kind'], string> = {
  clientEnds: '客户终止合作',
  paused: '客户暂停合作30天以上',
  platformPays: '平台向客户赔付',
  otherLoss: '其他损失',
};

/** The fine in fen for one of the rules' compensation cases (rounded down to the fen). */
export function compensation(c: CompensationCase): number {
  switch (c.kind) {
    case 'clientEnds':
      return Math.floor(c.lastYearFeesFen / 2);
    case 'paused': {
      const months = Math.min(12, Math.max(1, Math.floor(c.months)));
      return Math.floor(c.lastMonthFeesFen / 2) * months;
    }
    case 'platformPays':
      return Math.floor(c.payoutFen / 2);
    case 'otherLoss':
      return c.costsFen;
  }
}
