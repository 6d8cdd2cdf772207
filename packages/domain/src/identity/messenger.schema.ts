import { z } from 'zod';

/**
 * Enterprise-messenger binding (spec 000 §2, §7): the user scans a QR code with the messenger,
 * the messenger confirms, and a signed callback binds the messenger account to the user.
 */
export const messengerRecordSchema = z.object({
  bound: z.boolean(),
  /** The messenger account's display name, when bound. */
  qyUserName: z.string().nullable(),
  boundAt: z.number().int().nullable(),
});
export type MessengerRecord = z.infer<typeof messengerRecordSchema>;

export const messengerQrCodeSchema = z.object({
  /** PNG data URL of the signed bind address. */
  qrCode: z.string(),
  bindUrl: z.string(),
  expiresAt: z.number().int(),
});
export type MessengerQrCode = z.infer<typeof messengerQrCodeSchema>;

/** How long a bind QR code stays valid. */
export const MESSENGER_TICKET_MINUTES = 10;
