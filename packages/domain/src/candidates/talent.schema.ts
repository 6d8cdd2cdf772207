import { z } from 'zod';
import { isId } from '../api/ids';
import { numberParam } from '../api/number-param';
import { msTimestampParam } from '../time/timestamp';
import { resumeContentSchema } from './resume.schema';

/** Talent-management tabs (spec 000 §2). */
export const TALENT_TABS = ['ALL', 'UN_COMPLETED', 'COMPLETED'] as const;
export type TalentTab = (typeof TALENT_TABS)[number];
export const TALENT_TAB_LABELS: Record<TalentTab, string> = { ALL: '全部', UN_COMPLETED: '未完善', COMPLETED: '已完善' };

/** Candidate lists: page size 20, first page 1 (spec 000 §9). */
export const TALENT_PAGE_SIZE = 20;

export const TALENT_SOURCES = ['upload', 'manual', 'import', 'share', 'search'] as const;
export const TALENT_SOURCE_LABELS: Record<(typeof TALENT_SOURCES)[number], string> = {
  upload: '上传简历',
  manual: '手动录入',
  import: '简历库导入',
  share: '共享简历库',
  search: '人才搜索',
};

const commaIds = z
  .string()
  .max(20_000)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.every(isId), { error: '所选顾问不正确' });

export const talentListQuerySchema = z.object({
  tab: z.enum(TALENT_TABS, { error: '标签页只能是ALL、UN_COMPLETED或COMPLETED' }).default('ALL'),
  current: numberParam(z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' }).max(10_000)).default(1),
  limit: numberParam(z.number({ error: '每页条数必须是数字' }).int().min(1).max(100, { error: '每页最多100条' })).default(TALENT_PAGE_SIZE),
  /** Name, phone, e-mail, company or title. */
  keyword: z.string().trim().max(50, { error: '关键词不能超过50个字' }).optional(),
  source: z.enum(TALENT_SOURCES).optional(),
  /** The group's hunter ids (allRecruit): narrows the caller's scope to these consultants. */
  hunterIds: commaIds.optional(),
});
export type TalentListQuery = z.infer<typeof talentListQuerySchema>;

export const talentRowSchema = z.object({
  userId: z.string(),
  commonUserId: z.string(),
  commonResumeId: z.string(),
  name: z.string(),
  sex: z.number().int(),
  age: z.number().int().nullable(),
  phone: z.string(),
  email: z.string(),
  city: z.string(),
  education: z.number().int(),
  workYears: z.number().int().nullable(),
  companyName: z.string(),
  positionName: z.string(),
  completed: z.boolean(),
  ownerId: z.string(),
  ownerName: z.string(),
  source: z.string(),
  remark: z.string(),
  updateTime: z.number().int(),
});
export type TalentRow = z.infer<typeof talentRowSchema>;

export const talentPageSchema = z.object({ data: z.array(talentRowSchema), totalCount: z.number().int() });
export const talentTabCountSchema = z.object({ ALL: z.number().int(), UN_COMPLETED: z.number().int(), COMPLETED: z.number().int() });
export type TalentTabCount = z.infer<typeof talentTabCountSchema>;

/** What a duplicate check tells the consultant before anything is saved. */
export const duplicateAnswerSchema = z.object({
  exists: z.boolean(),
  /** 'none': new person; 'mine' / 'firm': already in this firm (own / a colleague's); 'occupied': bound in another firm; 'free': known person, in no firm. */
  status: z.enum(['none', 'mine', 'firm', 'occupied', 'free']),
  message: z.string(),
  commonUserId: z.string().nullable(),
  userId: z.string().nullable(),
  ownerName: z.string().nullable(),
});
export type DuplicateAnswer = z.infer<typeof duplicateAnswerSchema>;

export const createCandidateSchema = z.object({
  resume: resumeContentSchema,
  source: z.enum(TALENT_SOURCES).default('manual'),
  /** The uploaded original, kept as an attachment of the resume. */
  fileId: z.string().optional(),
  remark: z.string().trim().max(500, { error: '备注不能超过500个字' }).default(''),
});

export const sensitiveViewSchema = z.object({
  commonUserId: z.string({ error: '缺少候选人' }).min(1, { error: '缺少候选人' }),
  /** 1 phone, 2 e-mail, 3 ID-card number, 4 name (spec 001 §3). */
  type: numberParam(
    z
      .number()
      .int()
      .refine((v) => v >= 1 && v <= 4, { error: '查看类型只能是1手机号、2邮箱、3身份证号、4姓名' }),
  ),
});

export const remarkSchema = z.object({ id: z.string().min(1), remark: z.string().trim().max(500, { error: '备注不能超过500个字' }) });
export const updateSourceSchema = z.object({ id: z.string().min(1), source: z.enum(TALENT_SOURCES, { error: '来源不正确' }) });
export const visitEditSchema = z.object({
  userId: z.string().min(1, { error: '缺少候选人' }),
  id: z.string().optional(),
  content: z.string().trim().min(1, { error: '请填写沟通内容' }).max(2000, { error: '沟通内容不能超过2000个字' }),
  visitTime: msTimestampParam('沟通时间').optional(),
});
export const changeOwnerSchema = z.object({ id: z.string().min(1), ownerId: z.string().min(1, { error: '请选择顾问' }) });

/** The tab counts take the list's people and keyword filters only. */
export const talentTabCountQuerySchema = z.object({
  hunterIds: talentListQuerySchema.shape.hunterIds,
  keyword: talentListQuerySchema.shape.keyword,
});

/** One entry of a candidate record's communication log. */
export const visitSchema = z.object({
  id: z.string(),
  content: z.string(),
  visitTime: z.number(),
  userId: z.string(),
  userName: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

/** Who holds a candidate record in the firm. */
export const talentOwnerSchema = z.object({ ownerId: z.string(), ownerName: z.string() });

/** A candidate saved to the talent library: the firm's record, the person, whether the resume is complete. */
export const candidateCreatedSchema = z.object({ userId: z.string(), commonUserId: z.string(), completed: z.boolean() });
export type CandidateCreated = z.infer<typeof candidateCreatedSchema>;
