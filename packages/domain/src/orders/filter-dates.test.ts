import { describe, expect, it } from 'vitest';
import { lowerBound, upperBound } from './filter-dates';

describe('order search dates (spec 000 §3, §9)', () => {
  it.each<[string | null | undefined, unknown]>([
    [undefined, { open: true }],
    ['', { open: true }],
    ['2026-11-21', { at: Date.UTC(2026, 10, 20, 16) }],
    ['2026-11-21 09:30', { at: Date.UTC(2026, 10, 21, 1, 30) }],
    ['2026-02-30', { invalid: true }],
    ['21/11/2026', { invalid: true }],
    ['2888-12-31', { invalid: true }],
  ])('lower %s', (value, expected) => expect(lowerBound(value)).toEqual(expected));

  it.each<[string | null | undefined, unknown]>([
    [null, { open: true }],
    ['2026-11-21', { at: Date.UTC(2026, 10, 21, 15, 59, 59, 999) }],
    ['2888-12-31', { open: true }],
    ['2888-01-01 00:00:00', { open: true }],
    ['3000-01-01', { open: true }],
    ['2026-13-01', { invalid: true }],
  ])('upper %s', (value, expected) => expect(upperBound(value)).toEqual(expected));
});
