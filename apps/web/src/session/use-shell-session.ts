import { ApiState } from '@hh/domain/api/api-state';
import type { MyInfoData } from '@hh/domain/auth/auth.schema';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { type ApiError, isApiError, signInAddress } from '../api/http-client';
import { myInfoQuery } from './my-info';
import { homeOf, isStaff, loginStateQuery } from './session-api';

/** Failures that pass by themselves: no connection, the server restarting, a gateway error page. */
function isTransient(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.state === ApiState.unavailable) return true;
  return error.kind === 'malformed' && (error.httpStatus ?? 0) >= 500;
}

export type ShellSide = 'workspace' | 'console';

export type ShellSession =
  | { status: 'loading' }
  | { status: 'redirect'; to: string }
  | { status: 'offline'; message: string; retry: () => void }
  | { status: 'ready'; info: MyInfoData };

/**
 * The session check of the shell (spec 001 §4): loginState.json first (state -2 → sign-in
 * page; it also teaches the client the server clock), then the user data. A user on the
 * other side's layout is sent to their own home. Anything else that fails is thrown to the
 * crash boundary: the shell cannot be drawn without it.
 */
export function useShellSession(side: ShellSide): ShellSession {
  const location = useLocation();
  const loginState = useQuery(loginStateQuery);
  const myInfo = useQuery({ ...myInfoQuery, enabled: loginState.isSuccess });

  for (const query of [loginState, myInfo]) {
    const error = query.error;
    if (!error) continue;
    if (isApiError(error) && error.state === ApiState.sessionCheckFailed) {
      return { status: 'redirect', to: signInAddress(`${location.pathname}${location.search}`) };
    }
    // The client has already sent the browser to the sign-in page.
    if (isApiError(error, 'notSignedIn')) return { status: 'loading' };
    if (isTransient(error)) return { status: 'offline', message: error.message, retry: () => void query.refetch() };
    throw error;
  }

  if (!myInfo.data) return { status: 'loading' };
  const belongsHere = side === 'console' ? isStaff(myInfo.data) : !isStaff(myInfo.data);
  if (!belongsHere) return { status: 'redirect', to: homeOf(myInfo.data) };
  return { status: 'ready', info: myInfo.data };
}
