import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed tickets and signatures of the enterprise-messenger binding. A ticket names the user
 * and when it expires, signed with a key only the server holds; the provider's callback is
 * signed over the ticket and the messenger account it binds.
 */
export interface TicketFacts {
  userId: string;
  expiresAt: number;
  nonce: string;
}

function sign(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function issueTicket(key: Buffer, userId: string, expiresAt: number): string {
  const body = `${userId}.${expiresAt}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${sign(key, body)}`;
}

/** The ticket's facts when its signature is right, whatever its age (the caller checks expiry). */
export function readTicket(key: Buffer, ticket: string): TicketFacts | null {
  const parts = ticket.split('.');
  if (parts.length !== 4) return null;
  const [userId, expires, nonce, signature] = parts as [string, string, string, string];
  if (!sameSignature(signature, sign(key, `${userId}.${expires}.${nonce}`))) return null;
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(expiresAt)) return null;
  return { userId, expiresAt, nonce };
}

export interface CallbackFields {
  ticket: string;
  qyUserId: string;
  qyUserName: string;
  timestamp: string;
}

function callbackText(fields: CallbackFields): string {
  return [fields.ticket, fields.qyUserId, fields.qyUserName, fields.timestamp].join('\n');
}

export function signCallback(key: Buffer, fields: CallbackFields): string {
  return sign(key, callbackText(fields));
}

export function callbackSignatureValid(key: Buffer, fields: CallbackFields, signature: string): boolean {
  return sameSignature(signature, signCallback(key, fields));
}
