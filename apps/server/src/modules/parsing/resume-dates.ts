import { PRESENT } from '@hh/domain/candidates/resume.schema';

/**
 * Dates as Chinese resumes write them — 2019.07, 2019/07, 2019-07, 2019年7月, 2019.7,
 * Jul 2019, 07/2019 — and ranges between two of them with – — - -- ~ 至 到 to, ending in a
 * date or 至今/现在/今/Present. Everything becomes 'YYYY-MM' (or 至今).
 */
const EN_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const EN_MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';

/** One date; the groups are read by monthOf(). Year first, English month first, or month/year. */
const DATE =
  `(?:(?<![\\d])(?:19[5-9]\\d|20\\d\\d)\\s*(?:[.\\/-]|年)\\s*\\d{1,2}(?!\\d)(?:\\s*月)?(?:\\s*(?:[.\\/-])\\s*\\d{1,2}(?!\\d)\\s*日?|\\s*\\d{1,2}\\s*日)?` +
  `|${EN_MONTH}\\s*,?\\s*(?:19[5-9]\\d|20\\d\\d)` +
  `|(?<![\\d.])\\d{1,2}\\s*\\/\\s*(?:19[5-9]\\d|20\\d\\d)` +
  `|(?<![\\d])(?:19[5-9]\\d|20\\d\\d)(?!\\d)(?:\\s*年)?)`;
const PRESENT_WORDS = '(?:至今|迄今|现在|目前|今|present|now|current|today|till now|to date)';
const DASH = '(?:\\s*(?:[-–—―−~～]{1,2}|至|到|to)\\s*)';

export const RANGE_RE = new RegExp(`(${DATE})${DASH}(${DATE}|${PRESENT_WORDS}(?![a-z]))|(${DATE})\\s*(${PRESENT_WORDS})`, 'i');
export const DATE_RE = new RegExp(DATE, 'i');
const PRESENT_RE = new RegExp(`^${PRESENT_WORDS}$`, 'i');

export interface DateRange {
  start: string;
  end: string;
  /** The range as written, to cut it out of the line. */
  text: string;
  index: number;
  /** A side had a year only; its month was guessed. */
  yearOnly: boolean;
}

const pad = (m: number) => String(m).padStart(2, '0');

/** 'YYYY-MM' (with yearOnly when no month was written), or null when the text is no date. */
export function monthOf(raw: string): { month: string; yearOnly: boolean; day?: number } | null {
  const s = raw.trim().toLowerCase();
  let m = s.match(/^((?:19|20)\d\d)\s*(?:[./-]|年)\s*(\d{1,2})\s*月?(?:\s*[./-]?\s*(\d{1,2})\s*日?)?/);
  if (m) {
    const month = Number(m[2]);
    if (month < 1 || month > 12) return null;
    const day = m[3] ? Number(m[3]) : undefined;
    return { month: `${m[1]}-${pad(month)}`, yearOnly: false, ...(day && day <= 31 ? { day } : {}) };
  }
  m = s.match(/^([a-z]{3})[a-z]*\.?\s*,?\s*((?:19|20)\d\d)/);
  if (m) {
    const month = EN_MONTHS.indexOf(m[1] ?? '') + 1;
    return month > 0 ? { month: `${m[2]}-${pad(month)}`, yearOnly: false } : null;
  }
  m = s.match(/^(\d{1,2})\s*\/\s*((?:19|20)\d\d)/);
  if (m) {
    const month = Number(m[1]);
    return month >= 1 && month <= 12 ? { month: `${m[2]}-${pad(month)}`, yearOnly: false } : null;
  }
  m = s.match(/^((?:19|20)\d\d)\s*年?$/);
  if (m) return { month: `${m[1]}-01`, yearOnly: true };
  return null;
}

/**
 * "18.9-21.6", "23.3-至今": a range of two-digit years with their months, standing on its own (at the
 * start of the line or after a space or a bar). Years 50–99 are 19xx, the others 20xx.
 */
const SHORT_RANGE_RE = new RegExp(
  `(?<=^|[\\s|｜])(\\d{2})[.\\/](\\d{1,2})${DASH}(?:(\\d{2})[.\\/](\\d{1,2})|(${PRESENT_WORDS}))(?=$|[\\s|｜])`,
  'i',
);

function shortRange(line: string): DateRange | null {
  const m = SHORT_RANGE_RE.exec(line);
  if (!m) return null;
  const month = (yy: string | undefined, mm: string | undefined) => {
    const y = Number(yy);
    const mo = Number(mm);
    if (!yy || mo < 1 || mo > 12) return null;
    return `${y >= 50 ? 19 : 20}${yy}-${pad(mo)}`;
  };
  const start = month(m[1], m[2]);
  const end = m[5] ? PRESENT : month(m[3], m[4]);
  if (!start || !end || (end !== PRESENT && end < start)) return null;
  return { start, end, text: m[0], index: m.index, yearOnly: false };
}

export function findRange(line: string): DateRange | null {
  const m = RANGE_RE.exec(line);
  if (!m) return shortRange(line);
  const startText = m[1] ?? m[3] ?? '';
  const endText = m[2] ?? m[4] ?? '';
  const start = monthOf(startText);
  if (!start) return null;
  let end: string;
  let endYearOnly = false;
  if (PRESENT_RE.test(endText.trim())) end = PRESENT;
  else {
    const e = monthOf(endText);
    if (!e) return null;
    end = e.month;
    endYearOnly = e.yearOnly;
    // "2012 - 2016": the end year of a year-only range reads as its last month.
    if (e.yearOnly) end = `${end.slice(0, 4)}-12`;
    if (end < start.month) return null;
  }
  return { start: start.month, end, text: m[0], index: m.index, yearOnly: start.yearOnly || endYearOnly };
}

/** The first single date in `text`, as 'YYYY-MM' or 'YYYY-MM-DD' when the day is written. */
export function firstDate(text: string, withDay = false): string | null {
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const d = monthOf(m[0]);
  if (!d || d.yearOnly) return null;
  return withDay && d.day ? `${d.month}-${pad(d.day)}` : d.month;
}

/** 'YYYY-MM' of `years` (may be fractional) before `today`. */
export function monthsBefore(today: Date, years: number): string {
  const total = today.getFullYear() * 12 + today.getMonth() - Math.round(years * 12);
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}`;
}
