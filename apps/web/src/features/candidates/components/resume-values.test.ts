import { expectsSchema, workEntrySchema } from '@hh/domain/candidates/resume.schema';
import { describe, expect, it } from 'vitest';
import { schemaRule } from '../../../components/schema-rule';
import { endsBeforeStart, salaryFromForm, salaryToForm, yearsSince } from './resume-values';

describe('salary in the intention form', () => {
  it('shows monthly pay in k, months per year and yearly pay in 万, and stores them back in yuan and tenths', () => {
    const expects = expectsSchema.parse({ expectSalaryPerMonth: 45_000, expectTenthNumOfMonth: 135, nowSalaryPerYear: 630_000 });
    const form = salaryToForm(expects);
    expect(form).toMatchObject({ expectSalaryK: 45, expectMonths: 13.5, nowSalaryWan: 63, expectSalaryWan: undefined });
    expect(salaryFromForm(form)).toEqual({
      expectSalaryPerMonth: 45_000,
      expectTenthNumOfMonth: 135,
      expectSalaryPerYear: 0,
      nowSalaryPerMonth: 0,
      nowTenthNumOfMonth: 0,
      nowSalaryPerYear: 630_000,
    });
  });

  it('rounds what is typed to whole yuan', () => {
    expect(salaryFromForm({ expectSalaryK: 12.3456, expectSalaryWan: 35.55 })).toMatchObject({
      expectSalaryPerMonth: 12_346,
      expectSalaryPerYear: 355_500,
    });
  });
});

describe('dates', () => {
  it('counts whole years up to now', () => {
    const now = new Date(2026, 10, 21);
    expect(yearsSince('1990-11', now)).toBe(36);
    expect(yearsSince('1990-12', now)).toBe(35);
    expect(yearsSince('', now)).toBeNull();
  });

  it('refuses an end before its start, but never 至今 or a blank', () => {
    expect(endsBeforeStart('2020-07', '2019-01')).toBe(true);
    expect(endsBeforeStart('2020-07', '2020-07')).toBe(false);
    expect(endsBeforeStart('2020-07', '至今')).toBe(false);
    expect(endsBeforeStart('', '2019-01')).toBe(false);
  });
});

describe('field rules from the domain schemas', () => {
  it('passes what the schema accepts and fails with its Chinese message', async () => {
    const rule = schemaRule(workEntrySchema.shape.startDate);
    await expect(rule.validator(null, '2020-07')).resolves.toBeUndefined();
    await expect(rule.validator(null, '')).resolves.toBeUndefined();
    await expect(rule.validator(null, '2020/7')).rejects.toThrow('入职时间格式应为年-月，例如2020-07');
    await expect(schemaRule(workEntrySchema.shape.companyName).validator(null, '字'.repeat(81))).rejects.toThrow('公司名称不能超过80个字');
  });
});
