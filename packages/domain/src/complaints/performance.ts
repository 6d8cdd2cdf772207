import { DEPOSIT_FEN, depositForfeit, type PerformanceFacts, type PerformanceFailure, performanceFailure } from './penalties';
import { DEPOSIT_WORKING_DAYS, workingDayDeadline } from './working-days';

/**
 * The performance check's consequences (spec 001 › Performance check; docs/API.md › Performance
 * check), where the rules are silent decided as follows:
 * - The windows run from the firm's joining or its last failure, whichever is later: a failing firm
 *   is given fresh windows rather than failing again every day.
 * - A firm with a deposit demand still open (not paid) is not checked: the demand and its ban stand.
 * - First failure (no deposit held): pay 5000 yuan within 5 Chinese working days.
 * - Failing again with a deposit held: 20% of what is held is forfeited to the platform, and the
 *   deposit must be brought back to 5000 yuan within 5 working days.
 * - Not paid by the deadline: the firm may not recommend or act on orders for 15 days from the
 *   deadline, renewed by 15 days while still unpaid; recording the payment lifts it at once.
 */
const DAY = 86_400_000;
export const DEPOSIT_BAN_DAYS = 15;

export type PerformanceStep = {
  failure: PerformanceFailure;
  /** Fen taken from the deposit held (failing again), 0 on a first failure. */
  forfeitFen: number;
  /** Fen the firm must pay into its deposit. */
  amountFen: number;
  /** When it is due (ms): the end of the 5th working day after the check. */
  dueAt: number;
};

export interface DepositPosition {
  /** Fen the firm's deposit account holds. */
  heldFen: number;
  /** A deposit demand not yet paid. */
  openDemand: boolean;
  /** When the firm last failed the check, or null. */
  lastFailedAt: number | null;
}

/** What the daily check does to a firm at `now`: nothing (null), or a failure with its forfeit and demand. */
export function performanceStep(facts: PerformanceFacts, deposit: DepositPosition, now: number): PerformanceStep | null {
  if (deposit.openDemand) return null;
  const windowsFrom = Math.max(facts.joinedAt, deposit.lastFailedAt ?? facts.joinedAt);
  const failure = performanceFailure({ ...facts, joinedAt: windowsFrom }, now);
  if (!failure) return null;
  const forfeitFen = depositForfeit(deposit.heldFen);
  const amountFen = Math.max(0, DEPOSIT_FEN - (deposit.heldFen - forfeitFen));
  return { failure, forfeitFen, amountFen, dueAt: workingDayDeadline(now, DEPOSIT_WORKING_DAYS) };
}

/**
 * The end of the ban of an unpaid demand at `now`: null before its deadline; otherwise the ban in
 * force, renewed by 15 days each time it runs out while the deposit is still unpaid.
 */
export function depositBanUntil(dueAt: number, banUntil: number | null, now: number): number | null {
  if (now < dueAt) return null;
  let until = banUntil ?? dueAt;
  while (until <= now) until += DEPOSIT_BAN_DAYS * DAY;
  return until;
}

/**
 * A deadline that is the end of a China day shown as that day's 23:59, not the next day's 00:00:
 * `format` is formatChinaTime with the pattern wanted.
 */
export const dueText = (dueAt: number, format: (at: number) => string) => format(dueAt - 60_000);

/** The refusal recommend and order actions answer with while an unpaid deposit bans the firm. */
export function depositBanMessage(until: number, formatDate: (at: number) => string): string {
  return `贵公司未在期限内缴纳业绩考核保证金，暂停推荐至${formatDate(until)}，期间不能推荐或操作订单；缴纳后立即恢复`;
}
