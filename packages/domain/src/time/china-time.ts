/**
 * Every time the product shows is Beijing time (Asia/Shanghai), whatever the zone of the browser
 * or server: the server's reminders and the browser's tables must agree. China keeps UTC+8 all
 * year (no daylight saving since 1991), so a fixed offset is exact for every date we show.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY = 86_400_000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The instant's Beijing wall clock, read through the UTC getters of a shifted Date. */
function wall(at: number | Date): Date {
  return new Date((typeof at === 'number' ? at : at.getTime()) + CHINA_OFFSET_MS);
}

/**
 * Formats an instant in Beijing time. Tokens: YYYY, M, MM, D, DD, HH, mm, ss, ddd (周一…周日);
 * anything else is kept as written.
 */
export function formatChinaTime(at: number | Date, pattern = 'YYYY-MM-DD HH:mm'): string {
  const d = wall(at);
  const tokens: Record<string, string> = {
    YYYY: String(d.getUTCFullYear()),
    MM: pad(d.getUTCMonth() + 1),
    M: String(d.getUTCMonth() + 1),
    DD: pad(d.getUTCDate()),
    D: String(d.getUTCDate()),
    HH: pad(d.getUTCHours()),
    mm: pad(d.getUTCMinutes()),
    ss: pad(d.getUTCSeconds()),
    ddd: WEEKDAYS[d.getUTCDay()] ?? '',
  };
  return pattern.replace(/YYYY|MM|M|DD|D|HH|mm|ss|ddd/g, (t) => tokens[t] ?? t);
}

/** The Beijing calendar year of an instant. */
export function chinaYear(at: number | Date): number {
  return wall(at).getUTCFullYear();
}

/** The Beijing calendar day of an instant, as a day number (days since 1970-01-01 in Beijing). */
export function chinaDayNumber(at: number): number {
  return Math.floor((at + CHINA_OFFSET_MS) / DAY);
}

/** Date and time, the year left out only within the current (Beijing) year: 11-25 14:30, 2025-08-03 10:00. */
export function chinaShortTime(at: number | Date, now = Date.now()): string {
  return formatChinaTime(at, chinaYear(at) === chinaYear(now) ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm');
}

/** A date, the year left out only within the current (Beijing) year: 11-25, 2025-08-03. */
export function chinaShortDate(at: number | Date, now = Date.now()): string {
  return formatChinaTime(at, chinaYear(at) === chinaYear(now) ? 'MM-DD' : 'YYYY-MM-DD');
}
