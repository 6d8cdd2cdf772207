import { createHash } from 'node:crypto';
import { ApiState } from '@hh/domain/api/api-state';
import { API_PREFIX } from '@hh/domain/api/endpoint';
import {
  checkRequestTime,
  isRequestTimeExempt,
  REQUEST_TIME_HEADER,
  REQUEST_TIME_PARAM,
  REQUEST_TIME_REFUSED_MESSAGE,
  REQUEST_TIME_TOLERANCE_MS,
} from '@hh/domain/api/request-time';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from './access';
import type { Actor } from './actor';
import { checkOrigin, isMutation } from './csrf';
import { failure } from './envelope';
import { AppError, notSignedIn } from './errors';
import { readSessionToken } from './session-cookie';
import type { SharedStore } from './shared-store';
import type { WriteLimit } from './write-limit';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set for every route whose access is not public (and for public ones when signed in). */
    actor: Actor | null;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface GuardOptions {
  store: SharedStore;
  /** The actor of a session token: from the instance cache when it is there, else from the database. */
  resolveSession(token: string): Actor | null | Promise<Actor | null>;
  isDraining(): boolean;
  /** Hosts besides the request's own that count as ours for Origin/Referer (PUBLIC_URL's). */
  allowedHosts?: readonly string[];
  /** Per-user budgets of state-changing calls; none in tools that build a bare app. */
  writeLimit?: WriteLimit;
}

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

function allowed(access: Access, actor: Actor): boolean {
  switch (access.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'consultant':
      return actor.kind === 'consultant' && (!access.roles || (actor.roleCode !== null && access.roles.includes(actor.roleCode)));
    case 'staff':
      return actor.kind === 'staff' && (!access.roles || (actor.staffRole !== null && access.roles.includes(actor.staffRole)));
  }
}

/**
 * The rules every call to /api goes through, in order: refuse new work while shutting
 * down; resolve the session and enforce the route's declared access; refuse a state-changing
 * call from another site (platform/csrf.ts) and count it against the caller's write budget; check the request-time
 * stamp (echoing it back) and refuse replays within the session.
 */
export function registerRequestGuard(app: FastifyInstance, options: GuardOptions): void {
  app.decorateRequest('actor', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    // API answers carry personal data (and files of it): no browser or proxy may keep a copy.
    reply.header('cache-control', 'no-store');
    if (options.isDraining()) {
      reply.header('connection', 'close');
      return reply.status(503).send(failure(ApiState.unavailable, '服务正在重启，请稍后再试'));
    }

    const routeAccess = request.routeOptions.config.access;
    const token = readSessionToken(request.headers.cookie);
    if (token) {
      const resolved = options.resolveSession(token);
      request.actor = resolved instanceof Promise ? await resolved : resolved;
    }

    // Unknown /api paths have no access declaration; the not-found handler answers them.
    if (routeAccess && routeAccess.kind !== 'public') {
      if (!request.actor) throw notSignedIn();
      if (!allowed(routeAccess, request.actor)) {
        // A route of the other side (console vs workspace) does not exist for this caller.
        throw new AppError(ApiState.notFound);
      }
    }
    if (routeAccess && isMutation(request)) {
      checkOrigin(request, request.actor?.tokenHash, options.allowedHosts ?? []);
      if (request.actor && options.writeLimit) await options.writeLimit.hit(request.actor.userId);
    }

    const stamp = queryValue(request, REQUEST_TIME_PARAM);
    if (stamp !== undefined) reply.header(REQUEST_TIME_HEADER, stamp);
    if (isRequestTimeExempt(request.url)) return;
    const check = checkRequestTime(stamp, Date.now());
    if (!check.ok) throw new AppError(ApiState.tooFrequent, REQUEST_TIME_REFUSED_MESSAGE);
    const sessionKey = request.actor ? request.actor.tokenHash : `ip:${request.ip}`;
    const fresh = await options.store.setIfAbsent(`rt:${sessionKey}:${stamp}`, 2 * REQUEST_TIME_TOLERANCE_MS);
    if (!fresh) throw new AppError(ApiState.tooFrequent, REQUEST_TIME_REFUSED_MESSAGE);
  });
}
