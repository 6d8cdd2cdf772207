/**
 * The telephony provider's event webhook, outside /api as a cloud call centre's callback is: no
 * session, no request-time stamp, no same-origin rule — the HMAC signature over the timestamp and
 * the raw body is the whole authentication, checked before anything is read or written. Refused:
 * a missing or wrong signature, a timestamp outside the 5-minute window (a captured delivery
 * replayed later), a bad body, an unknown call, an event for a call that has already ended.
 * Refusals are counted per source and only a bounded sample is stored and logged
 * (webhook-refusals.ts). Repeated deliveries are idempotent by call and event. Every answer is the
 * envelope; `data.reason` says why a delivery was refused, `data.result` what an accepted one did.
 */
import { ApiState } from '@hh/domain/api/api-state';
import { CALL_EVENTS, judgeWebhook, WEBHOOK_RULES } from '@hh/domain/calls/call-rules';
import { msTimestamp } from '@hh/domain/time/timestamp';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import type { CallsService } from './calls.service';
import type { WebhookRefusals } from './webhook-refusals';
import { webhookSignatureValid } from './webhook-signature';

export const CALL_WEBHOOK_PATH = '/callback/call/events';

const eventSchema = z.object({
  providerCallId: z.string().min(1).max(100),
  callId: z.uuid().optional(),
  event: z.enum(CALL_EVENTS),
  occurredAt: msTimestamp('事件时间', { missing: '缺少事件时间' }),
  talkSeconds: z.number().int().min(0).max(86_400).optional(),
  recorded: z.boolean().optional(),
});

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

const refused = (state: number, message: string, reason: string) => ({ state, success: false, message, data: { reason } });

export const callWebhookRoutes = (deps: { key: Buffer; calls: CallsService; refusals: WebhookRefusals }): FastifyPluginAsync =>
  async function callWebhook(app) {
    // The signature is over the exact bytes sent: read the body as text, parse after checking.
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

    async function refuse(request: FastifyRequest, reply: FastifyReply, status: number, state: number, reason: string, message: string) {
      const raw = typeof request.body === 'string' ? request.body : '';
      const verdict = await deps.refusals.refuse({ ip: request.ip, reason, detail: raw.slice(0, 300) });
      if (verdict.limited)
        return reply
          .status(429)
          .header('retry-after', String(verdict.retryAfterSeconds))
          .send(refused(ApiState.tooFrequent, '被拒绝的请求过多，请稍后再试', 'too_many_refusals'));
      return reply.status(status).send(refused(state, message, reason));
    }

    app.post(CALL_WEBHOOK_PATH, { config: { access: access.public } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const timestamp = header(request, WEBHOOK_RULES.timestampHeader);
      const signature = header(request, WEBHOOK_RULES.signatureHeader);
      const verdict = judgeWebhook({
        timestamp,
        signatureValid: webhookSignatureValid(deps.key, timestamp, raw, signature),
        now: Date.now(),
      });
      if (verdict !== 'ok') return refuse(request, reply, 401, ApiState.notSignedIn, verdict, '签名无效或请求已过期');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return refuse(request, reply, 400, ApiState.badRequest, 'bad_body', '事件格式不正确');
      }
      const parsed = eventSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const message = issue ? `事件格式不正确：${issue.path.join('.') || '事件'}：${issue.message}` : '事件格式不正确';
        return refuse(request, reply, 422, ApiState.badRequest, 'bad_body', message);
      }
      const result = await deps.calls.applyEvent(parsed.data);
      if (result === 'unknown') return refuse(request, reply, 404, ApiState.notFound, 'unknown_call', '通话不存在');
      if (result === 'ended') return refuse(request, reply, 409, ApiState.conflict, 'call_ended', '通话已结束，该事件未应用');
      return reply.send(ok({ result }));
    });
  };
