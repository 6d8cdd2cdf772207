import type { FastifyRequest } from 'fastify';

/**
 * The address a phone reaches this server at, for the links and QR codes of the providers:
 * PUBLIC_URL when set (behind a proxy or a domain), else the address the browser used.
 */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
