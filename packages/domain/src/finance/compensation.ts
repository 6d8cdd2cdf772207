import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { MAX_FEN, roundDiv } from './fees';

/**
 * Compensation (issue 19 item 6; 001 "Platform rules and compensation terms", 结算规则): when a
 * firm's fault costs the platform, staff compute what the firm owes from its own fees and record
 * it as a fine (fines.ts), which the firm's next bill deducts.
 *
 * The four cases, every amount integer fen, rounded by the product's one rule (`roundDiv`, half up)
 * and only once, at the end:
 * - 1 客户终止合作 (the client ends cooperation): the firm's fees of the last 365 days ÷ 2.
 * - 2 客户暂停合作30天以上 (the client paused 30 days or more): the firm's fees of the last 30 days
 *   × months ÷ 2, where months = whole 30-day spans of the pause, at least 1 and at most 12.
 * - 3 平台赔付客户 (the platform paid the client): the payout ÷ 2.
 * - 4 其他损失 (other loss): the costs in full.
 * "Fees" are the firm's delivery records approved or later (states 1–3), net of reversals.
 */
export const CompensationKind = { clientEnded: 1, clientPaused: 2, platformPaid: 3, otherLoss: 4 } as const;
export type CompensationKind = (typeof CompensationKind)[keyof typeof CompensationKind];
export const COMPENSATION_KIND_LABELS: Record<CompensationKind, string> = {
  1: '客户终止合作',
  2: '客户暂停合作30天以上',
  3: '平台赔付客户',
  4: '其他损失',
};

export const PAUSE_MIN_DAYS = 30;
export const PAUSE_MONTH_DAYS = 30;
export const PAUSE_MAX_MONTHS = 12;
/** The fee windows the formulas read, in days before the calculation. */
export const LAST_YEAR_DAYS = 365;
export const LAST_MONTH_DAYS = 30;

export interface CompensationInput {
  kind: CompensationKind;
  /** Fen: the firm's fees of the last 365 days (kind 1). */
  lastYearFees: number;
  /** Fen: the firm's fees of the last 30 days (kind 2). */
  lastMonthFees: number;
  /** Days the client has paused (kind 2), at least 30. */
  pausedDays: number;
  /** Fen: what the platform paid the client (kind 3). */
  platformPayout: number;
  /** Fen: the costs of another loss (kind 4). */
  lossCosts: number;
}

export interface Compensation {
  amount: number;
  /** The base the formula starts from, in fen. */
  base: number;
  /** Months counted (kind 2), otherwise 0. */
  months: number;
  /** The formula in words, for the calculator and the fine's reason. */
  formula: string;
}

/** Whole 30-day spans of a pause, clamped to 1..12; a pause under 30 days does not qualify (0). */
export function pausedMonths(pausedDays: number): number {
  if (!Number.isInteger(pausedDays) || pausedDays < PAUSE_MIN_DAYS) return 0;
  return Math.min(PAUSE_MAX_MONTHS, Math.max(1, Math.floor(pausedDays / PAUSE_MONTH_DAYS)));
}

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The compensation for one case; throws a RangeError on a negative or fractional amount. */
export function compensation(input: CompensationInput): Compensation {
  for (const v of [input.lastYearFees, input.lastMonthFees, input.platformPayout, input.lossCosts])
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError('amounts are non-negative integer fen');
  switch (input.kind) {
    case CompensationKind.clientEnded:
      return {
        amount: roundDiv(input.lastYearFees, 2),
        base: input.lastYearFees,
        months: 0,
        formula: `近一年佣金${yuan(input.lastYearFees)}元 ÷ 2`,
      };
    case CompensationKind.clientPaused: {
      const months = pausedMonths(input.pausedDays);
      return {
        amount: roundDiv(input.lastMonthFees * months, 2),
        base: input.lastMonthFees,
        months,
        formula: `近一月佣金${yuan(input.lastMonthFees)}元 ÷ 2 × ${months}个月`,
      };
    }
    case CompensationKind.platformPaid:
      return {
        amount: roundDiv(input.platformPayout, 2),
        base: input.platformPayout,
        months: 0,
        formula: `平台赔付${yuan(input.platformPayout)}元 ÷ 2`,
      };
    case CompensationKind.otherLoss:
      return { amount: input.lossCosts, base: input.lossCosts, months: 0, formula: `其他损失${yuan(input.lossCosts)}元 全额` };
  }
}

const fenInput = (label: string) =>
  numberParam(
    z
      .number({ error: `${label}必须是数字` })
      .int({ error: `${label}必须是整数（分）` })
      .min(0, { error: `${label}不能小于0` })
      .max(MAX_FEN, { error: `${label}不能超过100万元` }),
  ).default(0);

/** POST /api/ops/finance/compensation/calculate: the firm's fees are read by the server. */
export const compensationQuerySchema = z
  .object({
    firmId: z.string().uuid({ error: '请选择猎头公司' }),
    kind: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '请选择赔偿情形' }),
    pausedDays: numberParam(
      z.number({ error: '暂停天数必须是数字' }).int({ error: '暂停天数必须是整数' }).min(0).max(3650, {
        error: '暂停天数不能超过3650天',
      }),
    ).default(0),
    platformPayout: fenInput('平台赔付金额'),
    lossCosts: fenInput('损失金额'),
  })
  .refine((q) => q.kind !== 2 || q.pausedDays >= PAUSE_MIN_DAYS, { error: '暂停合作满30天才按暂停计算', path: ['pausedDays'] })
  .refine((q) => q.kind !== 3 || q.platformPayout > 0, { error: '请填写平台赔付金额', path: ['platformPayout'] })
  .refine((q) => q.kind !== 4 || q.lossCosts > 0, { error: '请填写损失金额', path: ['lossCosts'] });
export type CompensationQuery = z.infer<typeof compensationQuerySchema>;

export const compensationResultSchema = z.object({
  kind: z.number().int(),
  kindName: z.string(),
  lastYearFees: z.number().int(),
  lastMonthFees: z.number().int(),
  amount: z.number().int(),
  base: z.number().int(),
  months: z.number().int(),
  formula: z.string(),
});
export type CompensationResult = z.infer<typeof compensationResultSchema>;
