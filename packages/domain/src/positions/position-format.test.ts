import { describe, expect, it } from 'vitest';
import { formatEducation, formatSalary, formatWorkYears, formatYuan } from './position-format';

describe('position formatting', () => {
  it.each([
    [25000, 40000, 14, '25-40K·14薪'],
    [15500, 22000, 13, '15.5-22K·13薪'],
    [30000, 45000, 12, '30-45K'],
    [20000, 20000, 12, '20K'],
  ])('salary %i-%i ×%i → %s', (low, high, months, text) => {
    expect(formatSalary(low, high, months)).toBe(text);
  });

  it.each([
    [6_000_000, '60,000元'],
    [12_000_000, '120,000元'],
    [0, '0元'],
    [99, '0.99元'],
    [123_456_789, '1,234,567.89元'],
  ])('reward %i fen → %s', (fen, text) => {
    expect(formatYuan(fen)).toBe(text);
  });

  it.each([
    [0, 0, '经验不限'],
    [5, 0, '5年以上'],
    [0, 3, '3年以内'],
    [3, 8, '3-8年'],
    [2, 2, '2年'],
  ])('work years %i-%i → %s', (lower, upper, text) => {
    expect(formatWorkYears(lower, upper)).toBe(text);
  });

  it.each([
    [0, '学历不限'],
    [1, '初中及以上'],
    [5, '本科及以上'],
    [8, '博士及以上'],
    [42, '学历不限'],
  ])('education %i → %s', (code, text) => {
    expect(formatEducation(code)).toBe(text);
  });
});
