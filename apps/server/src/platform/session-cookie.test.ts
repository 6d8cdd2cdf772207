import { describe, expect, it } from 'vitest';
import { readSessionToken } from './session-cookie';

const token = 'abcdefghijklmnopqrstuvwxyz012345_-ABCDEFG';

describe('readSessionToken', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    [`hh_sid=${token}`, token],
    [`a=1; hh_sid=${token}; b=2`, token],
    [`a=1;hh_sid=${token}`, token],
    [`xhh_sid=${token}`, undefined],
    [`xhh_sid=zzz; hh_sid=${token}`, token],
    ['hh_sid=short', undefined],
    ['hh_sid=<script>alert(1)</script>aaaaaaaaaaaaaaa', undefined],
  ])('%s → %s', (header, expected) => {
    expect(readSessionToken(header)).toBe(expected);
  });
});
