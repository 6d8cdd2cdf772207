/**
 * interviews: interview feedback (spec 001) — a consultant's booked interviews with today and
 * tomorrow marks, their reactions (0–3), the red point, and the home screen's interview prompt.
 */

import {
  havePointSchema,
  homeInterviewMsgSchema,
  interviewListQuerySchema,
  interviewPageSchema,
  reactionChangeSchema,
} from '@hh/domain/interviews/interview-feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { InterviewsService } from './interviews.service';

const consultant = { access: access.consultant() };
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;

export const interviewsRoutes = (service: InterviewsService): FastifyPluginAsyncZod =>
  async function interviews(app) {
    app.get(
      '/api/feedback/interview/list',
      { config: consultant, schema: { querystring: interviewListQuerySchema, response: { 200: envelopeOf(interviewPageSchema) } } },
      async (request) => ok(await service.list(me(request), request.query.current, request.query.limit)),
    );
    // The spec makes these GET calls although they write.
    app.get('/api/feedback/interview/change', { config: consultant, schema: { querystring: reactionChangeSchema } }, async (request) => {
      await service.change(me(request), request.query.orderId, request.query.reaction);
      return ok(null, '面试反馈已更新');
    });
    app.get(
      '/api/feedback/interview/havePoint',
      { config: consultant, schema: { response: { 200: envelopeOf(havePointSchema) } } },
      async (request) => ok(await service.havePoint(me(request))),
    );
    app.get(
      '/api/feedback/interview/homeInterviewMsg',
      { config: consultant, schema: { response: { 200: envelopeOf(homeInterviewMsgSchema) } } },
      async (request) => ok(await service.homeMessage(me(request))),
    );
    app.get('/api/feedback/interview/confirmInterview', { config: consultant }, async (request) => {
      await service.confirm(me(request));
      return ok(null, '已确认');
    });
  };
