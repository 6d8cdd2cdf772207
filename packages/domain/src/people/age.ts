import { CHINA_OFFSET_MS } from '../time/china-time';

/**
 * Whole years from a 'YYYY-MM' or 'YYYY-MM-DD' date (a birthday, a work start) to now, by the
 * Beijing calendar month; null when unknown or implausible. The one way age and work years are
 * counted, so the talent search list and the resume never disagree.
 */
export function yearsSince(date: string, now: number | Date = Date.now()): number | null {
  const m = /^(\d{4})-(\d{2})/.exec(date);
  if (!m) return null;
  const today = new Date((typeof now === 'number' ? now : now.getTime()) + CHINA_OFFSET_MS);
  const years = today.getUTCFullYear() - Number(m[1]) - (today.getUTCMonth() + 1 < Number(m[2]) ? 1 : 0);
  return years >= 0 && years < 100 ? years : null;
}
