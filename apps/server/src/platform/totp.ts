import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords as authenticator apps make them: RFC 6238 over RFC 4226's HOTP,
 * with HMAC-SHA-1, 30-second steps from the Unix epoch and 6 digits (the defaults every app
 * assumes when the otpauth:// address names none). Secrets are exchanged in base32 (RFC 4648).
 */
export const TOTP_STEP_MS = 30_000;
export const TOTP_DIGITS = 6;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The key of a base32 secret; spaces, dashes, padding and lower case are forgiven (people copy them by hand). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not a base32 secret');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits, the size of an HMAC-SHA-1 key (RFC 4226 §4 R6), as 32 base32 characters. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 §5.3: HMAC-SHA-1 of the 8-byte counter, dynamically truncated to `digits` decimal digits. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step (RFC 6238's T) a moment falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / TOTP_STEP_MS);
}

export function totpCode(secret: string, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), totpStep(nowMs), digits);
}

/**
 * The step whose code `code` is, looking `drift` steps either side of now (RFC 6238 §5.2: one step
 * back and forth covers clocks a little off and a code typed as it changed); null when none. Every
 * step of the window is compared, in constant time, so timing does not tell which one matched.
 */
export function matchTotpStep(secret: string, code: string, nowMs: number, drift = 1): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(nowMs);
  let matched: number | null = null;
  for (let step = now - drift; step <= now + drift; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code)) && matched === null) matched = step;
  }
  return matched;
}
