/**
 * The session as the shell and the sign-in page see it: the check of spec 001 §4
 * (loginState.json) and where each user belongs (signing out is in sign-out.ts). No zod here: the sign-in page
 * imports this file and must stay within its 200 kB, so it calls through `callTyped` (typed from
 * `authEndpoints`, not parsed); the user data with its schema is in my-info.ts.
 */
import { homePathOf } from '@hh/domain/accounts/home-path';
import type { authEndpoints } from '@hh/domain/auth/auth.endpoints';
import { authPaths } from '@hh/domain/auth/auth.paths';
import type { LoginState } from '@hh/domain/auth/auth.schema';
import { queryOptions } from '@tanstack/react-query';
import { callTyped } from '../api/call-typed';
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

export type { LoginState };
