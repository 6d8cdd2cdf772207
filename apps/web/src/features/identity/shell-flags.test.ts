import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flagNeedsCheck, forgetFlag, readFlag, rememberFlag, syncCompanyNature } from './shell-flags';

let items: Map<string, string>;
beforeEach(() => {
  items = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the shell cached flags', () => {
  it('keeps a good answer per user and clears it when the server says it no longer holds', () => {
    expect(readFlag('messengerBound', 'u1')).toBe(false);
    rememberFlag('messengerBound', 'u1');
    expect(readFlag('messengerBound', 'u1')).toBe(true);
    expect(readFlag('messengerBound', 'u2')).toBe(false);
    expect(flagNeedsCheck('messengerBound', 'u1')).toBe(false);
    forgetFlag('messengerBound', 'u1');
    expect(readFlag('messengerBound', 'u1')).toBe(false);
  });

  it('asks the server again the next day, and reads a flag cached in the old form as good but unchecked', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00+08:00') });
    rememberFlag('realNameVerified', 'u1');
    expect(flagNeedsCheck('realNameVerified', 'u1')).toBe(false);
    vi.setSystemTime(new Date('2026-11-28T09:00:00+08:00'));
    expect(flagNeedsCheck('realNameVerified', 'u1')).toBe(true);
    expect(readFlag('realNameVerified', 'u1')).toBe(true);

    items.set('hh.messengerBound.u2', '1');
    expect(readFlag('messengerBound', 'u2')).toBe(true);
    expect(flagNeedsCheck('messengerBound', 'u2')).toBe(true);
  });

  it('rewrites the company nature when myInfoData says another value', () => {
    syncCompanyNature('u1', null);
    expect(JSON.parse(items.get('hh.companyNature.u1') ?? '{}').value).toBeNull();
    syncCompanyNature('u1', 1);
    expect(JSON.parse(items.get('hh.companyNature.u1') ?? '{}').value).toBe(1);
  });

  it('stays quiet when storage is unavailable', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberFlag('messengerBound', 'u1')).not.toThrow();
    expect(readFlag('messengerBound', 'u1')).toBe(false);
    expect(() => syncCompanyNature('u1', 1)).not.toThrow();
  });
});
