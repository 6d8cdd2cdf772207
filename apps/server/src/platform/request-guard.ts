import { createHash } from 'node:crypto';
import { ApiState } from '@hh/domain/api/api-state';
import { API_PREFIX } from '@hh/domain/api/endpoint';
import {
  checkRequestTime,
  isRequestTimeExempt,
  REQUEST_TIME_HEADER,
  REQUEST_TIME_PARAM,
  REQUEST_TIME_REFUSED_MESSAGE,
  REQUEST_TIME_REUSED_HEADER,
  REQUEST_TIME_TOLERANCE_MS,
} from '@hh/domain/api/request-time';
import { SECOND_FACTOR_REQUIRED_MESSAGE } from '@hh/domain/auth/second-factor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  /** The consultant a browser-plugin token belongs to (modules/plugin); read on plugin routes only. */
  resolvePluginToken?(token: string): Promise<Actor | null>;
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
    case 'plugin':
      return actor.kind === 'consultant';
    case 'consultant':
      return actor.kind === 'consultant' && (!access.roles || (actor.roleCode !== null && access.roles.includes(actor.roleCode)));
    case 'staff':
      return actor.kind === 'staff' && actor.staffRole !== null && access.roles.includes(actor.staffRole);
  }
}

/**
 * The rules every call to /api goes through, in order: refuse new work while shutting
 * down; resolve the session and enforce the route's declared access (and a staff session's
 * second factor before a console write); refuse a state-changing
 * call from another site (platform/csrf.ts) and count it against the caller's write budget; check the request-time
 * stamp (echoing it back) and refuse replays within the session.
 *
 * Every /api call runs this, so it waits only where something has to be waited for (a session or
 * a stamp in Redis, a plugin token, a write budget): with a cached session and the in-process store
 * it finishes without a promise (bench/RESULTS.md › Platform overhead).
 */
export function registerRequestGuard(app: FastifyInstance, options: GuardOptions): void {
  app.decorateRequest('actor', null);

  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith(API_PREFIX)) return done();
    // API answers carry personal data (and files of it): no browser or proxy may keep a copy.
    reply.header('cache-control', 'no-store');
    if (options.isDraining()) {
      reply.header('connection', 'close');
      reply.status(503).send(failure(ApiState.unavailable, '服务正在重启，请稍后再试'));
      return;
    }
    let pending: Promise<void> | undefined;
    try {
      pending = guard(request, reply, options);
    } catch (error) {
      return done(error as Error);
    }
    if (pending) pending.then(() => done(), done);
    else done();
  });
}

type Pending = Promise<void> | undefined;

function guard(request: FastifyRequest, reply: FastifyReply, options: GuardOptions): Pending {
  const routeAccess = request.routeOptions.config.access;
  if (routeAccess?.kind === 'plugin') return guardPlugin(request, reply, options);
  const token = readSessionToken(request.headers.cookie);
  const resolved = token ? options.resolveSession(token) : null;
  if (resolved instanceof Promise) return resolved.then((actor) => admit(request, reply, options, routeAccess, actor));
  return admit(request, reply, options, routeAccess, resolved);
}

/**
 * The plugin's routes take its token and nothing else: a session cookie does not open them, and the
 * token is read nowhere but here, so it opens no other route. A token in a header is not sent by the
 * browser on its own, so the cross-site check of cookie calls does not apply.
 */
async function guardPlugin(request: FastifyRequest, reply: FastifyReply, options: GuardOptions): Promise<void> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  request.actor = bearer && options.resolvePluginToken ? await options.resolvePluginToken(bearer) : null;
  if (!request.actor) throw new AppError(ApiState.notSignedIn, '插件令牌无效或已停用，请在个人中心重新生成');
  if (options.writeLimit) await options.writeLimit.hit(request.actor.userId);
  await checkStamp(request, reply, options, request.actor.tokenHash);
}

function admit(
  request: FastifyRequest,
  reply: FastifyReply,
  options: GuardOptions,
  routeAccess: Access | undefined,
  actor: Actor | null,
): Pending {
  if (actor) request.actor = actor;
  // Unknown /api paths have no access declaration; the not-found handler answers them.
  if (routeAccess && routeAccess.kind !== 'public') {
    if (!actor) throw notSignedIn();
    // A route of the other side (console vs workspace) does not exist for this caller.
    if (!allowed(routeAccess, actor)) throw new AppError(ApiState.notFound);
    // No console write before the second factor: a staff session that has not passed it reads only,
    // so a member not yet enrolled can still reach 安全设置 (modules/auth/second-factor.routes.ts).
    if (routeAccess.kind === 'staff' && !actor.mfaVerifiedAt && isMutation(request)) {
      throw new AppError(ApiState.forbidden, SECOND_FACTOR_REQUIRED_MESSAGE);
    }
  }
  const callerKey = actor ? actor.tokenHash : `ip:${request.ip}`;
  if (routeAccess && isMutation(request)) {
    checkOrigin(request, actor?.tokenHash, options.allowedHosts ?? []);
    if (actor && options.writeLimit) return options.writeLimit.hit(actor.userId).then(() => checkStamp(request, reply, options, callerKey));
  }
  return checkStamp(request, reply, options, callerKey);
}

/** The request-time stamp: echoed back, within the clock's tolerance, and used once per caller. */
function checkStamp(request: FastifyRequest, reply: FastifyReply, options: GuardOptions, callerKey: string): Pending {
  const stamp = queryValue(request, REQUEST_TIME_PARAM);
  if (stamp !== undefined) reply.header(REQUEST_TIME_HEADER, stamp);
  if (isRequestTimeExempt(request.url)) return;
  const check = checkRequestTime(stamp, Date.now());
  if (!check.ok) throw new AppError(ApiState.tooFrequent, REQUEST_TIME_REFUSED_MESSAGE);
  const fresh = options.store.setIfAbsent(`rt:${callerKey}:${stamp}`, 2 * REQUEST_TIME_TOLERANCE_MS);
  if (fresh instanceof Promise) return fresh.then((isFresh) => refuseReplay(isFresh, reply));
  refuseReplay(fresh, reply);
}

function refuseReplay(fresh: boolean, reply: FastifyReply): void {
  if (fresh) return;
  reply.header(REQUEST_TIME_REUSED_HEADER, '1');
  throw new AppError(ApiState.tooFrequent, REQUEST_TIME_REFUSED_MESSAGE);
}
