/**
 * The sign-in form's rules: the same as the server's loginRequestSchema, in the same words.
 * Written without zod so the sign-in page stays small; login-validation.test.ts holds them
 * against the schema.
 */
import { isMainlandMobile } from '@hh/domain/people/phone';

export interface LoginValues {
  phone: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function phoneError(phone: string): string | undefined {
  if (phone.trim() === '') return '请输入手机号';
  if (!isMainlandMobile(phone)) return '手机号格式不正确';
  return undefined;
}

export function passwordError(password: string): string | undefined {
  if (password === '') return '请输入密码';
  if (password.length > 128) return '密码长度不能超过128位';
  return undefined;
}

export function loginErrors(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const phone = phoneError(values.phone);
  const password = passwordError(values.password);
  if (phone) errors.phone = phone;
  if (password) errors.password = password;
  return errors;
}
