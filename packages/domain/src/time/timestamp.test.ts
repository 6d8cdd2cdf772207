import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { msTimestamp, msTimestampParam, TIMESTAMP_MAX_MS, TIMESTAMP_MIN_MS } from './timestamp';

const body = z.object({ startTime: msTimestamp('开始时间') });
const query = z.object({ startTime: msTimestampParam('开始时间') });
const optionalQuery = z.object({ startTime: msTimestampParam('开始时间').optional() });

function answer(schema: z.ZodType, value: unknown): string | number | undefined {
  const result = schema.safeParse(value === undefined ? {} : { startTime: value });
  return result.success ? (result.data as { startTime?: number }).startTime : result.error.issues[0]?.message;
}

const NOT_NUMBER = '开始时间必须是毫秒时间戳';
const OUT_OF_RANGE = '开始时间须在2000年至2100年之间';
const AT = Date.UTC(2026, 4, 1, 8);

describe('msTimestamp (JSON bodies)', () => {
  it.each([
    ['a time in 2026', AT, AT],
    ['the first instant of 2000', TIMESTAMP_MIN_MS, TIMESTAMP_MIN_MS],
    ['the first instant of 2100', TIMESTAMP_MAX_MS, TIMESTAMP_MAX_MS],
    ['missing', undefined, '请选择开始时间'],
    ['null', null, '请选择开始时间'],
    ['past JavaScript’s date range (9e15)', 9e15, OUT_OF_RANGE],
    ['the largest JavaScript date', 8.64e15, OUT_OF_RANGE],
    ['a millisecond before 2000', TIMESTAMP_MIN_MS - 1, OUT_OF_RANGE],
    ['a millisecond after 2100', TIMESTAMP_MAX_MS + 1, OUT_OF_RANGE],
    ['seconds instead of milliseconds', Math.floor(AT / 1000), OUT_OF_RANGE],
    ['negative', -1, OUT_OF_RANGE],
    ['a fraction', AT + 0.5, NOT_NUMBER],
    ['Infinity', Number.POSITIVE_INFINITY, NOT_NUMBER],
    ['NaN', Number.NaN, NOT_NUMBER],
    ['text digits', String(AT), NOT_NUMBER],
    ['a date text', '2026-05-01', NOT_NUMBER],
    ['a boolean', true, NOT_NUMBER],
  ])('%s', (_name, value, expected) => {
    expect(answer(body, value)).toBe(expected);
    // Whatever passes is a date JavaScript can write.
    if (typeof expected === 'number') expect(() => new Date(expected).toISOString()).not.toThrow();
  });
});

describe('msTimestampParam (query strings and forms)', () => {
  it.each([
    ['a time as text', String(AT), AT],
    ['a time as a number', AT, AT],
    ['9e15 as text', '9000000000000000', OUT_OF_RANGE],
    // Not numerals (api/number-param.ts): refused as no timestamp at all, never read as 9e15 or 1970.
    ['9e15 in exponent form', '9e15', NOT_NUMBER],
    ['empty text (not 1970)', '', NOT_NUMBER],
    ['null (not 1970)', null, NOT_NUMBER],
    ['a time with a space before it', ` ${AT}`, NOT_NUMBER],
    ['words', 'yesterday', NOT_NUMBER],
    ['a fraction', `${AT}.5`, NOT_NUMBER],
    ['missing', undefined, NOT_NUMBER],
  ])('%s', (_name, value, expected) => {
    expect(answer(query, value)).toBe(expected);
  });

  it('leaves an optional field out when it is missing, and still refuses a bad one', () => {
    expect(answer(optionalQuery, undefined)).toBeUndefined();
    expect(answer(optionalQuery, '9000000000000000')).toBe(OUT_OF_RANGE);
  });
});
