import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotpStep, newTotpSecret, totpCode, totpStep } from './totp';

/** The key of RFC 4226 appendix D and of RFC 6238 appendix B's SHA-1 rows: the ASCII of "12345678901234567890". */
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238 over RFC 4226)', () => {
  it('writes the RFC key in base32 the way authenticator apps read it, and reads it back', () => {
    expect(base32Encode(RFC_KEY)).toBe(RFC_SECRET);
    expect(base32Decode(RFC_SECRET)).toEqual(RFC_KEY);
    expect(base32Decode('gezd gnbv-gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_KEY);
    expect(() => base32Decode('GEZD1')).toThrow();
  });

  it('gives the HOTP values of RFC 4226 appendix D', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the SHA-1 TOTP value of RFC 6238 appendix B at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('matches a code one step either side of now, and names the step it matched', () => {
    const now = 1_234_567_890_000;
    const step = totpStep(now);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now + 60_000), now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, '12345', now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, 'abcdef', now)).toBeNull();
  });

  it('makes 32-character secrets of 160 random bits', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(a);
  });
});
