import { z } from 'zod';
import { numberParam } from '../api/number-param';

/**
 * The resume download setting (spec 000 §3): how downloaded files are named (resumeName, the
 * parts joined by '-'), which fields are left out (filterFields), and the file type.
 */
export const RESUME_NAME_PARTS = [
  { key: 'candidateName', label: '候选人姓名' },
  { key: 'positionName', label: '职位名称' },
  { key: 'companyName', label: '企业名称' },
  { key: 'hunterName', label: '推荐顾问' },
  { key: 'date', label: '下载日期' },
] as const;
export type ResumeNamePart = (typeof RESUME_NAME_PARTS)[number]['key'];

export const FILTER_FIELDS = [
  { key: 'phone', label: '手机号' },
  { key: 'email', label: '邮箱' },
  { key: 'salary', label: '薪资信息' },
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number]['key'];

/** Only Word is offered: it is what recruiters edit before sending to a client. */
export const DOWNLOAD_TYPES = [{ value: 1, label: 'Word文档（.docx）' }] as const;

export const DEFAULT_RESUME_NAME: readonly ResumeNamePart[] = ['candidateName', 'positionName'];
/** Contacts are left out unless the consultant unticks them (each is then an audited reveal). */
export const DEFAULT_FILTER_FIELDS: readonly FilterField[] = ['phone', 'email'];
/** At most this many resumes in one zip. */
export const MAX_DOWNLOAD_ORDERS = 50;

export const downloadSettingSchema = z.object({
  resumeName: z.array(z.object({ key: z.string(), label: z.string() })),
  filterFields: z.array(z.object({ key: z.string(), label: z.string() })),
  downloadType: z.array(z.object({ value: z.number().int(), label: z.string() })),
  defaultResumeName: z.array(z.string()),
  defaultFilterFields: z.array(z.string()),
});

const list = (label: string, allowed: readonly string[]) =>
  z
    .string()
    .max(200)
    .optional()
    .transform((v, ctx) => {
      const items = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = items.find((i) => !allowed.includes(i));
      if (bad) ctx.addIssue({ code: 'custom', message: `${label}不支持「${bad}」` });
      return [...new Set(items)];
    });

export const resumeDownloadQuerySchema = z.object({
  orderId: z.string().max(40).optional(),
  orderIds: z
    .string()
    .max(50 * 41)
    .optional(),
  resumeName: list(
    '文件命名',
    RESUME_NAME_PARTS.map((p) => p.key),
  ),
  filterField: list(
    '屏蔽字段',
    FILTER_FIELDS.map((f) => f.key),
  ),
  downloadType: numberParam(
    z
      .number({ error: '下载类型不正确' })
      .int()
      .refine((v) => v === 1, { error: '下载类型不正确' }),
  ).default(1),
});

/** A file name from the chosen parts, safe on every system; falls back to the candidate's name. */
export function resumeFileName(parts: readonly ResumeNamePart[], values: Record<ResumeNamePart, string>): string {
  const chosen = (parts.length > 0 ? parts : DEFAULT_RESUME_NAME).map((p) => values[p].trim()).filter(Boolean);
  const name = (chosen.length > 0 ? chosen.join('-') : values.candidateName || '简历').replace(/[\\/:*?"<>|\r\n\t]/g, '_');
  return name.slice(0, 80);
}
