import { loginRequestSchema } from '@hh/domain/auth/auth.schema';
import { describe, expect, it } from 'vitest';
import { codeError, proofOf } from './second-factor-validation';

/** The first message the server's schema gives for the field, or undefined when it accepts it. */
function serverMessage(field: 'otp' | 'recoveryCode', value: string): string | undefined {
  const result = loginRequestSchema.safeParse({ phone: '13700000001', password: 'x', [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('sign-in second step rules', () => {
  it.each([
    ['', '请输入动态验证码'],
    ['12345', '动态验证码为6位数字'],
    ['1234567', '动态验证码为6位数字'],
    ['12a456', '动态验证码为6位数字'],
    ['123456', undefined],
    ['123 456', undefined],
  ])('code %j → %s, as the server says', (value, expected) => {
    expect(codeError({ kind: 'otp', value })).toBe(expected);
    expect(serverMessage('otp', value)).toBe(expected);
  });

  it.each([
    ['', '请输入恢复码'],
    ['k3m9q-7xp2', '恢复码为10位字母或数字'],
    ['k3m9q-7xp2a', undefined],
    ['K3M9Q 7XP2A', undefined],
  ])('recovery code %j → %s, as the server says', (value, expected) => {
    expect(codeError({ kind: 'recovery', value })).toBe(expected);
    expect(serverMessage('recoveryCode', value)).toBe(expected);
  });

  it('sends the code or the recovery code under the field login.json takes', () => {
    expect(proofOf({ kind: 'otp', value: '123456' })).toEqual({ otp: '123456' });
    expect(proofOf({ kind: 'recovery', value: 'k3m9q-7xp2a' })).toEqual({ recoveryCode: 'k3m9q-7xp2a' });
  });
});
