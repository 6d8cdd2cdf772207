import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { numberParam } from '../api/number-param';
import { caseIdQuerySchema, complaintDetailSchema, complaintRecordSchema } from './complaint.schema';

/** The platform console's judging of complaint cases (our paths, docs/API.md). */
export const bundleOrderSchema = z.object({
  side: z.enum(['complainant', 'defendant']),
  orderId: z.string(),
  consultant: z.string(),
  firm: z.string(),
  stage: z.number(),
  recommendTime: z.number(),
  /** When the recommendation report was last written. */
  reportTime: z.number().nullable(),
  /** When this order's candidate confirmed the recommendation through their link (ms), or null: not confirmed. */
  candidateConfirmedAt: z.number().nullable(),
  logs: z.array(z.object({ at: z.number(), fromStage: z.number().nullable(), toStage: z.number(), action: z.string(), by: z.string() })),
  /** The order's consultant's calls to the candidate, oldest first (state: the domain's CallState). */
  calls: z.array(z.object({ id: z.string(), at: z.number(), state: z.string(), answered: z.boolean(), talkSeconds: z.number() })),
});
export type BundleOrder = z.infer<typeof bundleOrderSchema>;

export const opsCaseSchema = complaintDetailSchema.omit({ role: true, actions: true }).extend({
  canJudge: z.boolean(),
  /** The defendant's firm, for the compensation calculator the verdict's fine may come from. */
  defendantFirmId: z.string(),
  /** Both sides' orders of the candidate on the position, masked (the evidence bundle). */
  bundle: z.array(bundleOrderSchema),
});
export type OpsCase = z.infer<typeof opsCaseSchema>;

export const opsCaseListQuerySchema = z.object({
  /** judging: waiting for a verdict; all: every case */
  view: z.enum(['judging', 'all']).default('judging'),
  pageNum: numberParam(z.number().int().min(1).max(10_000)).default(1),
  pageSize: numberParam(z.number().int().min(1).max(50)).default(20),
});

export const judgeBodySchema = z.object({
  id: z.string({ error: '请指定投诉' }).uuid({ error: '投诉无效' }),
  upheld: z.boolean({ error: '请选择投诉成立或不成立' }),
  reason: z.string({ error: '请填写裁定理由' }).trim().min(5, { error: '裁定理由至少5个字' }).max(1000, { error: '裁定理由最多1000字' }),
  /**
   * A fine on the defendant's firm in fen (an upheld case only; the compensation calculator's result
   * or the judge's own): taken from the firm's deposit first, the rest deducted from its unsettled
   * commissions through finance's fines.
   */
  fineFen: z
    .number({ error: '罚款金额必须是数字' })
    .int({ error: '罚款金额最小单位为分' })
    .min(0, { error: '罚款金额不能为负' })
    .max(100_000_000, { error: '罚款金额不能超过100万元' })
    .default(0),
});

export const opsComplaintEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/ops/complaints/list',
    mutates: false,
    query: opsCaseListQuerySchema,
    response: z.object({ list: z.array(complaintRecordSchema), total: z.number() }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/ops/complaints/detail',
    mutates: false,
    query: caseIdQuerySchema,
    response: opsCaseSchema,
  }),
  judge: endpoint({ method: 'POST', path: '/api/ops/complaints/judge', body: judgeBodySchema, response: null }),
  file: endpoint({
    method: 'GET',
    path: '/api/ops/complaints/file',
    mutates: false,
    query: z.object({ id: z.string().max(64), fileId: z.string().max(64) }),
    response: 'file',
  }),
};
