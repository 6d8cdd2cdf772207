import { z } from 'zod';
import { numberParam } from '../api/number-param';

/**
 * Where a firm's money comes from (issue 20): each position carries the employer's fee terms — a
 * fee per attended interview, an onboarding fee (fixed, or a percentage of the hire's annual
 * salary) and the guarantee days. Every amount is integer fen; no floating point is used in any
 * money path.
 *
 * **Rounding rule** (one for the whole product): a fen amount that comes out of a division is
 * rounded half up, computed in integers: `roundDiv(n, d) = floor((2n + d) / 2d)` for n, d ≥ 0.
 * Percentages are basis points (1 bp = 0.01 %, 2000 = 20 %), so a percentage fee is
 * `roundDiv(annualSalaryFen × bp, 10000)`. Proration keeps `roundDiv(fee × daysStayed, guaranteeDays)`
 * and reverses the rest, so kept + reversed is always exactly the fee.
 */

/** Onboarding fee kinds: 1 a fixed amount, 2 a percentage of the annual salary. */
export const OnboardFeeKind = { fixed: 1, percent: 2 } as const;
export type OnboardFeeKind = (typeof OnboardFeeKind)[keyof typeof OnboardFeeKind];
export const ONBOARD_FEE_KIND_LABELS: Record<OnboardFeeKind, string> = { 1: '固定金额', 2: '年薪比例' };

/** The largest single fee or salary we accept: 1,000,000 yuan in fen; keeps every product below 2^53. */
export const MAX_FEN = 100_000_000;
/** At most 100 % of the annual salary. */
export const MAX_RATE_BP = 10_000;
export const MAX_GUARANTEE_DAYS = 365;

export interface FeeTerms {
  /** Fen paid for each attended interview (order reaches 63); 0 means no interview fee. */
  interviewFee: number;
  onboardFeeKind: OnboardFeeKind;
  /** Fen, when the kind is fixed. */
  onboardFeeFixed: number;
  /** Basis points of the annual salary, when the kind is percent. */
  onboardFeeRateBp: number;
  guaranteeDays: number;
}

const fen = (label: string) =>
  numberParam(
    z
      .number({ error: `${label}必须是数字` })
      .int({ error: `${label}必须是整数（分）` })
      .min(0, { error: `${label}不能小于0` })
      .max(MAX_FEN, { error: `${label}不能超过100万元` }),
  );

export const feeTermsSchema = z.object({
  interviewFee: fen('面试费'),
  onboardFeeKind: z.union([z.literal(1), z.literal(2)], { error: '入职费类型只能是1（固定金额）或2（年薪比例）' }),
  onboardFeeFixed: fen('固定入职费'),
  onboardFeeRateBp: numberParam(
    z
      .number({ error: '年薪比例必须是数字' })
      .int({ error: '年薪比例必须是整数（万分之一）' })
      .min(0, { error: '年薪比例不能小于0' })
      .max(MAX_RATE_BP, { error: '年薪比例不能超过100%' }),
  ),
  guaranteeDays: numberParam(
    z
      .number({ error: '保证期天数必须是数字' })
      .int({ error: '保证期天数必须是整数' })
      .min(0, { error: '保证期天数不能小于0' })
      .max(MAX_GUARANTEE_DAYS, { error: `保证期天数不能超过${MAX_GUARANTEE_DAYS}天` }),
  ),
});

/** Integer division rounded half up (n, d ≥ 0, d > 0): the product's one rounding rule. */
export function roundDiv(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || n < 0 || d <= 0)
    throw new RangeError('roundDiv takes safe non-negative integers');
  const q = Math.floor(n / d);
  const r = n - q * d;
  return 2 * r >= d ? q + 1 : q;
}

/** The annual salary in fen from a monthly salary in yuan and the months paid a year. */
export function annualSalaryFen(monthlyYuan: number, months: number): number {
  if (!Number.isInteger(monthlyYuan) || !Number.isInteger(months) || monthlyYuan < 0 || months < 0) return 0;
  return Math.min(monthlyYuan * 100 * months, MAX_FEN * 10);
}

/** The onboarding fee in fen for a hire with this annual salary. */
export function onboardFee(terms: FeeTerms, annualFen: number): number {
  if (terms.onboardFeeKind === OnboardFeeKind.fixed) return terms.onboardFeeFixed;
  return roundDiv(annualFen * terms.onboardFeeRateBp, 10_000);
}

const DAY = 86_400_000;

/**
 * A guarantee failure (the hire left before the guarantee ended): the firm keeps the part of the
 * fee for the whole days the hire stayed, out of the guarantee days, and the rest is reversed.
 * Leaving on the first day keeps nothing; staying the whole period (or a 0-day guarantee) keeps all.
 */
export function guaranteeProration(
  fee: number,
  guaranteeDays: number,
  onboardedAt: number,
  leftAt: number,
): { daysStayed: number; kept: number; reversed: number } {
  if (guaranteeDays <= 0) return { daysStayed: 0, kept: fee, reversed: 0 };
  const daysStayed = Math.min(guaranteeDays, Math.max(0, Math.floor((leftAt - onboardedAt) / DAY)));
  const kept = roundDiv(fee * daysStayed, guaranteeDays);
  return { daysStayed, kept, reversed: fee - kept };
}

/** Yuan typed by a person (at most two decimals) to integer fen without floating point: "1234.5" → 123450; NaN when not a yuan amount. */
export function yuanToFen(text: string | number): number {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(String(text).trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Fen as yuan text with two decimals, from integers only: 123456 → 1,234.56. */
export function formatFen(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(amount));
  const yuan = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** Fee terms as a sentence for lists: 面试费 200.00 元；入职费 年薪 20.00%；保证期 90 天. */
export function describeFeeTerms(terms: FeeTerms): string {
  const onboard =
    terms.onboardFeeKind === OnboardFeeKind.fixed
      ? `${formatFen(terms.onboardFeeFixed)}元`
      : `年薪${Math.floor(terms.onboardFeeRateBp / 100)}.${String(terms.onboardFeeRateBp % 100).padStart(2, '0')}%`;
  return `面试费${formatFen(terms.interviewFee)}元；入职费${onboard}；保证期${terms.guaranteeDays}天`;
}

/**
 * Terms of a position that has none of its own yet: no interview fee, its reward as a fixed
 * onboarding fee, its guarantee days. A zero fee makes no delivery record.
 */
export function defaultFeeTerms(rewardAmount: number, guaranteeDays: number): FeeTerms {
  return {
    interviewFee: 0,
    onboardFeeKind: OnboardFeeKind.fixed,
    onboardFeeFixed: Math.max(0, rewardAmount),
    onboardFeeRateBp: 0,
    guaranteeDays,
  };
}
