import { z } from 'zod';

/**
 * A number that may arrive as text: a query-string or form value, or a JSON field a client sent
 * quoted. One rule for every such field of the contract:
 *
 * - a number passes as it is;
 * - text passes only when it is exactly a plain decimal numeral: an optional minus, digits, an
 *   optional fraction (`3`, `-2`, `007`, `1.5`);
 * - anything else reaches the number schema unchanged, so it is refused with that field's own
 *   Chinese message: spaces around or inside (` 3`, `3 `; a `+` in a query string decodes to a
 *   space, so `coin=+3` arrives as ` 3`), empty text, a plus sign (`+3`), exponents (`3e2`), other
 *   bases (`0x10`, `0b1`, `0o7`), `Infinity` and `NaN`, a bare or trailing point (`.5`, `5.`),
 *   separators (`1_000`, `1,000`), full-width digits (`３`), and null, booleans, arrays, objects.
 *
 * zod's own number coercion is `Number(value)`, which takes most of those (`Number(' 3')` is 3,
 * `Number('')` and `Number(null)` are 0, `Number('0x10')` is 16), so the domain never uses it
 * (number-param.test.ts checks).
 */
export const NUMERAL = /^-?\d+(\.\d+)?$/;

/** The number a numeral stands for; any other value as it came. */
export function numeralValue(value: unknown): unknown {
  return typeof value === 'string' && NUMERAL.test(value) ? Number(value) : value;
}

/**
 * `schema` (a `z.number()` with its checks) taking a numeral as its number. Chain `.default()`,
 * `.optional()` or `.nullish()` on the result, outside, so a missing field stays optional.
 */
export function numberParam<T extends z.ZodType<number, number>>(schema: T) {
  // A codec, not a preprocess: answers reuse these schemas (fee terms, pages), and the response check
  // encodes them, which a one-way preprocess refuses ("unidirectional transform during encode").
  return z.codec(z.unknown(), schema, { decode: (value) => numeralValue(value) as z.input<T>, encode: (value) => value });
}
