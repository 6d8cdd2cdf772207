/**
 * Choosing and recommending (orders module): the candidate-list search for a position, the
 * order check, the recommendation report (template, prefill, autoCheck, drafts, the order's
 * report) and the recommendation itself, and re-recommending an order's candidate elsewhere.
 */

import { chooseCandidateQuerySchema, choosePageSchema } from '@hh/domain/orders/choose.schema';
import { orderRowSchema, reRecommendSchema } from '@hh/domain/orders/order.schema';
import {
  modifyReportSchema,
  recommendReportSchema,
  recommendSchema,
  recommendTemplateSchema,
  reportContentSchema,
  reportProblemSchema,
  saveReportSchema,
} from '@hh/domain/orders/report.schema';
import { orderCheckSchema, positionRowSchema } from '@hh/domain/positions/position.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { RecommendService } from './recommend.service';

const consultant = { access: access.consultant() };
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;
const id = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, { error: `请选择${label}` })
    .max(40);

export const recommendRoutes = (service: RecommendService): FastifyPluginAsyncZod =>
  async function recommend(app) {
    app.post(
      '/api/usermanager/chooseCandidate/list',
      { config: consultant, schema: { body: chooseCandidateQuerySchema, response: { 200: envelopeOf(choosePageSchema) } } },
      async (request) => ok(await service.chooseList(me(request), request.body)),
    );
    app.get(
      '/api/usermanager/queryRecommendedPositionList',
      {
        config: consultant,
        schema: { querystring: z.object({ userId: id('候选人') }), response: { 200: envelopeOf(z.array(orderRowSchema)) } },
      },
      async (request) => ok(await service.ordersOfTalent(me(request), request.query.userId)),
    );
    app.get(
      '/api/position/order/check',
      {
        config: consultant,
        schema: {
          querystring: z.object({ positionId: id('职位'), userId: id('候选人') }),
          response: { 200: envelopeOf(orderCheckSchema) },
        },
      },
      async (request) => ok(await service.check(me(request), request.query.positionId, request.query.userId)),
    );
    app.get(
      '/api/order/rec/report/template',
      {
        config: consultant,
        schema: { querystring: z.object({ positionId: id('职位') }), response: { 200: envelopeOf(recommendTemplateSchema) } },
      },
      async (request) => ok(await service.template(request.query.positionId)),
    );
    app.get(
      '/api/order/rec/report/templateData',
      {
        config: consultant,
        schema: {
          querystring: z.object({ positionId: id('职位'), userId: id('候选人') }),
          response: { 200: envelopeOf(z.object({ values: z.record(z.string(), z.string()) })) },
        },
      },
      async (request) => ok(await service.templateData(me(request), request.query.positionId, request.query.userId)),
    );
    app.post(
      '/api/order/rec/report/autoCheck',
      {
        config: consultant,
        schema: {
          body: z.object({ positionId: id('职位'), content: reportContentSchema }),
          response: { 200: envelopeOf(z.object({ problems: z.array(reportProblemSchema) })) },
        },
      },
      async (request) => ok(await service.autoCheck(request.body.positionId, request.body.content)),
    );
    app.post('/api/order/rec/report/modify', { config: consultant, schema: { body: modifyReportSchema } }, async (request) => {
      await service.modifyReport(me(request), request.body);
      return ok(null, '推荐报告已修改');
    });
    app.get(
      '/api/order/rec/report/get',
      {
        config: consultant,
        schema: { querystring: z.object({ orderId: id('订单') }), response: { 200: envelopeOf(recommendReportSchema) } },
      },
      async (request) => ok(await service.reportOfOrder(me(request), request.query.orderId)),
    );
    app.post(
      '/api/lietouResumeRecommandReport/saveOrUpdate',
      { config: consultant, schema: { body: saveReportSchema, response: { 200: envelopeOf(recommendReportSchema) } } },
      async (request) => ok(await service.saveDraft(me(request), request.body), '推荐报告已保存'),
    );
    app.get(
      '/api/lietouResumeRecommandReport/:resumeId/list',
      {
        config: consultant,
        schema: { params: z.object({ resumeId: z.string().max(40) }), response: { 200: envelopeOf(z.array(recommendReportSchema)) } },
      },
      async (request) => ok(await service.reportsOfResume(me(request), request.params.resumeId)),
    );
    app.post(
      '/api/position/manager/recommend',
      { config: consultant, schema: { body: recommendSchema, response: { 200: envelopeOf(z.object({ orderId: z.string() })) } } },
      async (request) => ok(await service.recommend(me(request), request.body), '推荐成功，等待平台审核'),
    );
    // Exempt from the request-time check (spec 000 §8): see platform/request-guard.ts.
    app.get(
      '/api/positions/reRecommand/list/:id',
      {
        config: consultant,
        schema: { params: z.object({ id: z.string().max(40) }), response: { 200: envelopeOf(z.array(positionRowSchema)) } },
      },
      async (request) => ok(await service.reRecommendList(me(request), request.params.id)),
    );
    app.post(
      '/api/position/manager/reRecommend',
      { config: consultant, schema: { body: reRecommendSchema, response: { 200: envelopeOf(z.object({ orderId: z.string() })) } } },
      async (request) => ok(await service.reRecommend(me(request), request.body.orderId, request.body.positionId), '已加入待沟通'),
    );
  };
