import { describe, expect, it } from 'vitest';
import { newPasswordSchema, PASSWORD_RULE_MESSAGE, passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it.each([
    ['demo123456', null],
    ['abcd1234', null],
    ['Abc12345678901234567890123456789', null],
    ['abc1234', PASSWORD_RULE_MESSAGE],
    ['abcdefgh', PASSWORD_RULE_MESSAGE],
    ['12345678', PASSWORD_RULE_MESSAGE],
    ['abcd 1234', '密码不能包含空格'],
    ['a1'.repeat(17), PASSWORD_RULE_MESSAGE],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('names the rule in the schema message', () => {
    const result = newPasswordSchema.safeParse('short1');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_RULE_MESSAGE);
    expect(newPasswordSchema.safeParse('').error?.issues[0]?.message).toBe('请输入密码');
  });
});
