import { z } from 'zod';
import { newPasswordSchema } from './password-policy';

/**
 * The user centre (/index/myInfo, spec 000 §2–§3): one's own profile with the firm's business
 * contact, editing one's own WeChat and e-mail, and changing one's password.
 */
export const userProfileSchema = z.object({
  cname: z.string(),
  roleName: z.string(),
  phone: z.string(),
  weixin: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  groupName: z.string().nullable(),
  /** The firm's business-development contact on the platform's side. */
  bdName: z.string().nullable(),
  bdPhone: z.string().nullable(),
  bdWeixin: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const updateProfileSchema = z.object({
  weixin: z
    .string({ error: '微信号必须是文字' })
    .trim()
    .max(50, { error: '微信号不能超过50个字符' })
    .nullish()
    .transform((v) => (v ? v : null)),
  email: z
    .string({ error: '邮箱必须是文字' })
    .trim()
    .max(100, { error: '邮箱不能超过100个字符' })
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: '邮箱格式不正确' }),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: '请输入原密码' }).min(1, { error: '请输入原密码' }).max(128, { error: '原密码不正确' }),
    newPassword: newPasswordSchema,
  })
  .refine((v) => v.oldPassword !== v.newPassword, { error: '新密码不能与原密码相同', path: ['newPassword'] });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const changePasswordResultSchema = z.object({ endedSessions: z.number().int() });
