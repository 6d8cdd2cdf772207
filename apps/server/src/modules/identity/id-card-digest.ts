import { createHmac } from 'node:crypto';
import type { SecretBox } from '../../platform/secret-box';

/**
 * A keyed digest of a normalised ID-card number: equal numbers give equal digests, so a number
 * verified on another account is found without opening any sealed value; without the data key
 * the digest tells nothing about the number.
 */
export function idCardDigest(box: SecretBox, certNo: string): string {
  return createHmac('sha256', box.derivedKey('id-card-digest')).update(certNo).digest('base64url');
}
