import { describe, expect, it } from 'vitest';
import { isWorkingDay, workingDayDeadline } from './working-days';

/** 24:00 China time of a date = 16:00 UTC of that date. */
const endOf = (date: string) => Date.parse(`${date}T16:00:00Z`);
/** A moment in China time. */
const china = (date: string, hm = '15:00') => Date.parse(`${date}T${hm}:00+08:00`);

describe('the working-day calendar', () => {
  it.each([
    ['2026-01-01', false, '元旦'],
    ['2026-01-04', true, '元旦调休上班（周日）'],
    ['2026-02-14', true, '春节调休上班（周六）'],
    ['2026-02-16', false, '春节'],
    ['2026-02-23', false, '春节最后一天（周一）'],
    ['2026-02-24', true, '节后第一天'],
    ['2026-05-09', true, '劳动节调休上班（周六）'],
    ['2026-09-20', true, '国庆调休上班（周日）'],
    ['2026-10-05', false, '国庆'],
    ['2026-10-10', true, '国庆调休上班（周六）'],
    ['2026-11-21', false, '普通周六'],
    ['2026-11-25', true, '普通周三'],
    ['2027-02-08', false, '2027春节'],
    ['2027-06-09', false, '2027端午'],
  ])('%s → working %s (%s)', (date, working) => {
    expect(isWorkingDay(date)).toBe(working);
  });
});

describe('the 5-working-day deposit deadline', () => {
  it.each([
    ['plain week: Monday → next Monday', china('2026-11-23'), '2026-11-30'],
    ['Friday → next Friday', china('2026-11-27'), '2026-12-04'],
    ['late Friday night counts as Friday', china('2026-11-27', '23:30'), '2026-12-04'],
    ['across 国庆 with the make-up Saturday 10-10', china('2026-09-29'), '2026-10-12'],
    ['across the make-up Sunday 09-20', china('2026-09-17'), '2026-09-23'],
    ['across 春节 with the make-up Saturdays 02-14 and 02-28', china('2026-02-12'), '2026-02-26'],
    ['across 元旦 with the make-up Sunday 01-04', china('2025-12-31'), '2026-01-08'],
    ['across 劳动节 with the make-up Saturday 05-09', china('2026-04-30'), '2026-05-11'],
  ])('%s', (_name, from, due) => {
    expect(workingDayDeadline(from, 5)).toBe(endOf(due));
  });
  it('refuses to guess beyond the table', () => {
    expect(() => workingDayDeadline(china('2027-12-28'), 5)).toThrow(/2028/);
  });
});
