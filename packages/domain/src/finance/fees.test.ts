import { describe, expect, it } from 'vitest';
import { canMoveDelivery, type DeliveryAction, deliveryModelOfStage } from './delivery-state';
import { annualSalaryFen, type FeeTerms, formatFen, guaranteeProration, onboardFee, roundDiv } from './fees';
import { chinaDayStart, deliveryListQuerySchema } from './finance.schema';
import { billListQuerySchema } from './settlement.schema';

const DAY = 86_400_000;

describe('roundDiv rounds half up in integers', () => {
  it.each([
    [10, 4, 3], // 2.5 → 3
    [9, 4, 2], // 2.25 → 2
    [11, 4, 3], // 2.75 → 3
    [0, 7, 0],
    [7, 7, 1],
    [1, 3, 0],
    [2, 3, 1],
  ])('%i / %i = %i', (n, d, expected) => expect(roundDiv(n, d)).toBe(expected));
  it('refuses floats and zero divisors', () => {
    expect(() => roundDiv(1.5, 2)).toThrow();
    expect(() => roundDiv(1, 0)).toThrow();
  });
});

const fixed: FeeTerms = { interviewFee: 20_000, onboardFeeKind: 1, onboardFeeFixed: 800_000, onboardFeeRateBp: 0, guaranteeDays: 90 };
const percent: FeeTerms = { ...fixed, onboardFeeKind: 2, onboardFeeRateBp: 2_000 };

describe('onboarding fee', () => {
  it.each([
    ['fixed ignores the salary', fixed, annualSalaryFen(30_000, 12), 800_000],
    ['20% of 30,000 × 12', percent, annualSalaryFen(30_000, 12), 7_200_000],
    ['20% of 12,345 × 13 rounds half up', percent, annualSalaryFen(12_345, 13), 3_209_700],
    ['12.35% of 1,001 × 1: 12362.35 fen → 12362', { ...percent, onboardFeeRateBp: 1_235 }, annualSalaryFen(1_001, 1), 12_362],
    ['12.35% of 1,003 × 1: 12387.05 → 12387', { ...percent, onboardFeeRateBp: 1_235 }, annualSalaryFen(1_003, 1), 12_387],
    ['0.5 fen rounds up: 1 bp of 5,000 fen', { ...percent, onboardFeeRateBp: 1 }, 5_000, 1],
    ['no salary, no percentage fee', percent, annualSalaryFen(0, 12), 0],
  ])('%s', (_name, terms, annual, expected) => {
    const fee = onboardFee(terms, annual);
    expect(fee).toBe(expected);
    expect(Number.isInteger(fee)).toBe(true);
  });
  it('annual salary is integer fen', () => {
    expect(annualSalaryFen(25_000, 14)).toBe(35_000_000);
    expect(annualSalaryFen(-1, 12)).toBe(0);
  });
});

describe('guarantee proration keeps whole days stayed and reverses the rest', () => {
  const on = Date.UTC(2024, 0, 1);
  it.each([
    ['left the first day', 900_000, 90, 0.5, 0, 0, 900_000],
    ['stayed 30 of 90', 900_000, 90, 30, 30, 300_000, 600_000],
    ['stayed 30.9 days counts 30', 900_000, 90, 30.9, 30, 300_000, 600_000],
    ['stayed 1 of 7, 100 fen: 14.29 → 14', 100, 7, 1, 1, 14, 86],
    ['stayed 1 of 8, 100 fen: 12.5 → 13', 100, 8, 1, 1, 13, 87],
    ['stayed past the period keeps all', 900_000, 90, 120, 90, 900_000, 0],
    ['a 0-day guarantee keeps all', 900_000, 0, 10, 0, 900_000, 0],
    ['left before onboarding (clock skew) keeps nothing', 900_000, 90, -2, 0, 0, 900_000],
  ])('%s', (_n, fee, days, stayed, daysStayed, kept, reversed) => {
    const r = guaranteeProration(fee, days, on, on + stayed * DAY);
    expect(r).toEqual({ daysStayed, kept, reversed });
    expect(r.kept + r.reversed).toBe(fee);
  });
});

describe('delivery moves: one step at a time, back only by a reversal', () => {
  const cases: [DeliveryAction, number, boolean][] = [
    ['approve', 4, true],
    ['approve', 1, false],
    ['approve', 3, false],
    ['receive', 1, true],
    ['receive', 4, false],
    ['receive', 2, false],
    ['payOut', 2, true],
    ['payOut', 1, false],
    ['payOut', 4, false],
    ['payOut', 3, false],
    ['reverse', 4, true],
    ['reverse', 1, true],
    ['reverse', 3, true],
  ];
  it.each(cases)('%s from %i → %s', (action, state, allowed) => expect(canMoveDelivery(action, state, 1000, 0)).toBe(allowed));
  it('a record reversed in full cannot be reversed again', () => expect(canMoveDelivery('reverse', 3, 1000, 1000)).toBe(false));
  it.each([
    [63, 1],
    [91, 2],
    [62, null],
    [93, null],
    [127, null],
  ])('stage %i makes model %s', (stage, model) => expect(deliveryModelOfStage(stage)).toBe(model));
});

describe('filters', () => {
  it('reads dates as Beijing days and refuses impossible ones', () => {
    expect(chinaDayStart('2022-01-25')).toBe(Date.UTC(2022, 0, 24, 16));
    expect(chinaDayStart('2022-02-30')).toBeNull();
    expect(chinaDayStart('2022/01/25')).toBeNull();
  });
  it.each([
    [{ startTime: '2022-02-28', endTime: '2022-01-25' }, '结束日期不能早于开始日期'],
    [{ startTime: 'abc', endTime: '2022-01-25' }, '开始日期'],
    [{ startTime: '2022-01-25', endTime: '2022-02-28', pageSize: 100_000 }, '每页最多100条'],
    [{ startTime: '2022-01-25', endTime: '2022-02-28', stateEx: 9 }, '状态只能是'],
    [{ startTime: '2010-01-01', endTime: '2022-02-28' }, '范围不能超过三年'],
  ])('refuses %j in Chinese', (input, message) => {
    const r = deliveryListQuerySchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message).join()).toContain(message);
  });
  it('omits stateEx 0 and type 0 (all)', () => {
    const r = deliveryListQuerySchema.parse({ startTime: '2022-01-25', endTime: '2022-02-28', stateEx: 0, type: 0 });
    expect(r).toMatchObject({ stateEx: undefined, type: undefined, page: 1, pageSize: 20 });
  });
  it('bill list: 15 a page, reversed periods refused', () => {
    expect(billListQuerySchema.parse({}).pageSize).toBe(15);
    const [may, june] = [Date.UTC(2026, 4, 1), Date.UTC(2026, 5, 1)];
    expect(billListQuerySchema.safeParse({ confirmRebateStartTimeL: may, confirmRebateEndTimeL: june }).success).toBe(true);
    expect(billListQuerySchema.safeParse({ confirmRebateStartTimeL: june, confirmRebateEndTimeL: may }).success).toBe(false);
  });
  it('formats fen without floating point', () => {
    expect(formatFen(123_456_789)).toBe('1,234,567.89');
    expect(formatFen(-5)).toBe('-0.05');
  });
});
