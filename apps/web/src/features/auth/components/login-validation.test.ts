import { loginRequestSchema } from '@hh/domain/auth/auth.schema';
import { describe, expect, it } from 'vitest';
import { loginErrors, passwordError, phoneError } from './login-validation';

/** The first message the server's schema gives for a field, or undefined when it accepts it. */
function serverMessage(phone: string, password: string, field: 'phone' | 'password'): string | undefined {
  const result = loginRequestSchema.safeParse({ phone, password });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('sign-in form rules', () => {
  it.each([
    ['', '请输入手机号'],
    ['   ', '请输入手机号'],
    ['1380000003', '手机号格式不正确'],
    ['23800000030', '手机号格式不正确'],
    ['12800000030', '手机号格式不正确'],
    ['138000000301', '手机号格式不正确'],
    ['13800000030', undefined],
    ['138 0000 0030', undefined],
    ['+86 13800000030', undefined],
  ])('phone %j → %s, as the server says', (phone, expected) => {
    expect(phoneError(phone)).toBe(expected);
    expect(serverMessage(phone, 'x', 'phone')).toBe(expected);
  });

  it.each([
    ['', '请输入密码'],
    ['a'.repeat(129), '密码长度不能超过128位'],
    ['a'.repeat(128), undefined],
    ['demo123456', undefined],
  ])('password of %#', (password, expected) => {
    expect(passwordError(password)).toBe(expected);
    expect(serverMessage('13800000030', password, 'password')).toBe(expected);
  });

  it('reports every field that is wrong', () => {
    expect(loginErrors({ phone: '', password: '' })).toEqual({ phone: '请输入手机号', password: '请输入密码' });
    expect(loginErrors({ phone: '13800000030', password: 'demo123456' })).toEqual({});
  });
});
