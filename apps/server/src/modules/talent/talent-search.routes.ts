/**
 * talent: the platform's talent pool and talent search (/index/talentSearch). Owns the pool's
 * search index (talent_index, kept by TalentPoolService), the search call and the tip labels'
 * reference data; the audited phone reveal of a pool person goes through the candidates module's
 * /sensitive/data/view with the pool access check and daily quota this module provides.
 */

import { talentSearchPageSchema, talentSearchRequestSchema } from '@hh/domain/talent/talent-search.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { TalentSearchService } from './talent-search.service';

const consultant = { access: access.consultant() };
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;

export const talentSearchRoutes = (service: TalentSearchService): FastifyPluginAsyncZod =>
  async function talentSearch(app) {
    app.post(
      '/api/talentSearch/list',
      { config: consultant, schema: { body: talentSearchRequestSchema, response: { 200: envelopeOf(talentSearchPageSchema) } } },
      async (request) => ok(await service.search(me(request), request.body)),
    );
  };
