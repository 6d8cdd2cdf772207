import { z } from 'zod';

/**
 * The firm's and the consultant's standing under the platform rules, shown in the shell: upheld
 * offences so far and a ban in force (`banUntil` ms; -1 is permanent; null none).
 */
export const standingSchema = z.object({
  firm: z.object({ offences: z.number(), banUntil: z.number().nullable() }),
  consultant: z.object({ offences: z.number(), banUntil: z.number().nullable() }),
  /** The Chinese refusal recommend and order actions answer with while a ban is in force. */
  message: z.string().nullable(),
});
export type Standing = z.infer<typeof standingSchema>;
