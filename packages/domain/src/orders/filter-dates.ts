/**
 * Date filters of the order search (spec 000 §3, §9): dates come as 'YYYY-MM-DD' (optionally
 * with a time); an upper date in the sentinel year 2888 or later means "no upper bound".
 * Ends are inclusive: an end date covers its whole day (China time).
 */
export const UPPER_DATE_SENTINEL_YEAR = 2888;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const CHINA_OFFSET_MS = 8 * 3_600_000;

export type DateBound = { at: number } | { open: true } | { invalid: true };

function parse(value: string, endOfDay: boolean): DateBound {
  const m = DATE_RE.exec(value.trim());
  if (!m) return { invalid: true };
  const [, y, mo, d, h, mi, s] = m.map((x) => (x === undefined ? undefined : Number(x)));
  if (y === undefined || mo === undefined || d === undefined) return { invalid: true };
  if (y >= UPPER_DATE_SENTINEL_YEAR) return { open: true };
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return { invalid: true };
  const time = h === undefined ? (endOfDay ? 86_399_999 : 0) : ((h * 60 + (mi ?? 0)) * 60 + (s ?? 0)) * 1000 + (endOfDay ? 999 : 0);
  return { at: date.getTime() + time - CHINA_OFFSET_MS };
}

/** A lower bound (start of its day, China time). Empty means none. */
export function lowerBound(value: string | null | undefined): DateBound {
  if (!value) return { open: true };
  const bound = parse(value, false);
  return 'open' in bound ? { invalid: true } : bound;
}

/** An upper bound (end of its day, China time); empty or the 2888 sentinel means none. */
export function upperBound(value: string | null | undefined): DateBound {
  if (!value) return { open: true };
  return parse(value, true);
}
