import { z } from 'zod';
import { ID_CARD_MESSAGES, idCardProblem, normalizeIdCard } from '../people/id-card';

/**
 * Real-name verification (spec 000 §2, §7; spec 001 §4): the user gives their name and ID-card
 * number (checked here: GB 11643 check digit and a real birth date), then completes a face
 * step with the provider; validate.json asks the provider whether it passed.
 */
export const REAL_NAME_STATUSES = ['none', 'pending', 'passed'] as const;
export type RealNameStatus = (typeof REAL_NAME_STATUSES)[number];

/** realname.json: `isFrame` true means the shell must ask the user to verify (spec 001 §3 "Real-name info"). */
export const realNameInfoSchema = z.object({
  isFrame: z.boolean(),
  status: z.enum(REAL_NAME_STATUSES),
  /** Masked: 王** — the full name and number never leave the server once verified. */
  certName: z.string().nullable(),
  certNo: z.string().nullable(),
  verifiedAt: z.number().int().nullable(),
});
export type RealNameInfo = z.infer<typeof realNameInfoSchema>;

/** Chinese names, with the middle dot of minority and foreign names. */
const NAME_RE = /^[\u4e00-\u9fa5·]{2,20}$/;

export const realNameInitSchema = z.object({
  certName: z
    .string({ error: '请输入真实姓名' })
    .trim()
    .min(1, { error: '请输入真实姓名' })
    .refine((v) => NAME_RE.test(v), { error: '请输入与身份证一致的中文姓名' }),
  certNo: z
    .string({ error: '请输入身份证号' })
    .min(1, { error: '请输入身份证号' })
    .max(30, { error: ID_CARD_MESSAGES.format })
    .transform(normalizeIdCard)
    .superRefine((value, ctx) => {
      const problem = idCardProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: ID_CARD_MESSAGES[problem] });
    }),
});
export type RealNameInit = z.infer<typeof realNameInitSchema>;

export const realNameInitResultSchema = z.object({
  certifyId: z.string(),
  /** Where the face step happens: opened from a link or scanned as the QR code. */
  verifyUrl: z.string(),
  /** The same address as a PNG QR code (data URL). */
  qrCode: z.string(),
  expiresAt: z.number().int(),
});
export type RealNameInitResult = z.infer<typeof realNameInitResultSchema>;

export const realNameValidateSchema = z.object({
  certifyId: z.string({ error: '请先发起认证' }).trim().min(1, { error: '请先发起认证' }).max(80, { error: '认证记录不存在' }),
});

export const FACE_RESULTS = ['passed', 'pending', 'failed'] as const;
export type FaceResult = (typeof FACE_RESULTS)[number];

export const realNameValidateResultSchema = z.object({ status: z.enum(FACE_RESULTS), message: z.string() });
export type RealNameValidateResult = z.infer<typeof realNameValidateResultSchema>;

/** 王思琪 → 王**; 欧阳娜娜 → 欧***. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}
