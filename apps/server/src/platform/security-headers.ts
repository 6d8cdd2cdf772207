import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer (docs/OPERATIONS.md › Security). The built app and
 * the prerendered public site load only their own scripts; antd writes its CSS-in-JS into <style>
 * elements and style attributes, and the identity sandbox pages carry an inline <style>, so styles
 * need 'unsafe-inline' (scripts never do). Images include data: and blob: (previews, QR codes);
 * frames show our own documents (resume samples, mail previews) and nobody may frame us. Media
 * includes blob: (call recordings are fetched, then played from a blob, spec 001 §4 Audio).
 * e2e/tests/shell/csp.spec.ts fails on any violation in Chromium.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * helmet's headers (CSP, frame protection, nosniff, HSTS and the rest) for our policy, worked out
 * once: none of them depends on the request. @fastify/helmet builds helmet's middleware again for
 * every request, which cost a fifth of a signed-in call's CPU (bench/RESULTS.md › Platform overhead).
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY } })(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  // Every part of helmet runs synchronously; a future version that did not would leave answers without headers.
  if (!finished) throw new Error('helmet did not finish setting its headers synchronously');
  return Object.freeze(headers);
}

/** The security headers on every answer: API, static files, the public site and not-found alike. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
