import { createHmac, timingSafeEqual } from 'node:crypto';

/** The provider's webhook signature: hex HMAC-SHA256 over `${timestamp}.${raw body}` with the shared secret. */
export function signWebhook(key: Buffer, timestamp: string, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
}

/** Whether `signature` is the body's; null when there is no signature to check. */
export function webhookSignatureValid(
  key: Buffer,
  timestamp: string | undefined,
  body: string,
  signature: string | undefined,
): boolean | null {
  if (timestamp === undefined || signature === undefined) return null;
  const expected = Buffer.from(signWebhook(key, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
