import { z } from 'zod';
import { normalizeOtp, normalizeRecoveryCode, otpError, recoveryCodeError } from './second-factor';

/** A 6-digit authenticator code; spaces are forgiven. */
export const otpCodeSchema = z
  .string({ error: '请输入动态验证码' })
  .transform(normalizeOtp)
  .superRefine((code, ctx) => {
    const message = otpError(code);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A recovery code, normalised (lower case, no dashes or spaces). */
export const recoveryCodeSchema = z
  .string({ error: '请输入恢复码' })
  .transform(normalizeRecoveryCode)
  .superRefine((code, ctx) => {
    const message = recoveryCodeError(code);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const otpBodySchema = z.object({ otp: otpCodeSchema });
export type OtpBody = z.infer<typeof otpBodySchema>;

/** Passing the second factor in a session: a code, or one recovery code. */
export const secondFactorProofSchema = z
  .object({ otp: otpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((proof) => proof.otp !== undefined || proof.recoveryCode !== undefined, { error: '请输入动态验证码' });
export type SecondFactorProof = z.infer<typeof secondFactorProofSchema>;

export const secondFactorStatusSchema = z.object({
  /** The staff member has an authenticator (a confirmed secret). */
  enrolled: z.boolean(),
  /** When it was confirmed, ms timestamp; null when not enrolled. */
  enrolledAt: z.number().int().nullable(),
  /** This session passed the second factor: console writes are open to it. */
  sessionVerified: z.boolean(),
  /** Recovery codes not yet used. */
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** A new secret to add to an authenticator app: typed by hand, or scanned from the QR code of its otpauth:// address. */
export const enrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth:// address as a PNG QR code (data: URL). */
  qrDataUrl: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** Recovery codes, shown once (formatted `xxxxx-xxxxx`); only their digests are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
