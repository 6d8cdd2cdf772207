import { z } from 'zod';
import { MAINLAND_MOBILE_RE, normalizePhone } from '../people/phone';
import { otpCodeSchema, recoveryCodeSchema } from './second-factor.schema';

export const loginRequestSchema = z.object({
  phone: z
    .string({ error: '请输入手机号' })
    .trim()
    .min(1, { error: '请输入手机号' })
    .transform(normalizePhone)
    .refine((v) => MAINLAND_MOBILE_RE.test(v), { error: '手机号格式不正确' }),
  password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(128, { error: '密码长度不能超过128位' }),
  /**
   * The staff second factor, sent with the password: the authenticator's current code, or one
   * recovery code. Without either, an enrolled staff account answers state 4011 (请输入动态验证码)
   * and nothing is started; consultants send neither (docs/API.md › Staff second factor).
   */
  otp: otpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const resumeLibraryOpenStatusSchema = z.object({
  shareResumeLibOpenStatus: z.boolean(),
  lagouResumeOpenStatus: z.boolean(),
  companyResumeOpenStatus: z.boolean(),
});

/** The user data of spec 001 §3, answered by /api/commonUserInfo/myInfoData.json. */
export const myInfoDataSchema = z.object({
  user: z.object({
    id: z.string(),
    cname: z.string(),
    phone: z.string(),
    lietouCompanyNature: z.number().int().nullable(),
    companyId: z.string().nullable(),
    companyName: z.string().nullable(),
    groupId: z.string().nullable(),
    groupName: z.string().nullable(),
    roleCode: z.number().int().nullable(),
  }),
  roleCode: z.number().int().nullable(),
  roleName: z.string(),
  staffRole: z.string().nullable(),
  resumeLibraryOpenStatusVo: resumeLibraryOpenStatusSchema,
  waChromePluginApiToken: z.string().nullable(),
  waChromePluginApiHost: z.string().nullable(),
  waChromePluginId: z.string().nullable(),
});
export type MyInfoData = z.infer<typeof myInfoDataSchema>;

/** loginState.json: state 1 with this when signed in, state -2 when not. */
export const loginStateSchema = z.object({
  userId: z.string(),
  cname: z.string(),
  roleCode: z.number().int().nullable(),
  staffRole: z.string().nullable(),
  serverTime: z.number().int(),
  /** The session's anti-forgery token, sent back in the CSRF header (api/csrf.ts). */
  csrfToken: z.string(),
});
export type LoginState = z.infer<typeof loginStateSchema>;

export const loginResultSchema = z.object({
  userId: z.string(),
  cname: z.string(),
  roleCode: z.number().int().nullable(),
  staffRole: z.string().nullable(),
  /** Where the app should go: the workspace for consultants, the console for staff. */
  home: z.string(),
  /** The session's anti-forgery token, sent back in the CSRF header (api/csrf.ts). */
  csrfToken: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
