import { CHINA_OFFSET_MS } from '../time/china-time';

/**
 * The Chinese working-day calendar: weekends are off, public holidays are off, and the make-up
 * days (调休上班) that fall on a weekend are working days. A dated table, kept by hand from the
 * State Council's yearly notice (国务院办公厅关于节假日安排的通知).
 *
 * 2026: the notice of November 2025, in full.
 * 2027: the statutory holidays (《全国年节及纪念日放假办法》: 元旦 1, 春节 4 from 除夕, 清明 1,
 * 劳动节 2, 端午 1, 中秋 1, 国庆 3 days) on their 2027 dates; the bridging days and make-up days
 * are added here when the State Council publishes the 2027 notice.
 */
export const HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2026: [
    '2026-01-01',
    '2026-01-02',
    '2026-01-03',
    ...range('2026-02-', 15, 23),
    '2026-04-04',
    '2026-04-05',
    '2026-04-06',
    ...range('2026-05-', 1, 5),
    '2026-06-19',
    '2026-06-20',
    '2026-06-21',
    '2026-09-25',
    '2026-09-26',
    '2026-09-27',
    ...range('2026-10-', 1, 7),
  ],
  2027: [
    '2027-01-01',
    ...range('2027-02-', 5, 8),
    '2027-04-05',
    '2027-05-01',
    '2027-05-02',
    '2027-06-09',
    '2027-09-15',
    ...range('2027-10-', 1, 3),
  ],
};

/** Weekend days that are working days (调休上班). */
export const MAKE_UP_WORKDAYS: Readonly<Record<number, readonly string[]>> = {
  2026: ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'],
  2027: [],
};

function range(prefix: string, from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(2, '0')}`);
}

const holidaySet = new Set(Object.values(HOLIDAYS).flat());
const makeUpSet = new Set(Object.values(MAKE_UP_WORKDAYS).flat());
const DAY = 86_400_000;

/** The calendar date in China of a moment, as YYYY-MM-DD. */
export function chinaDate(at: number): string {
  return new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a China calendar date (YYYY-MM-DD) is a working day. */
export function isWorkingDay(date: string): boolean {
  if (makeUpSet.has(date)) return true;
  if (holidaySet.has(date)) return false;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The years the table covers; a deadline beyond them is refused rather than guessed. */
export const CALENDAR_YEARS = Object.keys(HOLIDAYS).map(Number);

/**
 * The end (24:00 China time) of the n-th working day after the day of `from`: a deposit asked for on
 * a Friday afternoon with n = 5 is due at the end of the next Friday, holidays skipped and make-up
 * days counted.
 */
export function workingDayDeadline(from: number, n: number): number {
  let day = Date.parse(`${chinaDate(from)}T00:00:00Z`);
  let left = n;
  while (left > 0) {
    day += DAY;
    const date = new Date(day).toISOString().slice(0, 10);
    if (!CALENDAR_YEARS.includes(Number(date.slice(0, 4)))) throw new Error(`working-day calendar has no year ${date.slice(0, 4)}`);
    if (isWorkingDay(date)) left -= 1;
  }
  // End of that China day = its UTC midnight + 1 day − 8 hours.
  return day + DAY - CHINA_OFFSET_MS;
}

/** Working days a deposit has to be paid in (spec 001 › Performance check). */
export const DEPOSIT_WORKING_DAYS = 5;
