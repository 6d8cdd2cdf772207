import { z } from 'zod';
import { optionalNumber, optionalText } from '../api/optional-fields';
import { orderedRange } from '../api/range-rule';
import { msTimestamp } from '../time/timestamp';
import { SHARE_PAGE_SIZE } from './share-search';

/**
 * The shared resume library's calls (spec 001 "Resume sharing and talent library"). A resume
 * enters the shared pool only with the candidate's consent on record (PIPL art. 23: personal
 * information passed to another handler needs the person's separate consent).
 */
export const CONSENT_METHODS = ['written', 'email', 'recording', 'platform'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
export const CONSENT_METHOD_LABELS: Record<ConsentMethod, string> = {
  written: '书面',
  email: '电子邮件',
  recording: '电话录音',
  platform: '平台授权',
};

export const consentSchema = z.object({
  consentMethod: z.enum(CONSENT_METHODS, { error: '请选择候选人授权方式' }),
  consentAt: msTimestamp('授权日期', { missing: '请填写候选人授权日期' }).refine((v) => v <= Date.now() + 60_000, {
    error: '授权日期不能晚于今天',
  }),
  consentNote: z.string({ error: '授权说明必须是文字' }).trim().max(200, { error: '授权说明不能超过200个字' }).default(''),
});
export type Consent = z.infer<typeof consentSchema>;

export const shareAddSchema = consentSchema;
export const shareBatchAddSchema = consentSchema.extend({
  ids: z
    .array(z.string({ error: '人才编号必须是文字' }).trim().min(1).max(40), { error: '请选择要分享的简历' })
    .min(1, { error: '请选择要分享的简历' })
    .max(50, { error: '一次最多分享50份简历' }),
});

export const shareResultSchema = z.object({
  id: z.string(),
  shared: z.boolean(),
  message: z.string(),
  /** Coins the sharer earned for this one (0 when shared before or refused). */
  coins: z.number().int(),
});
export type ShareResult = z.infer<typeof shareResultSchema>;
export const shareBatchAnswerSchema = z.object({
  results: z.array(shareResultSchema),
  sharedCount: z.number().int(),
  coinsEarned: z.number().int(),
});

/** schoolType codes of the dictionary (1 985 … 7 海外院校), comma-joined. */
const schoolTypes = z
  .string({ error: '院校类型必须是文字' })
  .trim()
  .max(40, { error: '院校类型格式不正确' })
  .nullish()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const codes = [...new Set(v.split(',').map((s) => s.trim()))];
    if (codes.some((c) => !/^[1-7]$/.test(c))) {
      ctx.addIssue({ code: 'custom', message: '院校类型只能是1到7的编号，用逗号分隔' });
      return z.NEVER;
    }
    return codes.map(Number);
  });

/**
 * The share search as the server receives it (spec 001 §3, §5): work years already divided by
 * 10 (0–5, i.e. 0–50 years), never negative; 20 a page, and a larger limit is capped at 20.
 */
export const shareSearchSchema = z
  .object({
    expectPositionName: optionalText(50, '期望职位'),
    workYearLower: optionalNumber('工作年限下限', 0, 5),
    workYearUpper: optionalNumber('工作年限上限', 0, 5),
    expectCity: optionalText(20, '期望城市'),
    education: optionalNumber('学历', 0, 8),
    ageLower: optionalNumber('年龄下限', 0, 100),
    ageUpper: optionalNumber('年龄上限', 0, 100),
    projectExperiences: optionalText(50, '项目经历'),
    companyNames: optionalText(50, '公司名称'),
    lastSchoolNames: optionalText(50, '毕业院校'),
    sex: optionalNumber('性别', 0, 2),
    schoolType: schoolTypes,
    /** Only shares by these consultants of the caller's firm (the filter of usermanager/share/allUsers). */
    sharerId: optionalText(40, '分享顾问'),
    current: z.number({ error: '页码必须是数字' }).int().min(1, { error: '页码最小为1' }).max(10_000).default(1),
    limit: z
      .number({ error: '每页条数必须是数字' })
      .int()
      .min(1, { error: '每页条数最小为1' })
      .default(SHARE_PAGE_SIZE)
      .transform((v) => Math.min(v, SHARE_PAGE_SIZE)),
  })
  .refine(...orderedRange('workYearLower', 'workYearUpper', '工作年限下限不能大于上限'))
  .refine(...orderedRange('ageLower', 'ageUpper', '年龄下限不能大于上限'));
export type ShareSearch = z.infer<typeof shareSearchSchema>;

/** A shared resume as the library lists it: contacts masked, the sharing firm never named. */
export const shareRowSchema = z.object({
  shareId: z.string(),
  commonUserId: z.string(),
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
  expectPositionName: z.string(),
  expectCity: z.string(),
  lastSchoolName: z.string(),
  /** The consultant who shared it, when of the caller's firm; empty for other firms. */
  sharerName: z.string(),
  mine: z.boolean(),
  shareTime: z.number().int(),
  /** 0 may add to the talent library, -1 already added, -2 occupied (spec 000 §4). */
  releaseListType: z.number().int(),
});
export type ShareRow = z.infer<typeof shareRowSchema>;
export const sharePageSchema = z.object({ data: z.array(shareRowSchema), totalCount: z.number().int() });

export const shareUserSchema = z.object({ id: z.string(), cname: z.string(), teamName: z.string(), sharedCount: z.number().int() });
export const shareUsersSchema = z.array(shareUserSchema);
