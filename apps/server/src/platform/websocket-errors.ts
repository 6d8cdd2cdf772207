import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';

/** Close codes (RFC 6455 §7.4.1) our sockets close with; 4xxx codes are the application's own. */
export const WS_CLOSE = {
  /** A message of a kind the endpoint does not take (a binary message on a text protocol). */
  unsupportedData: 1003,
  /** A message that breaks the endpoint's protocol (not JSON, not one of its frames). */
  policyViolation: 1008,
  tooBig: 1009,
  internalError: 1011,
} as const;

/** The largest message a client may send on any socket (ws closes with 1009 past it). */
export const WS_MAX_PAYLOAD = 4096;

/** Errors of the connection itself: the client went away mid-write; nothing of ours failed. */
const CONNECTION_LOST = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED']);

/**
 * Whether an error on a socket was caused by what the client sent or did rather than by us: ws's
 * receiver errors (`WS_ERR_*`: a message over maxPayload, invalid UTF-8 in a text message, a bad
 * opcode or close code, an unmasked frame…) and a lost connection.
 */
export function isClientSocketError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('WS_ERR_') || CONNECTION_LOST.has(code));
}

const OPEN_OR_CONNECTING = new Set([0, 1]);

/**
 * The errorHandler of @fastify/websocket. Its default logs every error at error level with a stack
 * and terminates the socket, so any client could raise error alerts at will by sending one
 * oversized message, and its client saw 1006 instead of the close code. A client's fault is logged
 * at info, one line without a stack: for a receiver error ws has already begun the closing
 * handshake with the matching code (1009 too big, 1007 invalid UTF-8, 1002 protocol error), which
 * is left to finish. Anything else is ours (a handler that threw): logged as an error with its
 * stack, and the socket closed with 1011.
 */
export function handleWebSocketError(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isClientSocketError(error)) {
    const code = (error as { code?: string }).code;
    request.log.info({ socketError: code, detail: error.message }, 'websocket closed: the client broke the protocol or went away');
    if (OPEN_OR_CONNECTING.has(socket.readyState)) socket.close(WS_CLOSE.policyViolation, 'protocol error');
    return;
  }
  request.log.error({ err: error }, 'websocket handler failed');
  if (OPEN_OR_CONNECTING.has(socket.readyState)) socket.close(WS_CLOSE.internalError, 'internal error');
  else socket.terminate();
}
