import { z } from 'zod';
import { numberParam } from '../api/number-param';

/**
 * The shell's QR tip (spec 001 §3/§4 "QR tips: closed by setting a read state to 1"): the
 * work-messenger QR code of the platform's service desk, shown on the workbench until closed.
 */
export const qrTipStateSchema = z.object({ state: z.union([z.literal(0), z.literal(1)]) });
export type QrTipState = z.infer<typeof qrTipStateSchema>;

/** The spec's change call takes `state=1`; a tip once closed is not reopened. */
export const qrTipChangeQuerySchema = z.object({
  state: numberParam(z.number({ error: 'state必须是1' }).pipe(z.literal(1, { error: 'state必须是1' }))),
});
