import { z } from 'zod';

/**
 * The recommendation report (spec 001 §3): a position's template lists the fields the PM
 * wants (templateContent, stored and sent as a JSON string); a report fills them, plus the
 * consultant's recommendReason and any customField, and is kept per resume and per order.
 */
export const templateFieldSchema = z.object({
  key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, { error: '字段标识只能是字母、数字和下划线' }),
  label: z.string().trim().min(1, { error: '请填写字段名称' }).max(20, { error: '字段名称不能超过20个字' }),
  type: z.enum(['text', 'textarea', 'number']),
  required: z.boolean(),
  maxLength: z.number().int().min(1).max(2000).default(200),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;

export const templateContentSchema = z.object({
  fields: z
    .array(templateFieldSchema)
    .max(30, { error: '模板字段最多30个' })
    // A report stores its values by key: two fields with one key would overwrite each other.
    .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, { error: '模板字段标识不能重复' }),
});
export type TemplateContent = z.infer<typeof templateContentSchema>;

/** The template every position starts with; the PM can change it per position. */
export const DEFAULT_TEMPLATE: TemplateContent = {
  fields: [
    { key: 'name', label: '候选人姓名', type: 'text', required: true, maxLength: 20 },
    { key: 'age', label: '年龄', type: 'number', required: true, maxLength: 3 },
    { key: 'education', label: '最高学历', type: 'text', required: true, maxLength: 20 },
    { key: 'currentCompany', label: '目前公司', type: 'text', required: true, maxLength: 50 },
    { key: 'currentPosition', label: '目前职位', type: 'text', required: true, maxLength: 50 },
    { key: 'currentSalary', label: '目前薪资', type: 'text', required: true, maxLength: 50 },
    { key: 'expectSalary', label: '期望薪资', type: 'text', required: true, maxLength: 50 },
    { key: 'arrival', label: '到岗时间', type: 'text', required: true, maxLength: 50 },
    { key: 'leaveReason', label: '离职原因', type: 'textarea', required: false, maxLength: 300 },
  ],
};

export const recommendTemplateSchema = z.object({ positionId: z.string(), templateContent: z.string() });

/** The values of a report, as the form sends them. */
export const reportContentSchema = z.object({
  values: z.record(z.string().max(40), z.string().max(2000, { error: '报告字段不能超过2000个字' })),
  customField: z
    .array(z.object({ label: z.string().trim().min(1).max(20), value: z.string().trim().max(500) }))
    .max(10, { error: '自定义字段最多10个' })
    .default([]),
  recommendReason: z.string().trim().max(2000, { error: '推荐理由不能超过2000个字' }),
});
export type ReportContent = z.infer<typeof reportContentSchema>;

export const reportInputSchema = z.object({
  content: reportContentSchema,
  coreReason: z.string().trim().max(200, { error: '核心推荐理由不能超过200个字' }).default(''),
  smsToUser: z.boolean().default(false),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** A report as answered (spec 001 §3: content is a JSON string). */
export const recommendReportSchema = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  resumeId: z.string(),
  positionId: z.string(),
  positionName: z.string(),
  content: z.string(),
  coreReason: z.string(),
  smsToUser: z.boolean(),
  commonUserId: z.string(),
  updateTime: z.number().int(),
});
export type RecommendReport = z.infer<typeof recommendReportSchema>;

/** POST /api/lietouResumeRecommandReport/saveOrUpdate: a draft report for a resume and a position. */
export const saveReportSchema = reportInputSchema.extend({
  resumeId: z.string({ error: '请选择简历' }).trim().min(1, { error: '请选择简历' }).max(40),
  positionId: z.string({ error: '请选择职位' }).trim().min(1, { error: '请选择职位' }).max(40),
});

/** POST /api/position/manager/recommend: a new order from the talent (userId) or a pending one (orderId). */
export const recommendSchema = reportInputSchema.extend({
  positionId: z.string({ error: '请选择职位' }).trim().min(1, { error: '请选择职位' }).max(40),
  userId: z.string().trim().max(40).optional(),
  orderId: z.string().trim().max(40).optional(),
});
export type RecommendInput = z.infer<typeof recommendSchema>;

/**
 * GET /api/resumes/resumeInfo/{refId}.json (spec 000 §7 Resumes): the online resume's order context —
 * refId is an order id — with the order's candidate, position, stage, and its report (null when none),
 * and whether that report may still be edited (report-edit.ts).
 */
export const resumeInfoSchema = z.object({
  orderId: z.string(),
  commonUserId: z.string(),
  positionId: z.string(),
  positionName: z.string(),
  stage: z.number().int(),
  stageName: z.string(),
  report: recommendReportSchema.nullable(),
  /** null when the report may be edited, else why not (in Chinese). */
  reportLocked: z.string().nullable(),
});
export type ResumeInfo = z.infer<typeof resumeInfoSchema>;

export const modifyReportSchema = reportInputSchema.extend({ orderId: z.string().trim().min(1, { error: '请选择订单' }).max(40) });

export const reportProblemSchema = z.object({ field: z.string(), message: z.string() });
export type ReportProblem = z.infer<typeof reportProblemSchema>;
