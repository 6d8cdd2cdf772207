/**
 * auth: signing in and out and the session check of the shell. Owns login.json,
 * loginState.json and logout.json; sessions themselves live in session.service.ts.
 */

import { ApiState } from '@hh/domain/api/api-state';
import { authEndpoints as api } from '@hh/domain/auth/auth.endpoints';
import { failure, ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import { clearSessionCookie, setSessionCookie } from '../../platform/session-cookie';
import { loginStateOf } from './actor-presenter';
import type { AuthService } from './auth.service';
import type { SessionService } from './session.service';

export interface AuthRoutesDeps {
  auth: AuthService;
  sessions: SessionService;
  cookieSecure: boolean;
}

export function authRoutes(router: Router, deps: AuthRoutesDeps): void {
  router.public(api.login, async ({ body, request, reply }) => {
    const session = await deps.auth.login(body, request.ip, request.headers['user-agent'] ?? null);
    setSessionCookie(reply, session.token, session.expiresAt, deps.cookieSecure);
    return ok(session.result, '登录成功');
  });

  router.public(api.loginState, async ({ actor }) => {
    if (!actor) return failure(ApiState.sessionCheckFailed, '未登录或登录已失效');
    return ok(loginStateOf(actor, Date.now()));
  });

  router.public(api.logout, async ({ actor, reply }) => {
    if (actor) await deps.sessions.end(actor.tokenHash);
    clearSessionCookie(reply, deps.cookieSecure);
    return ok(null, '已退出登录');
  });
}
