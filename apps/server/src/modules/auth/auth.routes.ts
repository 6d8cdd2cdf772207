/**
 * auth: signing in and out and the session check of the shell. Owns login.json,
 * loginState.json and logout.json; sessions themselves live in session.service.ts.
 */

import { ApiState } from '@hh/domain/api/api-state';
import { loginRequestSchema, loginResultSchema, loginStateSchema } from '@hh/domain/auth/auth.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import { csrfTokenOf } from '../../platform/csrf';
import { envelopeOf, failure, ok } from '../../platform/envelope';
import { clearSessionCookie, setSessionCookie } from '../../platform/session-cookie';
import type { AuthService } from './auth.service';
import type { SessionService } from './session.service';

export interface AuthRoutesDeps {
  auth: AuthService;
  sessions: SessionService;
  cookieSecure: boolean;
}

export const authRoutes = (deps: AuthRoutesDeps): FastifyPluginAsyncZod =>
  async function auth(app) {
    app.post(
      '/api/login.json',
      {
        config: { access: access.public },
        schema: { body: loginRequestSchema, response: { 200: envelopeOf(loginResultSchema) } },
      },
      async (request, reply) => {
        const session = await deps.auth.login(request.body, request.ip, request.headers['user-agent'] ?? null);
        setSessionCookie(reply, session.token, session.expiresAt, deps.cookieSecure);
        return ok(session.result, '登录成功');
      },
    );

    app.get(
      '/api/loginState.json',
      {
        config: { access: access.public },
        schema: { response: { 200: envelopeOf(loginStateSchema.nullable()) } },
      },
      async (request) => {
        const actor = request.actor;
        if (!actor) return failure(ApiState.sessionCheckFailed, '未登录或登录已失效');
        return ok({
          userId: actor.userId,
          cname: actor.cname,
          roleCode: actor.roleCode,
          staffRole: actor.staffRole,
          serverTime: Date.now(),
          csrfToken: csrfTokenOf(actor.tokenHash),
        });
      },
    );

    app.get(
      '/api/logout.json',
      { config: { access: access.public }, schema: { response: { 200: envelopeOf(z.null()) } } },
      async (request, reply) => {
        if (request.actor) await deps.sessions.end(request.actor.tokenHash);
        clearSessionCookie(reply, deps.cookieSecure);
        return ok(null, '已退出登录');
      },
    );
  };
