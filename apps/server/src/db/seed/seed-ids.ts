import { createHash } from 'node:crypto';

/**
 * Deterministic ids for the demo world: the same seed gives the same ids on every
 * machine, so tests, e2e and screenshots can name demo objects.
 */
export function seedId(name: string): string {
  const hex = createHash('sha256').update(`hh-demo:${name}`).digest('hex');
  // uuid version 8 (custom), RFC 4122 variant.
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
