import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { numberParam } from '../api/number-param';

/** The platform console's performance check and deposits (our paths, docs/API.md › Performance check). */
export const performanceCheckSchema = z.object({
  id: z.string(),
  firmId: z.string(),
  firmName: z.string(),
  failure: z.enum(['noRecommend', 'noValid']),
  failureLabel: z.string(),
  failedAt: z.number(),
  forfeitFen: z.number().int(),
  amountFen: z.number().int(),
  dueAt: z.number().nullable(),
  paidAt: z.number().nullable(),
  paidBy: z.string().nullable(),
  banUntil: z.number().nullable(),
  /** 待缴纳 / 已缴纳 / 逾期停权 / 无需缴纳 */
  stateLabel: z.string(),
  /** Fen the firm's deposit account holds now. */
  heldFen: z.number().int(),
});
export type PerformanceCheck = z.infer<typeof performanceCheckSchema>;

export const performanceListQuerySchema = z.object({
  /** open: deposits still to pay; all: every failure */
  view: z.enum(['open', 'all']).default('open'),
  pageNo: numberParam(z.number().int().min(1).max(10_000)).default(1),
  pageSize: numberParam(z.number().int().min(1).max(50)).default(20),
});

export const depositPayBodySchema = z.object({
  id: z.string({ error: '请指定保证金记录' }).uuid({ error: '保证金记录无效' }),
  /** The bank transfer's reference or a note, kept on the ledger movement. */
  note: z.string().trim().max(200, { error: '备注最多200字' }).default(''),
});

export const performanceRunSchema = z.object({
  checked: z.number().int(),
  failed: z.array(z.object({ firmName: z.string(), failureLabel: z.string(), amountFen: z.number().int(), forfeitFen: z.number().int() })),
  banned: z.number().int(),
});

export const opsPerformanceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/ops/performance/list',
    mutates: false,
    query: performanceListQuerySchema,
    response: z.object({ list: z.array(performanceCheckSchema), totalCount: z.number() }),
  }),
  /** Staff record that the firm paid its deposit: a ledger transfer into the firm's deposit account. */
  pay: endpoint({ method: 'POST', path: '/api/ops/performance/pay', body: depositPayBodySchema, response: performanceCheckSchema }),
  /** Runs today's check now (the daily job's run; a firm is checked at most once a China day). */
  run: endpoint({ method: 'POST', path: '/api/ops/performance/run', response: performanceRunSchema }),
};
