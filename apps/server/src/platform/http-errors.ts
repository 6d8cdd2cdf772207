import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ApiState } from '@hh/domain/api/api-state';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { failure } from './envelope';
import { AppError } from './errors';
import { describeValidationError } from './validation';

/** What the multipart parser (busboy) throws on a body cut short or without its boundary: plain errors without a status. */
const BROKEN_MULTIPART = /multipart|boundary|malformed part|terminated early|unexpected end/i;

export const BROKEN_UPLOAD_MESSAGE = '上传内容不完整或格式不正确，请重新选择文件上传';

/** Fastify's own refusals before routing (a bad `%` escape in the address): the envelope, like every other failure. */
export function badUrlAnswer(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(400).send(failure(ApiState.badRequest, '请求地址格式不正确'));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request — an address or headers past
 * Node's 16 KB limit (431), a request that took too long to arrive (408), bytes that are not
 * HTTP (400) — answered on the bare socket with the envelope like every other failure, instead
 * of Fastify's English `{ error, message, statusCode }`. Fastify's `clientErrorHandler` (app.ts).
 */
export function clientErrorAnswer(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, state, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ApiState.tooLarge, '请求地址或请求头过长，请缩短后重试']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ApiState.badRequest, '请求超时，请重试']
        : [400, ApiState.badRequest, '请求格式不正确'];
  this.log.debug({ code: error.code }, 'client error');
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const body = JSON.stringify(failure(state, message));
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  // The socket closes once the answer is written: the parser cannot go on after such an error.
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

/** Every failure leaves as an envelope with a Chinese message; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send(failure(error.state, error.message, error.remark));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidationError(error.validation, error.validationContext);
      return reply.status(422).send(failure(ApiState.badRequest, message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(failure(ApiState.internal, '系统繁忙，请稍后再试'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(failure(ApiState.tooLarge, '请求内容过大'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(failure(ApiState.badRequest, '不支持的请求格式'));
    }
    if (error.statusCode === undefined && request.isMultipart() && BROKEN_MULTIPART.test(error.message)) {
      return reply.status(400).send(failure(ApiState.badRequest, BROKEN_UPLOAD_MESSAGE));
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, empty bodies with a JSON type, bad URL encoding and the like.
      return reply.status(400).send(failure(ApiState.badRequest, '请求格式不正确'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(ApiState.internal, '系统繁忙，请稍后再试'));
  });
}
