import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { pageNumber, pageSize } from '../api/paging';

/**
 * Four eyes on money (issue 31): a payout, a reversal of a delivery, a fine (also the fine of an
 * upheld complaint, asked by its verdict), a manual coin adjustment, a bill sent to a firm and a
 * change of fee terms are *requested* by one staff member
 * and take effect only when a different admin or finance member approves. The request keeps who
 * asked, when, why and the amounts; approving or refusing needs a reason; approving a payout needs
 * the bank transfer's reference. Nothing moves in the ledger before approval.
 *
 * States: 1 待审批, 2 已通过 (the effect was made), 3 已驳回, 4 执行中 (an approval whose effect
 * is being made; a request left here by a crash is approved again, and the effects are idempotent).
 */
export const MoneyRequestKind = {
  payout: 'payout',
  reversal: 'reversal',
  fine: 'fine',
  coinAdjust: 'coinAdjust',
  bill: 'bill',
  feeTerms: 'feeTerms',
  caseFine: 'caseFine',
} as const;
export type MoneyRequestKind = (typeof MoneyRequestKind)[keyof typeof MoneyRequestKind];
export const MONEY_REQUEST_KINDS = Object.values(MoneyRequestKind) as readonly MoneyRequestKind[];

export const MONEY_REQUEST_KIND_LABELS: Record<MoneyRequestKind, string> = {
  payout: '交付打款',
  reversal: '交付冲销',
  fine: '罚款',
  coinAdjust: '金币调整',
  bill: '出具账单',
  feeTerms: '收费条款变更',
  caseFine: '投诉罚款',
};

export const MoneyRequestState = { pending: 1, approved: 2, refused: 3, executing: 4 } as const;
export type MoneyRequestState = (typeof MoneyRequestState)[keyof typeof MoneyRequestState];
export const MONEY_REQUEST_STATE_LABELS: Record<MoneyRequestState, string> = {
  1: '待审批',
  2: '已通过',
  3: '已驳回',
  4: '执行中',
};

/** Whether this staff member may decide this request: never the one who asked (four eyes). */
export function mayDecide(
  request: { requestedBy: string; state: number },
  deciderId: string,
): { ok: true } | { ok: false; message: string } {
  if (request.requestedBy === deciderId) return { ok: false, message: '不能审批自己提交的申请，请由另一位财务或管理员审批' };
  if (request.state !== MoneyRequestState.pending && request.state !== MoneyRequestState.executing)
    return { ok: false, message: '该申请已处理，不能重复审批' };
  return { ok: true };
}

export const requestReasonSchema = z
  .string({ error: '请填写申请理由' })
  .trim()
  .min(2, { error: '申请理由至少2个字' })
  .max(200, { error: '申请理由不能超过200个字' });

export const moneyRequestQuerySchema = z.object({
  state: numberParam(
    z
      .number({ error: '状态必须是数字' })
      .int()
      .refine((v) => [0, 1, 2, 3, 4].includes(v), { error: '状态只能是0到4' }),
  ).default(1),
  kind: z.enum(MONEY_REQUEST_KINDS as [MoneyRequestKind, ...MoneyRequestKind[]], { error: '申请类型不正确' }).optional(),
  pageNo: pageNumber(),
  pageSize: pageSize(20, 100),
});
export type MoneyRequestQuery = z.infer<typeof moneyRequestQuerySchema>;

export const moneyRequestDecideSchema = z.object({
  requestId: z.string().uuid({ error: '申请编号不正确' }),
  approve: z.boolean({ error: '请选择通过或驳回' }),
  reason: z
    .string({ error: '请填写审批意见' })
    .trim()
    .min(2, { error: '审批意见至少2个字' })
    .max(200, { error: '审批意见不能超过200个字' }),
  /** The bank transfer's reference (银行转账流水号), required to approve a payout. */
  transferReference: z.string().trim().max(64, { error: '转账流水号不能超过64个字' }).default(''),
});
export type MoneyRequestDecide = z.infer<typeof moneyRequestDecideSchema>;

/** One line of what the request would change, for the approver to read (e.g. 入职费 2万元 → 3万元). */
const changeLineSchema = z.object({ label: z.string(), before: z.string(), after: z.string() });

export const moneyRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(MONEY_REQUEST_KINDS as [MoneyRequestKind, ...MoneyRequestKind[]]),
  kindName: z.string(),
  state: z.number().int(),
  stateName: z.string(),
  /** Fen for money, coins for a coin adjustment (see `asset`); signed: negative takes from the firm. */
  amount: z.number().int(),
  asset: z.enum(['fen', 'coin', 'none']),
  firmId: z.string().nullable(),
  firmName: z.string(),
  /** What the request is about, in a line: 交付记录 张三 · Java工程师, 职位 …, 2026-10 账单. */
  subject: z.string(),
  changes: z.array(changeLineSchema),
  reason: z.string(),
  requestedBy: z.string(),
  requestedByName: z.string(),
  requestedByRole: z.string(),
  requestedAt: z.number().int(),
  decidedByName: z.string(),
  decidedAt: z.number().int().nullable(),
  decisionReason: z.string(),
  transferReference: z.string(),
  /** What the effect made, when approved: the bill number, the fine's id, the ledger transfer. */
  result: z.string(),
  /** The id of what it made: the bill (for a bill), the fine, the ledger transfer; '' until approved. */
  resultId: z.string(),
  /** Whether the caller may decide it (a different approver, still pending). */
  canDecide: z.boolean(),
});
export type MoneyRequest = z.infer<typeof moneyRequestSchema>;

export const moneyRequestPageSchema = z.object({
  list: z.array(moneyRequestSchema),
  totalCount: z.number().int(),
  pendingCount: z.number().int(),
});
export type MoneyRequestPage = z.infer<typeof moneyRequestPageSchema>;
