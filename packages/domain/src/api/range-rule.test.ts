import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderedRange } from './range-rule';

const schema = z
  .object({ ageLower: z.number().optional(), ageUpper: z.number().optional() })
  .refine(...orderedRange('ageLower', 'ageUpper', '年龄下限不能大于上限'));

describe('orderedRange', () => {
  it.each([
    ['both bounds in order', { ageLower: 20, ageUpper: 30 }, true],
    ['equal bounds', { ageLower: 30, ageUpper: 30 }, true],
    ['only a lower bound', { ageLower: 40 }, true],
    ['only an upper bound', { ageUpper: 20 }, true],
    ['the lower above the upper', { ageLower: 31, ageUpper: 30 }, false],
  ])('%s', (_label, input, ok) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]).toMatchObject({ message: '年龄下限不能大于上限', path: ['ageLower'] });
  });
});
