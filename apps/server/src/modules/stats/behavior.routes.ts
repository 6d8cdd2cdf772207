/**
 * stats: business data, dashboard and rankings, fed among others by the behaviour log
 * that this file owns (POST /api/lietou/behavior/log, exempt from the request-time rule).
 */
import { ApiState } from '@hh/domain/api/api-state';
import { behaviorLogSchema } from '@hh/domain/stats/behavior-log.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import { envelopeOf, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { SharedStore } from '../../platform/shared-store';
import type { BehaviorRepository } from './behavior.repository';

/** Entries one address may log per minute; a browser logs a handful, a flood is refused. */
const PER_ADDRESS_PER_MINUTE = 300;

export const behaviorRoutes = (repo: BehaviorRepository, store: SharedStore): FastifyPluginAsyncZod =>
  async function behavior(app) {
    app.post(
      '/api/lietou/behavior/log',
      {
        config: { access: access.public },
        bodyLimit: 16 * 1024,
        schema: { body: behaviorLogSchema, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        const minute = Math.floor(Date.now() / 60_000);
        const count = await store.increment(`behavior:${request.ip}:${minute}`, 60_000);
        if (count > PER_ADDRESS_PER_MINUTE) throw new AppError(ApiState.tooFrequent);
        await repo.record({
          userId: request.actor?.userId ?? null,
          firmId: request.actor?.firmId ?? null,
          event: request.body.event,
          page: request.body.page,
          detail: request.body.detail,
          ip: request.ip,
        });
        return ok(null);
      },
    );
  };
