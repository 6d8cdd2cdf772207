import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module and a fresh browser storage for each case. */
async function load() {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    clear: () => items.clear(),
  });
  vi.resetModules();
  return { items, ...(await import('./redirect-owner')) };
}

describe('whose redirect the sign-in page follows', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('follows a redirect on a browser nobody signed in on (a bookmark)', async () => {
    const { redirectFor } = await load();
    expect(redirectFor('a', '/index/messages')).toBe('/index/messages');
  });

  it('follows it for the user who was sent away, and not for the next person', async () => {
    const { redirectFor, rememberSignedInUser } = await load();
    rememberSignedInUser('a');
    expect(redirectFor('a', '/index/talent')).toBe('/index/talent');
    expect(redirectFor('b', '/index/talent')).toBeNull();
  });

  it('follows none after a sign-out on this page, until someone signs in', async () => {
    const { items, markSignedOut, redirectFor, rememberSignedInUser } = await load();
    rememberSignedInUser('a');
    items.clear();
    markSignedOut();
    expect(redirectFor('a', '/index/talent')).toBeNull();
    expect(redirectFor('b', '/index/talent')).toBeNull();
    rememberSignedInUser('b');
    expect(redirectFor('b', '/index/talent')).toBe('/index/talent');
  });
});
