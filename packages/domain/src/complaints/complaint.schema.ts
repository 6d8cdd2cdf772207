import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { CASE_STATES, COMPLAINT_TYPES } from './complaint-case';

/** Request and answer shapes of the complaint calls (spec 000 §3 Complaint, §7 Complaints). */
const id = (label: string) => z.string({ error: `请选择${label}` }).uuid({ error: `${label}无效` });
const TYPE_MESSAGE = '请选择投诉类型（1到6）';

export const COMPLAINT_CONTENT_MAX = 2000;
export const COMPLAINT_ATTACHMENTS_MAX = 5;
export const COMPLAINT_PAGE_SIZE = 10;

export const complaintBodySchema = z.object({
  type: numberParam(
    z
      .number({ error: TYPE_MESSAGE })
      .int({ error: TYPE_MESSAGE })
      .refine((v) => (COMPLAINT_TYPES as readonly number[]).includes(v), { error: TYPE_MESSAGE }),
  ),
  orderId: id('被投诉订单'),
  positionId: id('职位'),
  /** The complainant's own talent record of the candidate, when they have one. */
  candidateId: id('候选人').nullish(),
  content: z
    .string({ error: '请填写投诉内容' })
    .trim()
    .min(10, { error: '投诉内容至少10个字' })
    .max(COMPLAINT_CONTENT_MAX, { error: `投诉内容最多${COMPLAINT_CONTENT_MAX}字` }),
  /** Ids of files uploaded with /complaintCase/uploadFile. */
  attachments: z
    .array(id('附件'))
    .max(COMPLAINT_ATTACHMENTS_MAX, { error: `附件最多${COMPLAINT_ATTACHMENTS_MAX}个` })
    .default([]),
  /** Notes for the platform only: the defendant never sees them. */
  privateNote: z.string().trim().max(500, { error: '仅平台可见的备注最多500字' }).default(''),
});
export type ComplaintBody = z.infer<typeof complaintBodySchema>;
export const complaintEditSchema = complaintBodySchema.extend({ id: id('投诉') });

export const caseIdQuerySchema = z.object({ id: z.string({ error: '请指定投诉' }).max(64) });

export const complaintListQuerySchema = z.object({
  /** launch 我发起的 | receive 我收到的 */
  tab: z.enum(['launch', 'receive'], { error: '列表只能是我发起的或我收到的' }).default('launch'),
  /** 0 every state. */
  state: numberParam(
    z
      .number({ error: '状态必须是数字' })
      .int()
      .refine((v) => v === 0 || (CASE_STATES as readonly number[]).includes(v), { error: '状态只能是0到7' }),
  ).default(0),
  pageNum: numberParam(z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' }).max(10_000)).default(1),
  pageSize: numberParam(z.number().int().min(1).max(50)).default(COMPLAINT_PAGE_SIZE),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuerySchema>;

export const caseFileSchema = z.object({ id: z.string(), name: z.string(), size: z.number() });
export type CaseFile = z.infer<typeof caseFileSchema>;

export const complaintRecordSchema = z.object({
  id: z.string(),
  type: z.number(),
  state: z.number(),
  orderId: z.string(),
  positionId: z.string(),
  projectId: z.string(),
  candidateId: z.string().nullable(),
  candidateName: z.string(),
  positionName: z.string(),
  complainantName: z.string(),
  complainantFirm: z.string(),
  defendantName: z.string(),
  defendantFirm: z.string(),
  content: z.string(),
  createTime: z.number(),
  feedbackTime: z.number(),
  /** When the defendant's 24 hours end. */
  deadline: z.number(),
});
export type ComplaintRecord = z.infer<typeof complaintRecordSchema>;

export const complaintPageSchema = z.object({
  list: z.array(complaintRecordSchema),
  total: z.number(),
  /** Cases per state in the tab, for the state filter's counts. */
  stateCounts: z.record(z.string(), z.number()),
});

export const timelineEntrySchema = z.object({ at: z.number(), label: z.string(), by: z.string(), text: z.string() });

export const complaintDetailSchema = complaintRecordSchema.extend({
  attachments: z.array(caseFileSchema),
  /** The complainant's notes for the platform; only the complainant (and staff) read them. */
  privateNote: z.string().nullable(),
  answer: z.object({ text: z.string(), at: z.number(), files: z.array(caseFileSchema) }).nullable(),
  verdict: z.object({ upheld: z.boolean(), reason: z.string(), at: z.number(), penalty: z.string() }).nullable(),
  timeline: z.array(timelineEntrySchema),
  /** complainant | defendant (the order's consultant or their manager) */
  role: z.enum(['complainant', 'defendant']),
  actions: z.array(z.enum(['edit', 'revoke', 'answer', 'agree', 'judge'])),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

export const answerBodySchema = z.object({
  id: id('投诉'),
  text: z
    .string({ error: '请填写答辩说明' })
    .trim()
    .min(5, { error: '答辩说明至少5个字' })
    .max(COMPLAINT_CONTENT_MAX, { error: `答辩说明最多${COMPLAINT_CONTENT_MAX}字` }),
  attachments: z
    .array(id('附件'))
    .max(COMPLAINT_ATTACHMENTS_MAX, { error: `附件最多${COMPLAINT_ATTACHMENTS_MAX}个` })
    .default([]),
});

export const tipsSchema = z.object({ count: z.number() });
export const caseCreatedSchema = z.object({ id: z.string() });

/** What a consultant can file against: an order of another consultant, found by the duplicate check or an order row. */
export const complaintTargetQuerySchema = z
  .object({
    /** One of the caller's own orders: the targets are the other consultants' orders of the same person and position. */
    orderId: z.string().max(64).optional(),
    /** A person from the duplicate check: the targets are the other consultants' orders of that person. */
    commonUserId: z.string().max(64).optional(),
  })
  .refine((q) => q.orderId || q.commonUserId, { error: '请指定订单或候选人' });
export const complaintTargetSchema = z.object({
  orderId: z.string(),
  positionId: z.string(),
  positionName: z.string(),
  candidateName: z.string(),
  stage: z.number(),
  defendantFirm: z.string(),
  refusal: z.string().nullable(),
  /** The types still open for this order (blind push drops out at 62). */
  allowedTypes: z.array(z.number()),
});
export const complaintTargetsSchema = z.array(complaintTargetSchema);
export type ComplaintTarget = z.infer<typeof complaintTargetSchema>;
