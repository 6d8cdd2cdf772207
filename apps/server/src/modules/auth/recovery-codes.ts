import { createHmac, randomInt } from 'node:crypto';
import { normalizeRecoveryCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@hh/domain/auth/second-factor';

/** Ten new recovery codes of ten characters each (about 49 bits apiece), in their stored form. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join(''),
  );
}

/**
 * What is kept of a recovery code: an HMAC under a key derived from the data key. The codes are
 * random enough that no slow hash is needed, and a copy of the database alone cannot test guesses.
 */
export function recoveryCodeDigest(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(normalizeRecoveryCode(code)).digest('base64url');
}
