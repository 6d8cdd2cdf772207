import { randomBytes } from 'node:crypto';

/**
 * UUIDv7: time-ordered so primary-key indexes stay compact, with 74 random bits so
 * ids cannot be guessed from one another (docs/API.md: ids are opaque).
 */
export function newId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not even a well-formed uuid answers as missing, without a query. */
export function isId(value: string): boolean {
  return UUID_RE.test(value);
}
