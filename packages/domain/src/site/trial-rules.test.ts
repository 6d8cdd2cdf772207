import { describe, expect, it } from 'vitest';
import { trialApplyRequestSchema } from './trial.schema';
import { canMoveTrial, TRIAL_STATUSES, type TrialApplyValues, type TrialStatus, trialApplyErrors, trialFieldError } from './trial-rules';

const good: TrialApplyValues = { name: '王敏', phone: '13912345678', firm: '杭州远见人才顾问有限公司', city: '杭州' };

/** The server schema's first message for a field, or undefined when it accepts the value. */
function serverMessage(values: TrialApplyValues, field: keyof TrialApplyValues): string | undefined {
  const result = trialApplyRequestSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('trial request rules, the same in the form and on the server', () => {
  it.each<[keyof TrialApplyValues, string, string | undefined]>([
    ['name', '', '请输入姓名'],
    ['name', '   ', '请输入姓名'],
    ['name', '张'.repeat(31), '姓名不能超过30个字'],
    ['name', ' 张三 ', undefined],
    ['phone', '', '请输入手机号'],
    ['phone', '  ', '请输入手机号'],
    ['phone', '12345678901', '请输入正确的手机号'],
    ['phone', '1391234567', '请输入正确的手机号'],
    ['phone', '139123456789', '请输入正确的手机号'],
    ['phone', '23912345678', '请输入正确的手机号'],
    ['phone', '0571-88888888', '请输入正确的手机号'],
    ['phone', ' 13912345678 ', undefined],
    ['phone', '+86 139 1234 5678', undefined],
    ['phone', '19912345678', undefined],
    ['firm', '', '请输入公司名称'],
    ['firm', '公'.repeat(61), '公司名称不能超过60个字'],
    ['city', '', '请输入所在城市'],
    ['city', '城'.repeat(21), '所在城市不能超过20个字'],
    ['city', '深圳', undefined],
  ])('%s %j → %s', (field, value, expected) => {
    const values = { ...good, [field]: value };
    expect(trialFieldError(field, value)).toBe(expected);
    expect(serverMessage(values, field)).toBe(expected);
  });

  it('refuses missing fields and wrong types in Chinese', () => {
    const result = trialApplyRequestSchema.safeParse({ phone: 13912345678 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(expect.arrayContaining(['请输入姓名', '请输入手机号', '请输入公司名称', '请输入所在城市']));
  });

  it('trims the values and keeps one phone form', () => {
    expect(trialApplyRequestSchema.parse({ name: ' 王敏 ', phone: '+86 139-1234-5678', firm: ' 远见 ', city: ' 杭州 ' })).toEqual({
      name: '王敏',
      phone: '13912345678',
      firm: '远见',
      city: '杭州',
    });
  });

  it('lists every wrong field at once', () => {
    expect(trialApplyErrors({ name: '', phone: '1', firm: '', city: '' })).toEqual({
      name: '请输入姓名',
      phone: '请输入正确的手机号',
      firm: '请输入公司名称',
      city: '请输入所在城市',
    });
    expect(trialApplyErrors(good)).toEqual({});
  });
});

describe('follow-up moves', () => {
  const allowed: [TrialStatus, TrialStatus][] = [
    ['new', 'contacted'],
    ['new', 'closed'],
    ['contacted', 'contacted'],
    ['contacted', 'closed'],
  ];
  for (const from of TRIAL_STATUSES) {
    for (const to of TRIAL_STATUSES) {
      const expected = allowed.some(([f, t]) => f === from && t === to);
      it(`${from} → ${to} is ${expected ? 'allowed' : 'refused'}`, () => expect(canMoveTrial(from, to)).toBe(expected));
    }
  }
});
