import { z } from 'zod';

/**
 * Plugin resume (spec 001 §7): a resume the browser plugin captured from a job site page, sent
 * with the consultant's plugin token, and read back on the plugin resume page by id. The spec
 * names only the detail path; the capture, list and token paths are ours (docs/API.md).
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字` });
const optionalText = (label: string, max: number) => text(label, max).optional().default('');
/** A month as the sites show it: 2019-07, 2019.07 or 至今. */
const month = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .regex(/^(\d{4}[-./]\d{1,2}|至今)?$/, { error: `${label}请写成 2019-07 或 至今` })
    .optional()
    .default('');

export const pluginWorkSchema = z.object({
  company: text('公司名称', 100).min(1, { error: '请填写公司名称' }),
  title: optionalText('职位名称', 100),
  start: month('开始时间'),
  end: month('结束时间'),
  description: optionalText('工作内容', 5000),
});

export const pluginEducationSchema = z.object({
  school: text('学校名称', 100).min(1, { error: '请填写学校名称' }),
  major: optionalText('专业', 100),
  degree: optionalText('学历', 20),
  start: month('入学时间'),
  end: month('毕业时间'),
});

export const pluginProjectSchema = z.object({
  name: text('项目名称', 100).min(1, { error: '请填写项目名称' }),
  role: optionalText('担任角色', 100),
  start: month('开始时间'),
  end: month('结束时间'),
  description: optionalText('项目描述', 5000),
});

/** What the plugin read from the page. Phone and e-mail are kept, and shown masked. */
export const pluginResumeContentSchema = z.object({
  name: text('姓名', 40).min(1, { error: '请填写姓名' }),
  gender: z.enum(['男', '女', '']).optional().default(''),
  age: z
    .number({ error: '年龄格式不正确' })
    .int()
    .min(14, { error: '年龄格式不正确' })
    .max(80, { error: '年龄格式不正确' })
    .nullable()
    .optional()
    .default(null),
  phone: optionalText('手机号', 20),
  email: optionalText('邮箱', 100),
  city: optionalText('所在城市', 40),
  workYears: z
    .number({ error: '工作年限格式不正确' })
    .int()
    .min(0, { error: '工作年限格式不正确' })
    .max(60, { error: '工作年限格式不正确' })
    .nullable()
    .optional()
    .default(null),
  education: optionalText('最高学历', 20),
  currentCompany: optionalText('目前公司', 100),
  currentTitle: optionalText('目前职位', 100),
  expectPosition: optionalText('期望职位', 100),
  expectCity: optionalText('期望城市', 100),
  expectSalary: optionalText('期望薪资', 40),
  summary: optionalText('自我评价', 5000),
  works: z.array(pluginWorkSchema).max(30, { error: '工作经历最多 30 段' }).optional().default([]),
  educations: z.array(pluginEducationSchema).max(10, { error: '教育经历最多 10 段' }).optional().default([]),
  projects: z.array(pluginProjectSchema).max(30, { error: '项目经历最多 30 段' }).optional().default([]),
});
export type PluginResumeContent = z.infer<typeof pluginResumeContentSchema>;

export const pluginCaptureSchema = z.object({
  /** The job site the page belongs to, as the plugin names it (e.g. 猎聘, BOSS直聘). */
  sourceSite: text('来源网站', 40).min(1, { error: '请填写来源网站' }),
  sourceUrl: z
    .string({ error: '请填写来源网址' })
    .trim()
    .max(2000, { error: '来源网址太长' })
    .regex(/^https?:\/\/\S+$/, { error: '来源网址格式不正确' }),
  resume: pluginResumeContentSchema,
});
export type PluginCapture = z.input<typeof pluginCaptureSchema>;

export const pluginResumeDetailSchema = z.object({
  id: z.string(),
  sourceSite: z.string(),
  sourceUrl: z.string(),
  capturedAt: z.number(),
  capturedBy: z.string(),
  /** Phone and e-mail masked (personal data is masked on every page). */
  resume: pluginResumeContentSchema,
});
export type PluginResumeDetail = z.infer<typeof pluginResumeDetailSchema>;

export const pluginResumeRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  sourceSite: z.string(),
  currentTitle: z.string(),
  currentCompany: z.string(),
  capturedAt: z.number(),
  capturedBy: z.string(),
});
export type PluginResumeRow = z.infer<typeof pluginResumeRowSchema>;

/** The consultant's plugin set-up, as the user centre shows it; token null when none is issued. */
export const pluginTokenInfoSchema = z.object({
  token: z.string().nullable(),
  createdAt: z.number().nullable(),
  lastUsedAt: z.number().nullable(),
});
export type PluginTokenInfo = z.infer<typeof pluginTokenInfoSchema>;

/** The header the plugin sends its token in: `Authorization: Bearer <token>`. */
export const PLUGIN_TOKEN_PREFIX = 'hhp_';
