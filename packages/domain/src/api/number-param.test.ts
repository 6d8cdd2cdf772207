import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NUMERAL, numberParam, numeralValue } from './number-param';
import { pageNumber } from './paging';

const coins = numberParam(z.number({ error: '金币数必须是数字' }).int({ error: '金币数必须是整数' }));

describe('a number that arrives as text', () => {
  it.each([
    ['3', 3],
    ['0', 0],
    ['-2', -2],
    ['007', 7],
    ['1.5', 1.5],
    ['-0.25', -0.25],
    [3, 3],
    [-2.5, -2.5],
  ])('%j is the number %d', (input, value) => {
    expect(numeralValue(input)).toBe(value);
  });

  it.each([
    [' 3', 'a leading space (also what coin=+3 decodes to)'],
    ['3 ', 'a trailing space'],
    ['\t3\n', 'tabs and line breaks'],
    ['1 000', 'a space inside'],
    ['', 'empty text'],
    [' ', 'only a space'],
    ['+3', 'a plus sign'],
    ['3e2', 'an exponent'],
    ['1E3', 'an upper-case exponent'],
    ['0x10', 'hexadecimal'],
    ['0b1', 'binary'],
    ['0o7', 'octal'],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['.5', 'a bare point'],
    ['5.', 'a trailing point'],
    ['1_000', 'an underscore separator'],
    ['1,000', 'a comma separator'],
    ['３', 'a full-width digit'],
    ['--3', 'a double minus'],
  ])('%j is not a numeral: %s', (input) => {
    expect(NUMERAL.test(input)).toBe(false);
    expect(numeralValue(input)).toBe(input);
    expect(coins.safeParse(input).error?.issues[0]?.message).toBe('金币数必须是数字');
  });

  it.each([[null], [true], [false], [[3]], [{}]])('%j is refused too (z.coerce.number() took it as a number)', (input) => {
    expect(coins.safeParse(input).error?.issues[0]?.message).toBe('金币数必须是数字');
  });

  it('keeps the checks and messages of the number schema it wraps', () => {
    expect(coins.parse('12')).toBe(12);
    expect(coins.safeParse('1.5').error?.issues[0]?.message).toBe('金币数必须是整数');
    expect(coins.safeParse('9'.repeat(400)).error?.issues[0]?.message).toBe('金币数必须是数字');
  });

  it('leaves a missing field to the default or optional chained outside', () => {
    expect(pageNumber().parse(undefined)).toBe(1);
    expect(pageNumber().safeParse('').error?.issues[0]?.message).toBe('页码必须是数字');
    expect(z.object({ n: coins.optional() }).parse({})).toEqual({});
  });
});
