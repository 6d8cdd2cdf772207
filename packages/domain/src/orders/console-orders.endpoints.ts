import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { opsMoveSchema, opsOrderCountsSchema, opsOrderPageSchema, opsOrderRowSchema, stateLogEntrySchema } from './order.schema';
import { recommendReportSchema } from './report.schema';

const idParam = z.object({ id: z.string().max(40) });

/** The console's order search: one stored stage (−30 the rejected part of 30), a reject status, a word, and paging. */
export const opsOrderListBodySchema = z.object({
  stage: z.number({ error: '阶段必须是数字' }).int().min(0).max(999).optional(),
  rejectStatus: z.number({ error: '驳回状态必须是数字' }).int().min(0).max(2).optional(),
  searchWord: z
    .string()
    .trim()
    .max(50, { error: '搜索词不能超过50个字' })
    .optional()
    .transform((v) => v || undefined),
  query: z
    .object({ limit: z.number().int().min(1).max(100).default(20), offset: z.number().int().min(0).max(100_000).default(0) })
    .default({ limit: 20, offset: 0 }),
});

/** The platform console's order pipeline: every firm's orders by stage, the review queue, and the PM's moves. */
export const consoleOrderEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/api/ops/orders/list',
    mutates: false,
    body: opsOrderListBodySchema,
    response: opsOrderPageSchema,
  }),
  counts: endpoint({ method: 'GET', path: '/api/ops/orders/counts', mutates: false, response: opsOrderCountsSchema }),
  move: endpoint({ method: 'POST', path: '/api/ops/orders/move', body: opsMoveSchema, response: opsOrderRowSchema }),
  logs: endpoint({
    method: 'GET',
    path: '/api/ops/orders/:id/logs',
    mutates: false,
    params: idParam,
    response: z.array(stateLogEntrySchema),
  }),
  report: endpoint({ method: 'GET', path: '/api/ops/orders/:id/report', mutates: false, params: idParam, response: recommendReportSchema }),
};
