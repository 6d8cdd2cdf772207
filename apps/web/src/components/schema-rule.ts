import type { z } from 'zod';

/** An antd form rule from a domain schema: the form says exactly what the server would. */
export function schemaRule(schema: z.ZodType) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
    },
  };
}
