/**
 * The session as the shell and the sign-in page see it: the check of spec 001 §4
 * (loginState.json), where each user belongs, and signing out. No zod here: the sign-in page
 * imports this file and must stay within its 200 kB, so it calls through `callTyped` (typed from
 * `authEndpoints`, not parsed); the user data with its schema is in my-info.ts.
 */
import { homePathOf } from '@hh/domain/accounts/role';
import type { authEndpoints } from '@hh/domain/auth/auth.endpoints';
import { authPaths } from '@hh/domain/auth/auth.paths';
import type { LoginState } from '@hh/domain/auth/auth.schema';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callTyped } from '../api/call';
import { queryKeys } from '../api/query-keys';

export const loginStateQuery = queryOptions({
  queryKey: queryKeys.session.loginState(),
  queryFn: () => callTyped<typeof authEndpoints.loginState>(authPaths.loginState),
  staleTime: 5 * 60_000,
});

export function isStaff(who: { staffRole: string | null }): boolean {
  return who.staffRole !== null;
}

/** Where a signed-in user belongs: platform staff in the console, consultants in the workspace. */
export function homeOf(who: { staffRole: string | null }): string {
  return homePathOf(isStaff(who) ? 'staff' : 'consultant');
}

/** Only addresses inside this app are followed after sign-in. */
export function safeRedirect(target: string | null): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return null;
  return target;
}

/** Ends the session on the server (best effort) and forgets everything this tab held. */
export async function signOut(queryClient: QueryClient): Promise<void> {
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
}

export type { LoginState };
