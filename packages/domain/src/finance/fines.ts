import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { pageNumber, pageSize } from '../api/paging';
import { MAX_FEN } from './fees';

/**
 * Fines on a firm (issue 20 item 3, issue 19 items 4 and 6): staff record one (amount in fen, a
 * reason, optionally the complaint case it comes from); the firm's next bill deducts pending fines
 * oldest first, as negative lines, down to a bill of zero — what does not fit carries over to the
 * bill after. A fine is 1 待扣减 until it is wholly deducted, then 2 已扣减.
 */
export const FineState = { pending: 1, deducted: 2 } as const;
export type FineState = (typeof FineState)[keyof typeof FineState];
export const FINE_STATE_LABELS: Record<FineState, string> = { 1: '待扣减', 2: '已扣减' };

/** Deducts pending fines (oldest first) from a bill's amount; never below zero. */
export function deductFines(billAmount: number, fines: { id: string; remaining: number }[]): { id: string; amount: number }[] {
  let room = Math.max(0, billAmount);
  const out: { id: string; amount: number }[] = [];
  for (const f of fines) {
    if (room <= 0) break;
    const take = Math.min(room, f.remaining);
    if (take <= 0) continue;
    out.push({ id: f.id, amount: take });
    room -= take;
  }
  return out;
}

export const fineRecordSchema = z.object({
  firmId: z.string().uuid({ error: '请选择猎头公司' }),
  amount: numberParam(
    z
      .number({ error: '罚款金额必须是数字' })
      .int({ error: '罚款金额必须是整数（分）' })
      .min(1, { error: '罚款金额必须大于0' })
      .max(MAX_FEN, { error: '罚款金额不能超过100万元' }),
  ),
  reason: z
    .string({ error: '请填写罚款原因' })
    .trim()
    .min(2, { error: '罚款原因至少2个字' })
    .max(200, { error: '罚款原因不能超过200个字' }),
  complaintCaseId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^[0-9a-f-]{36}$/i.test(v), { error: '投诉案件编号不正确' }),
});
export type FineRecord = z.infer<typeof fineRecordSchema>;

export const fineSchema = z.object({
  id: z.string(),
  firmId: z.string(),
  firmName: z.string(),
  amount: z.number().int(),
  deducted: z.number().int(),
  reason: z.string(),
  complaintCaseId: z.string().nullable(),
  state: z.number().int(),
  stateName: z.string(),
  createTime: z.number().int(),
});
export type Fine = z.infer<typeof fineSchema>;

export const fineQuerySchema = z.object({
  firmId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^[0-9a-f-]{36}$/i.test(v), { error: '猎头公司不正确' }),
  pageNo: pageNumber(),
  pageSize: pageSize(20, 100),
});
export const finePageSchema = z.object({ list: z.array(fineSchema), totalCount: z.number().int() });
