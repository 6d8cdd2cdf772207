#!/usr/bin/env node
/**
 * The current code of an authenticator secret (TOTP, RFC 6238: HMAC-SHA-1, 30-second steps,
 * 6 digits), for testers who sign in to the console without an authenticator app:
 *
 *   node scripts/totp.mjs LIETOUDEMOSTAFF2FACTORSECRET7777
 *
 * prints the code and how many seconds it has left. The journeys import `totpCode` from here
 * (e2e/tests/support/staff-code.ts). The server's own implementation is
 * apps/server/src/platform/totp.ts, tested against the RFCs' vectors; this one is kept to the same
 * few lines.
 */
import { createHmac } from 'node:crypto';
import { pathToFileURL } from 'node:url';

export const TOTP_STEP_MS = 30_000;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Key(secret) {
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const char of secret.replace(/[\s=-]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not a base32 secret: ${secret}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit code of `secret` at `timeMs` (RFC 4226 §5.3 truncation of the step's HMAC). */
export function totpCode(secret, timeMs = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / TOTP_STEP_MS)));
  const mac = createHmac('sha1', base32Key(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const secret = process.argv[2];
  if (!secret) {
    console.error('usage: node scripts/totp.mjs <base32 secret>   (the demo staff secret is in README.md)');
    process.exit(2);
  }
  const now = Date.now();
  const left = Math.ceil((TOTP_STEP_MS - (now % TOTP_STEP_MS)) / 1000);
  console.log(`${totpCode(secret, now)}  (valid for ${left} more seconds)`);
}
