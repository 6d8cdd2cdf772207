import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiState } from '@hh/domain/api/api-state';
import { CSRF_HEADER, CSRF_REFUSED_MESSAGE } from '@hh/domain/api/csrf';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The session's anti-forgery token: derived from the session (its token's hash), so nothing is
 * stored and every instance computes the same one. Another site can make the browser send the
 * cookie, but cannot read this value.
 */
export function csrfTokenOf(tokenHash: string): string {
  return createHash('sha256').update(`csrf:${tokenHash}`).digest('base64url');
}

/**
 * Whether the route changes data, as its endpoint declares (packages/domain/src/api/endpoint.ts).
 * app.ts refuses to register an /api route without the declaration; a route outside /api that
 * has none counts as changing data unless it is a GET, HEAD or OPTIONS.
 */
export function isMutation(request: FastifyRequest): boolean {
  const declared = request.routeOptions.config.mutates;
  if (declared !== undefined) return declared;
  return request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
}

function hostOf(address: string): string | undefined {
  try {
    return new URL(address).host;
  } catch {
    return undefined;
  }
}

function sameToken(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/**
 * Refuses a state-changing call that may come from another site. A browser says where a call
 * comes from: Sec-Fetch-Site (all current browsers) must be same-origin, or none for an address
 * the user typed; without it, Origin or Referer must name our host. A call with none of the three
 * is not from a browser, or from one hiding its origin: it passes only with the session cookie
 * and the session's token in the CSRF header, which another site cannot know.
 */
export function checkOrigin(request: FastifyRequest, tokenHash: string | undefined, allowedHosts: readonly string[]): void {
  const headers = request.headers;
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') {
    if (fetchSite === 'same-origin' || fetchSite === 'none') return;
    throw refused();
  }
  const source = headers.origin ?? headers.referer;
  if (typeof source === 'string' && source !== '' && source !== 'null') {
    const host = hostOf(source);
    if (host !== undefined && (host === request.host || allowedHosts.includes(host))) return;
    throw refused();
  }
  if (source === 'null') throw refused();
  if (tokenHash !== undefined && sameToken(headers[CSRF_HEADER], csrfTokenOf(tokenHash))) return;
  throw refused();
}

function refused() {
  return new AppError(ApiState.forbidden, CSRF_REFUSED_MESSAGE);
}
