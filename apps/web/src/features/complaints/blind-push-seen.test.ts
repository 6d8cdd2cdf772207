import { beforeEach, describe, expect, it } from 'vitest';
import { askedThisSession, lastShownCount, markAskedThisSession, rememberShownCount, shouldShowTips } from './blind-push-seen';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

describe('blind-push tips: once per change', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
    Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
  });

  it('opens for a count above 0 never shown, and not for 0', () => {
    expect(shouldShowTips(0, null)).toBe(false);
    expect(shouldShowTips(2, null)).toBe(true);
  });

  it('does not open again for the count already shown, but does when it changes', () => {
    rememberShownCount('u1', 2);
    expect(lastShownCount('u1')).toBe(2);
    expect(shouldShowTips(2, lastShownCount('u1'))).toBe(false);
    expect(shouldShowTips(3, lastShownCount('u1'))).toBe(true);
    expect(shouldShowTips(1, lastShownCount('u1'))).toBe(true);
    expect(shouldShowTips(0, lastShownCount('u1'))).toBe(false);
  });

  it('keeps each user apart and ignores garbage', () => {
    rememberShownCount('u1', 4);
    expect(lastShownCount('u2')).toBeNull();
    globalThis.localStorage.setItem('hh.blindPushTips.u3', 'abc');
    expect(lastShownCount('u3')).toBeNull();
  });

  it('asks once per session and user', () => {
    expect(askedThisSession('u1')).toBe(false);
    markAskedThisSession('u1');
    expect(askedThisSession('u1')).toBe(true);
    expect(askedThisSession('u2')).toBe(false);
  });
});
