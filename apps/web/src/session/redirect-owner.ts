/**
 * Whose `?redirect=` the sign-in page holds. A redirect is the page a user was sent away from
 * when their session ended; it is followed only for that same user. After a sign-out nobody was
 * sent away, so no redirect is followed until someone signs in again: the next person on this
 * browser must not land on the previous user's page.
 */
import { setSigningOut } from '../api/http-client';

const OWNER_KEY = 'hh.signedInUser';
// In memory, not in storage: sign-out leaves storage empty, and a redirect a late request of the
// signed-out page adds arrives within this page's life.
let signedOut = false;

function store(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    if (globalThis.localStorage) return globalThis.localStorage;
  } catch {
    // Privacy modes can forbid storage.
  }
  return { getItem: () => null, setItem: () => undefined };
}

/** Records who is signed in now; called after every sign-in. */
export function rememberSignedInUser(userId: string): void {
  setSigningOut(false);
  try {
    signedOut = false;
    store().setItem(OWNER_KEY, userId);
  } catch {
    // Without storage the rules below still hold for this page's life.
  }
}

/** Called after sign-out has cleared storage: whatever redirect follows is not this tab's user's. */
export function markSignedOut(): void {
  signedOut = true;
}

/** The redirect to follow for `userId`: none after a sign-out, none for another user than the one sent away. */
export function redirectFor(userId: string, target: string | null): string | null {
  if (target === null || signedOut) return null;
  const owner = store().getItem(OWNER_KEY);
  return owner === null || owner === userId ? target : null;
}

/** After a sign-in: the redirect to follow for this user (if any), and they are now the one signed in. */
export function enterAs(userId: string, target: string | null): string | null {
  const followed = redirectFor(userId, target);
  rememberSignedInUser(userId);
  return followed;
}
