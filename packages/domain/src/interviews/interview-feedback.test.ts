import { describe, expect, it } from 'vitest';
import { homeWindow, interviewDayMark } from './interview-feedback';

// 2026-11-21 23:30 in China is 15:30 UTC.
const now = Date.UTC(2026, 10, 21, 15, 30);

describe('interview day marks (spec 001: today and tomorrow)', () => {
  it.each<[string, number, 'today' | 'tomorrow' | null]>([
    ['earlier today in China', Date.UTC(2026, 10, 21, 1, 0), 'today'],
    ['just before midnight in China', Date.UTC(2026, 10, 21, 15, 59), 'today'],
    ['just after midnight in China (still the 21st in UTC)', Date.UTC(2026, 10, 21, 16, 1), 'tomorrow'],
    ['tomorrow evening in China', Date.UTC(2026, 10, 22, 15, 0), 'tomorrow'],
    ['the day after tomorrow', Date.UTC(2026, 10, 22, 16, 0), null],
    ['yesterday', Date.UTC(2026, 10, 20, 10, 0), null],
  ])('%s', (_, at, mark) => expect(interviewDayMark(at, now)).toBe(mark));

  it('covers today and tomorrow in China time for the home prompt', () => {
    expect(homeWindow(now)).toEqual({ from: Date.UTC(2026, 10, 20, 16), to: Date.UTC(2026, 10, 22, 16) - 1 });
  });
});
