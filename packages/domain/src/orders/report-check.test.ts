import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE, type ReportContent } from './report.schema';
import { checkReport } from './report-check';

const filled: ReportContent = {
  values: {
    name: '李明',
    age: '34',
    education: '硕士',
    currentCompany: '阿里巴巴',
    currentPosition: '高级Java工程师',
    currentSalary: '45万/年',
    expectSalary: '55万/年',
    arrival: '一个月',
    leaveReason: '',
  },
  customField: [],
  recommendReason: '十年交易系统经验，主导过双十一核心链路的容量规划与稳定性建设。',
};

const change = (patch: (c: ReportContent) => void) => {
  const copy = JSON.parse(JSON.stringify(filled)) as ReportContent;
  patch(copy);
  return copy;
};

describe('recommendation report autoCheck', () => {
  it.each<[string, ReportContent, string[]]>([
    ['a full report', filled, []],
    [
      'a missing required field',
      change((c) => {
        c.values.currentCompany = ' ';
      }),
      ['currentCompany:请填写目前公司'],
    ],
    [
      'an empty optional field',
      change((c) => {
        c.values.leaveReason = '';
      }),
      [],
    ],
    [
      'age not a number',
      change((c) => {
        c.values.age = '三十四';
      }),
      ['age:年龄必须是数字'],
    ],
    [
      'a reason too short',
      change((c) => {
        c.recommendReason = '很合适';
      }),
      ['recommendReason:推荐理由至少20个字'],
    ],
    [
      'a phone number in the reason',
      change((c) => {
        c.recommendReason = `${filled.recommendReason}联系电话13912345678`;
      }),
      ['recommendReason:推荐报告中不能包含候选人的手机号或邮箱'],
    ],
    [
      'an e-mail in a custom field',
      change((c) => {
        c.customField = [{ label: '邮箱', value: 'li@example.com' }];
      }),
      ['customField.0:推荐报告中不能包含候选人的手机号或邮箱'],
    ],
    [
      'a too long field',
      change((c) => {
        c.values.name = '李'.repeat(21);
      }),
      ['name:候选人姓名不能超过20个字'],
    ],
  ])('%s', (_, content, expected) => {
    expect(checkReport(DEFAULT_TEMPLATE, content).map((p) => `${p.field}:${p.message}`)).toEqual(expected);
  });
});
