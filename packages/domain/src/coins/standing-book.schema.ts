import { z } from 'zod';
import { pageNumber, pageSize as pageSizeOf } from '../api/paging';
import { OrderStage } from '../orders/order-stage';

/**
 * The monthly ledger (月度台账, GET /lietouOrderStandingBook/query): per Beijing calendar month, the
 * orders in the caller's scope that reached a billable stage (63 interview attended, 91 onboard
 * confirmed) with the fee the platform's finance recorded for them (fen), and the coins into and
 * out of the consultants' accounts in reach, by reason. Exportable as xlsx (…/export).
 */
export const STANDING_BOOK_PAGE_SIZE = 20;

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const standingBookQuerySchema = z.object({
  month: z
    .string({ error: '请选择月份' })
    .trim()
    .regex(MONTH_RE, { error: '月份格式应为YYYY-MM' })
    .refine((m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2100, { error: '月份超出范围' }),
  pageNum: pageNumber(),
  pageSize: pageSizeOf(STANDING_BOOK_PAGE_SIZE, 100),
});
export type StandingBookQuery = z.input<typeof standingBookQuerySchema>;
export const standingBookExportQuerySchema = standingBookQuerySchema.pick({ month: true });

/** The billable stages a standing-book row is for, with their labels. */
export const BILLABLE_STAGE_LABELS: Record<number, string> = {
  [OrderStage.interviewAttended]: '面试到场',
  [OrderStage.onboardConfirmed]: '确认入职',
};

export const standingBookRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  time: z.number().int(),
  stage: z.number().int(),
  stageLabel: z.string(),
  candidateName: z.string(),
  positionName: z.string(),
  hunterName: z.string(),
  /** The fee as it stands (recorded less reversed), in fen. */
  feeFen: z.number().int(),
  stateLabel: z.string(),
});
export type StandingBookRow = z.infer<typeof standingBookRowSchema>;

export const standingBookCoinsSchema = z.object({
  reason: z.string(),
  reasonLabel: z.string(),
  in: z.number().int(),
  out: z.number().int(),
});

export const standingBookSchema = z.object({
  month: z.string(),
  list: z.array(standingBookRowSchema),
  total: z.number().int(),
  totals: z.object({
    interviewCount: z.number().int(),
    interviewFeeFen: z.number().int(),
    onboardCount: z.number().int(),
    onboardFeeFen: z.number().int(),
    feeFen: z.number().int(),
    coinsIn: z.number().int(),
    coinsOut: z.number().int(),
  }),
  coins: z.array(standingBookCoinsSchema),
});
export type StandingBook = z.infer<typeof standingBookSchema>;

/** The [from, to) instants of a Beijing calendar month 'YYYY-MM'. */
export function monthRange(month: string): { from: Date; to: Date } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const from = Date.UTC(y, m - 1, 1) - 8 * 3_600_000;
  const to = Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1) - 8 * 3_600_000;
  return { from: new Date(from), to: new Date(to) };
}
