/**
 * The staff second factor's words and rules, without zod: the sign-in page reads them within its
 * 200 kB budget, and the server's schemas (second-factor.schema.ts, auth.schema.ts) are built on them.
 * A code is what an authenticator app shows (TOTP, RFC 6238: 6 digits, a new one every 30 s); a
 * recovery code is one of the ten shown once at enrolment, each good for one sign-in.
 */
export const OTP_NEEDED_MESSAGE = '请输入动态验证码';
export const OTP_WRONG_MESSAGE = '动态验证码错误';
export const OTP_REUSED_MESSAGE = '该动态验证码已使用，请等待验证器显示下一个验证码';
export const OTP_FORMAT_MESSAGE = '动态验证码为6位数字';
export const RECOVERY_CODE_WRONG_MESSAGE = '恢复码错误或已使用';
export const RECOVERY_CODE_FORMAT_MESSAGE = '恢复码为10位字母或数字';
/** A console write from a session that has not passed the second factor (403). */
export const SECOND_FACTOR_REQUIRED_MESSAGE = '请先完成动态验证码验证';

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits without the look-alikes 0/o, 1/l/i: a code is read off paper and typed. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;

const OTP_RE = /^\d{6}$/;

/** The code as typed, spaces removed (apps show "123 456"). */
export function normalizeOtp(raw: string): string {
  return raw.replace(/\s/g, '');
}

export function otpError(raw: string): string | undefined {
  const code = normalizeOtp(raw);
  if (code === '') return OTP_NEEDED_MESSAGE;
  return OTP_RE.test(code) ? undefined : OTP_FORMAT_MESSAGE;
}

/** A recovery code as stored and compared: lower case, without the dash it is printed with, spaces or other dashes. */
export function normalizeRecoveryCode(raw: string): string {
  return raw.replace(/[\s-]/g, '').toLowerCase();
}

export function recoveryCodeError(raw: string): string | undefined {
  const code = normalizeRecoveryCode(raw);
  if (code === '') return '请输入恢复码';
  return code.length === RECOVERY_CODE_LENGTH && /^[a-z0-9]+$/.test(code) ? undefined : RECOVERY_CODE_FORMAT_MESSAGE;
}

/** How a recovery code is shown: two groups of five, `k3m9q-7xp2a`. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
