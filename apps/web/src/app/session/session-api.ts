/**
 * The session as the shell and the sign-in page see it: the check of spec 001 §4
 * (loginState.json), where each user belongs, and signing out. No zod here: the sign-in page
 * imports this file and must stay small (the user data with its schema is in my-info.ts).
 */
import type { LoginState } from '@hh/domain/auth/auth.schema';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { get } from '../../api/http-client';
import { queryKeys } from '../../api/query-keys';
import { markSignedOut } from '../../features/auth/redirect-owner';

export const WORKSPACE_HOME = '/index/dashboard';
export const CONSOLE_HOME = '/ops';

export const loginStateQuery = queryOptions({
  queryKey: queryKeys.session.loginState(),
  queryFn: () => get<LoginState>('/api/loginState.json'),
  staleTime: 5 * 60_000,
});

export function isStaff(who: { staffRole: string | null }): boolean {
  return who.staffRole !== null;
}

/** Where a signed-in user belongs: platform staff in the console, consultants in the workspace. */
export function homeOf(who: { staffRole: string | null }): string {
  return isStaff(who) ? CONSOLE_HOME : WORKSPACE_HOME;
}

/** Only addresses inside this app are followed after sign-in. */
export function safeRedirect(target: string | null): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return null;
  return target;
}

/** Ends the session on the server (best effort) and forgets everything this tab held. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await get<null>('/api/logout.json');
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

export type { LoginState };
