import { z } from 'zod';

/** GET /lietou/coin/total: onlyMe=true → the caller's own total; otherwise a manager's firm total. */
export const coinTotalQuerySchema = z.object({
  onlyMe: z
    .enum(['true', 'false'], { error: 'onlyMe只能是true或false' })
    .optional()
    .transform((v) => v === 'true'),
});
export const coinTotalSchema = z.object({ total: z.number().int(), onlyMe: z.boolean() });
