import { z } from 'zod';

/**
 * What a new password must be, wherever one is set (a manager opening an account or resetting
 * one, a user changing their own): 8–32 characters with at least one letter and one digit, no
 * spaces. The sign-in form only asks for a non-empty password, so older accounts still sign in.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export const PASSWORD_RULE_MESSAGE = `密码需为${PASSWORD_MIN}-${PASSWORD_MAX}位，且同时包含字母和数字`;

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return PASSWORD_RULE_MESSAGE;
  if (/\s/.test(password)) return '密码不能包含空格';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return PASSWORD_RULE_MESSAGE;
  return null;
}

export const newPasswordSchema = z
  .string({ error: '请输入密码' })
  .min(1, { error: '请输入密码' })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
