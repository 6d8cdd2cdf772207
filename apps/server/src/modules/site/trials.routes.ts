/** The console's follow-up of trial requests (/ops/trials): any platform staff member. */
import { trialFollowUpSchema, trialListQuerySchema, trialListSchema, trialRequestRowSchema } from '@hh/domain/site/trial.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { Actor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { TrialsService } from './trials.service';

export const trialsRoutes = (trials: TrialsService): FastifyPluginAsyncZod =>
  async function trialsConsole(app) {
    app.get(
      '/api/ops/trials',
      { config: { access: access.staff() }, schema: { querystring: trialListQuerySchema, response: { 200: envelopeOf(trialListSchema) } } },
      async (request) => {
        const { status, pageNo, pageSize } = request.query;
        return ok(await trials.list(status, pageNo, pageSize));
      },
    );

    app.post(
      '/api/ops/trials/:id/follow-up',
      {
        config: { access: access.staff() },
        schema: { params: z.object({ id: z.string() }), body: trialFollowUpSchema, response: { 200: envelopeOf(trialRequestRowSchema) } },
      },
      async (request) => {
        if (!isId(request.params.id)) throw notFound('试用申请不存在');
        return ok(await trials.followUp(request.params.id, request.body, request.actor as Actor), '已保存');
      },
    );
  };
