import { describe, expect, it } from 'vitest';
import { DEPOSIT_BAN_DAYS, depositBanMessage, depositBanUntil, dueText, performanceStep } from './performance';

const DAY = 86_400_000;
/** Friday 2026-09-18 10:00 in China: the next five working days include the make-up Sunday of 国庆. */
const now = Date.parse('2026-09-18T10:00:00+08:00');
const endOfChinaDay = (date: string) => Date.parse(`${date}T00:00:00+08:00`) + DAY;
const joinedAt = now - 400 * DAY;
const none = { heldFen: 0, openDemand: false, lastFailedAt: null };

describe('the performance check step', () => {
  it.each([
    ['active firm', 1, 5, none, null],
    ['14 days without a recommendation', 14, 5, none, null],
    ['15 days without a recommendation, no deposit', 15, 5, none, { failure: 'noRecommend', forfeitFen: 0, amountFen: 500_000 }],
    ['30 days without a valid one', 2, 30, none, { failure: 'noValid', forfeitFen: 0, amountFen: 500_000 }],
    [
      'failing again with the deposit held: 20% forfeited, topped back up',
      20,
      40,
      { heldFen: 500_000, openDemand: false, lastFailedAt: now - 20 * DAY },
      { failure: 'noRecommend', forfeitFen: 100_000, amountFen: 100_000 },
    ],
    [
      'a deposit partly spent on fines: 20% of what is held, topped up to 5000',
      20,
      40,
      { heldFen: 200_000, openDemand: false, lastFailedAt: now - 20 * DAY },
      { failure: 'noRecommend', forfeitFen: 40_000, amountFen: 340_000 },
    ],
    ['an open demand is not checked again', 40, 40, { heldFen: 0, openDemand: true, lastFailedAt: now - 16 * DAY }, null],
    ['fresh windows after a failure 10 days ago', 40, 40, { heldFen: 500_000, openDemand: false, lastFailedAt: now - 10 * DAY }, null],
  ] as const)('%s', (_name, recDays, validDays, deposit, expected) => {
    const step = performanceStep({ joinedAt, lastRecommendAt: now - recDays * DAY, lastValidAt: now - validDays * DAY }, deposit, now);
    if (expected === null) expect(step).toBeNull();
    else expect(step).toEqual({ ...expected, dueAt: step?.dueAt });
  });

  it('is due at the end of the 5th working day, across 国庆 and its make-up day', () => {
    const step = performanceStep({ joinedAt, lastRecommendAt: null, lastValidAt: null }, none, now);
    // Sun 20 Sep is a make-up working day (1), Mon 21 … Thu 24 the 2nd to 5th.
    expect(step?.dueAt).toBe(endOfChinaDay('2026-09-24'));
    // From Tue 22: Wed 23, Thu 24, then 中秋 (Fri 25 – Sun 27) is skipped: Mon 28, Tue 29, Wed 30.
    const later = Date.parse('2026-09-22T10:00:00+08:00');
    expect(performanceStep({ joinedAt, lastRecommendAt: null, lastValidAt: null }, none, later)?.dueAt).toBe(endOfChinaDay('2026-09-30'));
  });
});

describe('the ban of an unpaid deposit', () => {
  const dueAt = now + 7 * DAY;
  it('does not start before the deadline', () => {
    expect(depositBanUntil(dueAt, null, dueAt - 1)).toBeNull();
  });
  it('runs 15 days from the deadline', () => {
    expect(depositBanUntil(dueAt, null, dueAt + 1)).toBe(dueAt + DEPOSIT_BAN_DAYS * DAY);
  });
  it('stays while in force and is renewed when it runs out unpaid', () => {
    const first = dueAt + DEPOSIT_BAN_DAYS * DAY;
    expect(depositBanUntil(dueAt, first, first - 1)).toBe(first);
    expect(depositBanUntil(dueAt, first, first + 1)).toBe(first + DEPOSIT_BAN_DAYS * DAY);
  });
  it('names the end date', () => {
    expect(depositBanMessage(Date.UTC(2026, 9, 13), (t) => new Date(t).toISOString().slice(0, 10))).toBe(
      '贵公司未在期限内缴纳业绩考核保证金，暂停推荐至2026-10-13，期间不能推荐或操作订单；缴纳后立即恢复',
    );
  });
});

describe('the deadline as shown', () => {
  it('is the last minute of the 5th working day, not the next day’s midnight', () => {
    const fmt = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(dueText(endOfChinaDay('2026-12-04'), fmt)).toBe('2026-12-04 23:59');
  });
});
