import type { FastifyReply } from 'fastify';

/**
 * The one cookie of the product: the session token. Read and written here directly,
 * without a cookie plugin, because every /api call reads it and the plugin's two hooks
 * cost about a tenth of a signed-in call (bench/RESULTS.md).
 */
export const SESSION_COOKIE = 'hh_sid';

/** The session token from a Cookie header, or undefined. */
export function readSessionToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  let at = header.indexOf(`${SESSION_COOKIE}=`);
  // Must start the header or follow a separator, so `xhh_sid=` does not match.
  while (at > 0 && header[at - 1] !== ' ' && header[at - 1] !== ';') at = header.indexOf(`${SESSION_COOKIE}=`, at + 1);
  if (at < 0) return undefined;
  const start = at + SESSION_COOKIE.length + 1;
  const end = header.indexOf(';', start);
  const value = header.slice(start, end < 0 ? undefined : end).trim();
  // Tokens are base64url; anything else is not one of ours.
  return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, expires: Date, secure: boolean): void {
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', `Expires=${expires.toUTCString()}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}
