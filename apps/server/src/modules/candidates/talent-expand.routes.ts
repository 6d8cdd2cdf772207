/** The talent list's expand list (spec 000 §7 "expand list"): a page's candidates at a glance. */
import { expandListQuerySchema, expandRowSchema } from '@hh/domain/candidates/talent-expand.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { TalentExpandService } from './talent-expand.service';

export const talentExpandRoutes = (service: TalentExpandService): FastifyPluginAsyncZod =>
  async function talentExpand(app) {
    app.get(
      '/api/usermanager/expandList',
      {
        config: { access: access.consultant() },
        schema: { querystring: expandListQuerySchema, response: { 200: envelopeOf(z.array(expandRowSchema)) } },
      },
      async (request) => ok(await service.expand(request.actor as ConsultantActor, request.query.ids)),
    );
  };
