import { describe, expect, it } from 'vitest';
import { yearsSince } from './age';

describe('yearsSince', () => {
  const now = Date.UTC(2026, 10, 25, 3); // 2026-11-25 in Beijing
  it('counts whole years by the month', () => {
    expect(yearsSince('1990-11', now)).toBe(36);
    expect(yearsSince('1990-12-01', now)).toBe(35);
    expect(yearsSince('', now)).toBeNull();
    expect(yearsSince('2030-01', now)).toBeNull();
  });
  it('turns the month over at Beijing midnight', () => {
    const newYearInBeijing = Date.UTC(2026, 11, 31, 16, 30); // 2027-01-01 00:30 in Beijing
    expect(yearsSince('2000-01', newYearInBeijing)).toBe(27);
  });
});
