/**
 * Signing out (logout.json). Apart from session-api.ts so the sign-in page, which loads that
 * file, does not carry it; sent type-only like the other sign-in calls (call-typed.ts).
 */
import type { authEndpoints } from '@hh/domain/auth/auth.endpoints';
import { authPaths } from '@hh/domain/auth/auth.paths';
import type { QueryClient } from '@tanstack/react-query';
import { callTyped } from '../api/call-typed';
import { setSigningOut } from '../api/http-client';
import { markSignedOut } from './redirect-owner';

/** Ends the session on the server (best effort) and forgets everything this tab held. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  setSigningOut(true);
  try {
    await callTyped<typeof authEndpoints.logout>(authPaths.logout);
  } catch {
    // Signing out must always succeed for the user; the session expires on the server anyway.
  }
  try {
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
  } catch {
    // Storage can be unavailable (privacy modes); nothing to clear then.
  }
  queryClient.clear();
  // No redirect a late request of this page adds is followed for the next person (issue 16).
  markSignedOut();
}
