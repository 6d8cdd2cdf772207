/**
 * positions: the employer positions the platform publishes, grouped in projects, as firms see
 * them — the position list and recommendations, the detail's introductions, the PM's contact,
 * the recommendation-report template, the resume sample and keyword highlighting. The platform
 * console's editors are in ops-*.routes.ts; orders on positions belong to the orders module.
 */

import { KEYWORD_TEXT_MAX } from '@hh/domain/positions/keyword-terms';
import {
  keywordAnalysisSchema,
  pmInfoSchema,
  positionIntroduceSchema,
  positionListQuerySchema,
  positionPageSchema,
  positionRowSchema,
  projectIntroduceSchema,
} from '@hh/domain/positions/position.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { sendPdf } from './pdf-reply';
import type { PositionsService } from './positions.service';

const consultant = { access: access.consultant() };
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;
const positionQuery = z.object({ positionId: z.string({ error: '请选择职位' }).max(40, { error: '职位不正确' }) });

export const positionsRoutes = (service: PositionsService): FastifyPluginAsyncZod =>
  async function positionsModule(app) {
    app.post(
      '/api/positions/positionList',
      { config: consultant, schema: { body: positionListQuerySchema, response: { 200: envelopeOf(positionPageSchema) } } },
      async (request) => ok(await service.list(me(request), request.body)),
    );

    app.get(
      '/api/positions/recommended',
      { config: consultant, schema: { response: { 200: envelopeOf(z.array(positionRowSchema)) } } },
      async (request) => ok(await service.recommended(me(request))),
    );

    app.get(
      '/api/position/form/main/:positionId',
      {
        config: consultant,
        schema: { params: z.object({ positionId: z.string().max(40) }), response: { 200: envelopeOf(positionIntroduceSchema) } },
      },
      async (request) => ok(await service.introduce(me(request), request.params.positionId)),
    );

    app.get(
      '/api/project/form',
      {
        config: consultant,
        schema: {
          querystring: z.object({ projectId: z.string({ error: '请选择项目' }).max(40, { error: '项目不正确' }) }),
          response: { 200: envelopeOf(projectIntroduceSchema) },
        },
      },
      async (request) => ok(await service.projectIntroduce(request.query.projectId)),
    );

    app.get(
      '/api/commonUserInfo/pmInfo.json',
      { config: consultant, schema: { querystring: positionQuery, response: { 200: envelopeOf(pmInfoSchema) } } },
      async (request) => ok(await service.pmInfo(request.query.positionId)),
    );

    // GET /api/order/rec/report/template is answered by the orders module's recommend routes (it
    // reads the template there for autoCheck too); PositionsService.template() gives the same answer.

    app.get(
      '/api/position/manager/previewResumeSample',
      { config: consultant, schema: { querystring: positionQuery } },
      async (request, reply) => sendPdf(reply, await service.resumeSample(request.query.positionId)),
    );

    // Pure text work; the console's preview uses it too, so any signed-in user may call it.
    app.get(
      '/api/keyword/analysis',
      {
        config: { access: access.signedIn },
        schema: {
          querystring: z.object({
            keyword: z
              .string({ error: '请提供要分析的文字' })
              .max(KEYWORD_TEXT_MAX, { error: `分析的文字不能超过${KEYWORD_TEXT_MAX}个字` })
              .default(''),
          }),
          response: { 200: envelopeOf(keywordAnalysisSchema) },
        },
      },
      async (request) => ok(service.keywordAnalysis(request.query.keyword)),
    );
  };
