import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { templateContentSchema } from '../orders/report.schema';
import { positionFormFields, projectIntroduceSchema } from './position.schema';
import { POSITION_STATES, PROJECT_STATES } from './position-enums';

/** Console lists: 20 a page. */
export const OPS_PAGE_SIZE = 20;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字` })
    .optional()
    .transform((v) => (v ? v : undefined));

const paging = {
  current: numberParam(z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' }).max(10_000)).default(1),
  limit: numberParam(z.number({ error: '每页条数必须是数字' }).int().min(1).max(100, { error: '每页最多100条' })).default(OPS_PAGE_SIZE),
};

/** GET /api/ops/staff: the platform staff a project can be given to. */
export const staffQuerySchema = z.object({ role: z.enum(['pm', 'assistant'], { error: '角色只能是pm或assistant' }).optional() });
export const staffOptionSchema = z.object({ id: z.string(), cname: z.string(), phone: z.string(), staffRole: z.string() });
export type StaffOption = z.infer<typeof staffOptionSchema>;

/** GET /api/ops/projects */
export const opsProjectListQuerySchema = z.object({
  state: z.enum(PROJECT_STATES, { error: '项目状态只能是active或closed' }).optional(),
  keyword: optionalText(50, '关键词'),
  ...paging,
});
export type OpsProjectListQuery = z.infer<typeof opsProjectListQuerySchema>;

/** A console row is the project introduction plus who assists and how it stands. */
export const opsProjectRowSchema = projectIntroduceSchema.extend({
  assistantId: z.string().nullable(),
  assistantName: z.string().nullable(),
  recruitingCount: z.number().int(),
  lastUpdateTime: z.number().int(),
});
export type OpsProjectRow = z.infer<typeof opsProjectRowSchema>;
export const opsProjectPageSchema = z.object({ data: z.array(opsProjectRowSchema), totalCount: z.number().int() });

/** GET /api/ops/positions */
export const opsPositionListQuerySchema = z.object({
  projectId: optionalText(40, '项目'),
  state: z.enum(POSITION_STATES, { error: '职位状态只能是draft、recruiting或closed' }).optional(),
  keyword: optionalText(50, '关键词'),
  ...paging,
});
export type OpsPositionListQuery = z.infer<typeof opsPositionListQuerySchema>;

export const opsPositionRowSchema = z.object({
  positionId: z.string(),
  positionName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  companyName: z.string(),
  cityName: z.string(),
  categoryName: z.string(),
  salaryLow: z.number().int(),
  salaryHigh: z.number().int(),
  salaryMonths: z.number().int(),
  rewardAmount: z.number().int(),
  headcount: z.number().int(),
  guaranteeDays: z.number().int(),
  state: z.enum(POSITION_STATES),
  hasResumeSample: z.boolean(),
  publishTime: z.number().int().nullable(),
  lastUpdateTime: z.number().int(),
  /** Running orders of every firm on it. */
  runningOrderCount: z.number().int(),
});
export type OpsPositionRow = z.infer<typeof opsPositionRowSchema>;
export const opsPositionPageSchema = z.object({ data: z.array(opsPositionRowSchema), totalCount: z.number().int() });

/** GET /api/ops/positions/{id}: everything the editor shows, the template included. */
export const opsPositionDetailSchema = positionFormFields.extend({
  positionId: z.string(),
  projectName: z.string(),
  companyName: z.string(),
  projectState: z.enum(PROJECT_STATES),
  cityName: z.string(),
  categoryName: z.string(),
  state: z.enum(POSITION_STATES),
  template: templateContentSchema,
  hasResumeSample: z.boolean(),
  publishTime: z.number().int().nullable(),
  lastUpdateTime: z.number().int(),
});
export type OpsPositionDetail = z.infer<typeof opsPositionDetailSchema>;

/** What a create answers. */
export const createdIdSchema = z.object({ id: z.string() });
