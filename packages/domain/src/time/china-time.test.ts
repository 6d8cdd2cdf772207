import { describe, expect, it } from 'vitest';
import { chinaShortDate, chinaShortTime, chinaYear, formatChinaTime } from './china-time';

// 2026-11-24 18:30 UTC is 2026-11-25 02:30 in Beijing (a Wednesday).
const AT = Date.UTC(2026, 10, 24, 18, 30);

describe('China time', () => {
  it('formats in Beijing time whatever the process zone', () => {
    expect(formatChinaTime(AT)).toBe('2026-11-25 02:30');
    expect(formatChinaTime(AT, 'YYYY年M月D日 ddd HH:mm:ss')).toBe('2026年11月25日 周三 02:30:00');
    expect(formatChinaTime(new Date(AT), 'MM-DD')).toBe('11-25');
  });

  it('takes the year at the Beijing new year, not the UTC one', () => {
    const newYear = Date.UTC(2026, 11, 31, 16, 0); // 2027-01-01 00:00 in Beijing
    expect(chinaYear(newYear)).toBe(2027);
    expect(chinaShortTime(newYear - 60_000, newYear)).toBe('2026-12-31 23:59');
    expect(chinaShortTime(newYear, newYear)).toBe('01-01 00:00');
  });

  it('shows the year only for dates outside the current year', () => {
    const now = Date.UTC(2026, 10, 25, 3);
    expect(chinaShortTime(AT, now)).toBe('11-25 02:30');
    expect(chinaShortDate(Date.UTC(2025, 7, 3, 2), now)).toBe('2025-08-03');
    expect(chinaShortDate(AT, now)).toBe('11-25');
  });
});
