import { z } from 'zod';
import { numberParam } from '../api/number-param';
import { DEFAULT_TEMPLATE, templateContentSchema } from '../orders/report.schema';
import {
  POSITION_ORDER_CLAUSES,
  POSITION_PAGE_SIZE,
  POSITION_STATES,
  POSITION_TABS,
  PROJECT_STATES,
  REST_CONDITIONS,
  SOCIAL_INSURANCES,
} from './position-enums';

const offsetLimit = (pageSize: number) =>
  z
    .object({
      limit: numberParam(
        z.number({ error: '每页条数必须是数字' }).int().min(1, { error: '每页条数最小为1' }).max(50, { error: '每页最多50条' }),
      ).default(pageSize),
      offset: numberParam(
        z.number({ error: '偏移量必须是数字' }).int().min(0, { error: '偏移量不能为负数' }).max(100_000, { error: '偏移量过大' }),
      ).default(0),
    })
    .default({ limit: pageSize, offset: 0 });

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字` })
    .optional()
    .transform((v) => (v ? v : undefined));

/** POST /api/positions/positionList (spec 001 §3 position list query, plus the filters a recruiter needs). */
export const positionListQuerySchema = z.object({
  orderClause: z.enum(POSITION_ORDER_CLAUSES, { error: '排序字段只能是lastUpdateTime、salary或reward' }).default('lastUpdateTime'),
  orderDesc: z.boolean({ error: '排序方向必须是true或false' }).default(true),
  projectId: optionalText(40, '项目'),
  tab: z.enum(POSITION_TABS, { error: '标签页只能是ALL、NEW或RECOMMENDED' }).default('ALL'),
  query: offsetLimit(POSITION_PAGE_SIZE),
  cityCode: optionalText(12, '城市'),
  positionFirstType: optionalText(12, '职位一级类别'),
  positionSecondType: optionalText(12, '职位二级类别'),
  positionThirdType: optionalText(12, '职位三级类别'),
  companyName: optionalText(50, '公司名称'),
  keyword: optionalText(50, '关键词'),
  /** A topic's positions only (spec 001 §3 topic position filter). */
  lietouActivityId: optionalText(40, '活动'),
  /** The topic filter's position name (spec 001 §3), matched within the name only. */
  positionName: optionalText(50, '职位名称'),
  /** Industries of the employer: a first-level code takes its second-level ones (spec 001 §3 industryFieldCodes). */
  industryFieldCodes: z
    .array(z.string({ error: '行业代码必须是文字' }).regex(/^\d{4}$/, { error: '行业代码格式不正确' }), { error: '行业必须是列表' })
    .max(50, { error: '行业最多选择50个' })
    .optional(),
  /** Positions of projects this PM runs. */
  pmId: optionalText(40, '项目经理'),
  /** Monthly salary bounds in yuan: positions whose range overlaps [salaryLow, salaryHigh]. */
  salaryLow: z.number({ error: '最低月薪必须是数字' }).int().min(0, { error: '最低月薪不能为负数' }).max(10_000_000).optional(),
  salaryHigh: z.number({ error: '最高月薪必须是数字' }).int().min(0, { error: '最高月薪不能为负数' }).max(10_000_000).optional(),
});
export type PositionListQuery = z.infer<typeof positionListQuerySchema>;

export const positionRowSchema = z.object({
  positionId: z.string(),
  positionName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  companyName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  positionFirstType: z.string(),
  positionSecondType: z.string(),
  positionThirdType: z.string(),
  categoryName: z.string(),
  /** Monthly salary range in yuan, and months a year. */
  salaryLow: z.number().int(),
  salaryHigh: z.number().int(),
  salaryMonths: z.number().int(),
  /** What the platform pays the firm for a hire past guarantee, in fen. */
  rewardAmount: z.number().int(),
  headcount: z.number().int(),
  guaranteeDays: z.number().int(),
  education: z.number().int(),
  workYearLower: z.number().int(),
  workYearUpper: z.number().int(),
  restCondition: z.number().int(),
  socialInsurance: z.number().int(),
  keywords: z.array(z.string()),
  state: z.enum(POSITION_STATES),
  publishTime: z.number().int().nullable(),
  lastUpdateTime: z.number().int(),
  /** The caller's firm's running orders on it. */
  myOrderCount: z.number().int(),
});
export type PositionRow = z.infer<typeof positionRowSchema>;

export const positionPageSchema = z.object({ data: z.array(positionRowSchema), totalCount: z.number().int() });
export type PositionPage = z.infer<typeof positionPageSchema>;

/** GET /api/position/form/main/{positionId}: the position introduction. */
export const positionIntroduceSchema = positionRowSchema.extend({
  id: z.string(),
  description: z.string(),
  requirement: z.string(),
  address: z.string(),
  hasResumeSample: z.boolean(),
  pmId: z.string(),
});
export type PositionIntroduce = z.infer<typeof positionIntroduceSchema>;

/** GET /api/project/form: the project introduction. */
export const projectIntroduceSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  companyName: z.string(),
  industryCode: z.string(),
  industryName: z.string(),
  companySize: z.string(),
  address: z.string(),
  introduce: z.string(),
  pmId: z.string(),
  pmName: z.string(),
  state: z.enum(PROJECT_STATES),
  positionCount: z.number().int(),
});
export type ProjectIntroduce = z.infer<typeof projectIntroduceSchema>;

/** GET /api/commonUserInfo/pmInfo.json: who runs the position on the platform side. */
export const pmInfoSchema = z.object({
  pmId: z.string(),
  pmName: z.string(),
  pmPhone: z.string(),
  pmWeixin: z.string(),
  pmEmail: z.string(),
  assistantName: z.string().nullable(),
  assistantPhone: z.string().nullable(),
});
export type PmInfo = z.infer<typeof pmInfoSchema>;

/** GET /api/position/order/check: may this candidate be recommended to this position? */
export const orderCheckSchema = z.object({
  canRecommend: z.boolean(),
  rule: z.enum(['ok', 'same-firm', 'protected', 'incomplete', 'closed']),
  message: z.string(),
  /** same-firm: our running order; protected: the other firm's order that blocks (the 投诉 link's target). */
  existingOrderId: z.string().nullable(),
});
export type OrderCheck = z.infer<typeof orderCheckSchema>;

/** GET /api/keyword/analysis: the terms to highlight in a position's texts. */
export const keywordAnalysisSchema = z.object({ keywords: z.array(z.string()) });

// ---- The platform console's project and position editors ----

const requiredText = (max: number, label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, { error: `请填写${label}` })
    .max(max, { error: `${label}不能超过${max}个字` });

export const projectFormSchema = z.object({
  projectName: requiredText(50, '项目名称'),
  companyName: requiredText(50, '企业名称'),
  industryCode: z.string().trim().max(12).default(''),
  companySize: z.string().trim().max(20, { error: '企业规模不能超过20个字' }).default(''),
  address: z.string().trim().max(100, { error: '地址不能超过100个字' }).default(''),
  introduce: requiredText(5000, '项目介绍'),
  pmId: requiredText(40, '项目经理'),
  assistantId: z.string().trim().max(40).nullable().default(null),
});
export type ProjectForm = z.infer<typeof projectFormSchema>;

/** The fields of a position as the console edits them; checked together by positionFormSchema. */
export const positionFormFields = z.object({
  projectId: requiredText(40, '所属项目'),
  positionName: requiredText(50, '职位名称'),
  cityCode: requiredText(12, '工作城市'),
  positionFirstType: requiredText(12, '职位类别'),
  positionSecondType: z.string().trim().max(12).default(''),
  positionThirdType: z.string().trim().max(12).default(''),
  salaryLow: z
    .number({ error: '请填写最低月薪' })
    .int()
    .min(1000, { error: '最低月薪不能低于1000元' })
    .max(1_000_000, { error: '月薪不能超过100万元' }),
  salaryHigh: z
    .number({ error: '请填写最高月薪' })
    .int()
    .min(1000, { error: '最高月薪不能低于1000元' })
    .max(1_000_000, { error: '月薪不能超过100万元' }),
  salaryMonths: z
    .number({ error: '请填写年薪月数' })
    .int()
    .min(12, { error: '年薪月数至少12个月' })
    .max(24, { error: '年薪月数最多24个月' })
    .default(12),
  rewardAmount: z
    .number({ error: '请填写推荐奖励' })
    .int()
    .min(0, { error: '推荐奖励不能为负数' })
    .max(100_000_000, { error: '推荐奖励过大' }),
  headcount: z.number({ error: '请填写招聘人数' }).int().min(1, { error: '招聘人数至少1人' }).max(999, { error: '招聘人数最多999人' }),
  guaranteeDays: z.number({ error: '请填写保证期' }).int().min(0, { error: '保证期不能为负数' }).max(365, { error: '保证期最长365天' }),
  /** Education code of the dictionary: 0 不限 … 8 博士. */
  education: z
    .number({ error: '学历要求必须是数字' })
    .int()
    .min(0, { error: '学历要求不正确' })
    .max(8, { error: '学历要求不正确' })
    .default(0),
  workYearLower: z
    .number({ error: '工作年限必须是数字' })
    .int()
    .min(0, { error: '工作年限不能为负数' })
    .max(50, { error: '工作年限最多50年' })
    .default(0),
  workYearUpper: z
    .number({ error: '工作年限必须是数字' })
    .int()
    .min(0, { error: '工作年限不能为负数' })
    .max(50, { error: '工作年限最多50年' })
    .default(0),
  restCondition: z.union(
    REST_CONDITIONS.map((v) => z.literal(v)),
    { error: '休息制度只能是双休、大小周或单休' },
  ),
  socialInsurance: z.union(
    SOCIAL_INSURANCES.map((v) => z.literal(v)),
    { error: '社保类型不正确' },
  ),
  keywords: z
    .array(
      z.string({ error: '关键词必须是文字' }).trim().min(1, { error: '关键词不能为空' }).max(20, { error: '关键词每个不能超过20个字' }),
    )
    .max(20, { error: '关键词最多20个' })
    .default([]),
  description: requiredText(5000, '职位描述'),
  requirement: requiredText(5000, '任职要求'),
  address: z.string().trim().max(100, { error: '工作地址不能超过100个字' }).default(''),
});

/** The rules that tie fields together, shared by the form and the write with its template. */
const checkRanges = <T extends z.ZodType<{ salaryLow: number; salaryHigh: number; workYearLower: number; workYearUpper: number }>>(
  schema: T,
) =>
  schema
    .refine((v) => v.salaryHigh >= v.salaryLow, { error: '最高月薪不能低于最低月薪', path: ['salaryHigh'] })
    .refine((v) => v.workYearUpper === 0 || v.workYearUpper >= v.workYearLower, {
      error: '工作年限上限不能低于下限',
      path: ['workYearUpper'],
    });

export const positionFormSchema = checkRanges(positionFormFields);
export type PositionForm = z.infer<typeof positionFormSchema>;

/** POST /api/ops/positions and PUT /api/ops/positions/{id}: the form and the report template (default DEFAULT_TEMPLATE). */
export const positionWriteSchema = checkRanges(positionFormFields.extend({ template: templateContentSchema.default(DEFAULT_TEMPLATE) }));
export type PositionWrite = z.infer<typeof positionWriteSchema>;
