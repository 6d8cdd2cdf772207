/**
 * The telephony provider's event webhook, outside /api as a cloud call centre's callback is: no
 * session, no request-time stamp, no same-origin rule — the HMAC signature over the timestamp and
 * the raw body is the whole authentication. Refused: a missing or wrong signature, a timestamp
 * outside the 5-minute window (a captured delivery replayed later), an unknown call. Each refusal
 * is logged and stored (call_webhook_refusals). Repeated deliveries are idempotent by call and event.
 */
import { CALL_EVENTS, judgeWebhook, WEBHOOK_RULES } from '@hh/domain/calls/call-rules';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/access';
import { newId } from '../../platform/ids';
import type { CallsRepository } from './calls.repository';
import type { CallsService } from './calls.service';
import { webhookSignatureValid } from './webhook-signature';

export const CALL_WEBHOOK_PATH = '/callback/call/events';

const eventSchema = z.object({
  providerCallId: z.string().min(1).max(100),
  callId: z.uuid().optional(),
  event: z.enum(CALL_EVENTS),
  occurredAt: z.number().int().min(0),
  talkSeconds: z.number().int().min(0).max(86_400).optional(),
  recorded: z.boolean().optional(),
});

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

export const callWebhookRoutes = (deps: { key: Buffer; calls: CallsService; repo: CallsRepository }): FastifyPluginAsync =>
  async function callWebhook(app) {
    // The signature is over the exact bytes sent: read the body as text, parse after checking.
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

    async function refuse(request: FastifyRequest, reply: FastifyReply, status: number, reason: string, message: string) {
      request.log.warn({ reason, ip: request.ip }, 'call webhook refused');
      await deps.repo.refuse({ id: newId(), reason, ip: request.ip, detail: String(request.body ?? '').slice(0, 300) });
      return reply.status(status).send({ ok: false, reason, message });
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
      if (verdict !== 'ok') return refuse(request, reply, 401, verdict, '签名无效或请求已过期');
      let parsed: z.infer<typeof eventSchema>;
      try {
        parsed = eventSchema.parse(JSON.parse(raw));
      } catch {
        return refuse(request, reply, 400, 'bad_body', '事件格式不正确');
      }
      const result = await deps.calls.applyEvent(parsed);
      if (result === 'unknown') return refuse(request, reply, 404, 'unknown_call', '通话不存在');
      return reply.send({ ok: true, result });
    });
  };
