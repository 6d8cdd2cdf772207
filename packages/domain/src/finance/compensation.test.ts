import { describe, expect, it } from 'vitest';
import { CompensationKind, compensation, compensationQuerySchema, pausedMonths } from './compensation';
import { deductFines } from './fines';

const base = { lastYearFees: 0, lastMonthFees: 0, pausedDays: 0, platformPayout: 0, lossCosts: 0 };
const FIRM = '00000000-0000-4000-8000-000000000001';

describe('compensation formulas (integer fen, half up once at the end)', () => {
  it.each([
    // kind, inputs, amount
    ['client ends: last year halved', { kind: CompensationKind.clientEnded, lastYearFees: 1_000_000 }, 500_000],
    ['client ends: an odd fen rounds half up', { kind: CompensationKind.clientEnded, lastYearFees: 12_345 }, 6_173],
    ['client ends: no fees, nothing owed', { kind: CompensationKind.clientEnded, lastYearFees: 0 }, 0],
    ['paused 30 days: one month', { kind: CompensationKind.clientPaused, lastMonthFees: 200_000, pausedDays: 30 }, 100_000],
    ['paused 59 days: still one month', { kind: CompensationKind.clientPaused, lastMonthFees: 200_000, pausedDays: 59 }, 100_000],
    ['paused 95 days: three months', { kind: CompensationKind.clientPaused, lastMonthFees: 200_000, pausedDays: 95 }, 300_000],
    ['paused 2 years: at most 12 months', { kind: CompensationKind.clientPaused, lastMonthFees: 200_000, pausedDays: 730 }, 1_200_000],
    ['paused: odd fee × odd months rounds once', { kind: CompensationKind.clientPaused, lastMonthFees: 101, pausedDays: 90 }, 152],
    ['platform paid the client: half', { kind: CompensationKind.platformPaid, platformPayout: 80_001 }, 40_001],
    ['other loss: full costs', { kind: CompensationKind.otherLoss, lossCosts: 33_333 }, 33_333],
  ] as const)('%s', (_name, input, amount) => {
    expect(compensation({ ...base, ...input } as Parameters<typeof compensation>[0]).amount).toBe(amount);
  });

  it('counts pause months as whole 30-day spans, 1 to 12, and none under 30 days', () => {
    expect([29, 30, 60, 89, 90, 360, 390, 10_000].map(pausedMonths)).toEqual([0, 1, 2, 2, 3, 12, 12, 12]);
  });

  it('says the formula it used, in yuan', () => {
    expect(compensation({ ...base, kind: 2, lastMonthFees: 200_000, pausedDays: 65 }).formula).toBe('近一月佣金2000.00元 ÷ 2 × 2个月');
  });

  it('refuses fractional or negative fen', () => {
    expect(() => compensation({ ...base, kind: 4, lossCosts: 1.5 })).toThrow(RangeError);
    expect(() => compensation({ ...base, kind: 1, lastYearFees: -1 })).toThrow(RangeError);
  });

  it('the calculator input refuses a short pause and a missing amount in Chinese', () => {
    const short = compensationQuerySchema.safeParse({ firmId: FIRM, kind: 2, pausedDays: 29 });
    expect(short.success ? '' : short.error.issues[0]?.message).toBe('暂停合作满30天才按暂停计算');
    const noPayout = compensationQuerySchema.safeParse({ firmId: FIRM, kind: 3 });
    expect(noPayout.success ? '' : noPayout.error.issues[0]?.message).toBe('请填写平台赔付金额');
    const fraction = compensationQuerySchema.safeParse({ firmId: FIRM, kind: 4, lossCosts: 1.5 });
    expect(fraction.success ? '' : fraction.error.issues[0]?.message).toBe('损失金额必须是整数（分）');
  });
});

describe('fines deducted from a bill', () => {
  it.each([
    ['one fine within the bill', 10_000, [{ id: 'a', remaining: 3_000 }], [{ id: 'a', amount: 3_000 }]],
    ['a fine larger than the bill takes all of it', 10_000, [{ id: 'a', remaining: 15_000 }], [{ id: 'a', amount: 10_000 }]],
    [
      'oldest first, the next one partly',
      10_000,
      [
        { id: 'a', remaining: 6_000 },
        { id: 'b', remaining: 6_000 },
        { id: 'c', remaining: 1 },
      ],
      [
        { id: 'a', amount: 6_000 },
        { id: 'b', amount: 4_000 },
      ],
    ],
    ['a bill of zero or less deducts nothing', -500, [{ id: 'a', remaining: 100 }], []],
  ] as const)('%s', (_name, bill, fines, expected) => {
    expect(deductFines(bill, [...fines])).toEqual(expected);
  });
});
