import { z } from 'zod';

/** A deposit the performance check asked the firm for and it has not paid yet (shown to its managers). */
export const depositDueSchema = z.object({
  checkId: z.string(),
  /** Why the firm failed: 连续15天未推荐简历 / 连续30天无有效推荐. */
  failureLabel: z.string(),
  /** Fen to pay into the deposit. */
  amountFen: z.number().int(),
  /** Fen forfeited from the deposit held when this check failed (failing again), else 0. */
  forfeitFen: z.number().int(),
  /** End of the 5th working day (ms). */
  dueAt: z.number(),
  /** The ban of an unpaid deposit in force (ms), or null. */
  banUntil: z.number().nullable(),
});
export type DepositDue = z.infer<typeof depositDueSchema>;

/**
 * The firm's and the consultant's standing under the platform rules, shown in the shell: upheld
 * offences so far and a ban in force (`banUntil` ms; -1 is permanent; null none), and, for the
 * firm's managers, a performance-check deposit still to pay.
 */
export const standingSchema = z.object({
  firm: z.object({ offences: z.number(), banUntil: z.number().nullable() }),
  consultant: z.object({ offences: z.number(), banUntil: z.number().nullable() }),
  /** The Chinese refusal recommend and order actions answer with while a ban is in force. */
  message: z.string().nullable(),
  /** Managers (30) only: the open deposit demand of the performance check; null for others or none. */
  deposit: depositDueSchema.nullable(),
});
export type Standing = z.infer<typeof standingSchema>;
