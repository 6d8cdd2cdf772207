/**
 * orders: the consultant's side of the order pipeline — the four order lists of spec 000 §6 and
 * their tab counts, the state log, communication records, remarks, transfer, reject status and
 * recommit, termination, offers, storing in the talent library, and the complaint starting point.
 * Moves go through the stage machine of packages/domain/src/orders/stage-machine.ts.
 */

import {
  candidateLogQuerySchema,
  candidateStateLogSchema,
  chatRecordSchema,
  ORDER_LIST_KINDS,
  type OrderListKind,
  offerSchema,
  orderCountsSchema,
  orderDetailListSchema,
  orderIdBodySchema,
  orderNotesQuerySchema,
  orderPageSchema,
  orderRemarkSchema,
  orderSearchSchema,
  rejectStatusAnswerSchema,
  stateLogEntrySchema,
  switchHunterBatchSchema,
  switchHunterSchema,
  terminalReasonSchema,
  terminateSchema,
} from '@hh/domain/orders/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { LIST_ROLES, type OrdersService } from './orders.service';

const consultant = { access: access.consultant() };
const leaders = { access: access.consultant([20, 25, 30]) };
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;
const orderIdQuery = z.object({ orderId: z.string({ error: '请选择订单' }).max(40) });
const idParam = z.object({ id: z.string().max(40) });

const LIST_PATHS: Record<OrderListKind, string> = {
  my: '/api/order/my/orderList',
  group: '/api/order/group/orderList',
  cityPm: '/api/order/cityPm/group/orderList',
  company: '/api/order/company/orderList',
};

/** orderCount takes the search fields as query parameters; groupUserIds comes comma-joined. */
const countQuerySchema = orderSearchSchema.omit({ query: true, groupUserIds: true, onlyMe: true }).extend({
  kind: z.enum(ORDER_LIST_KINDS, { error: '列表类型只能是my、group、cityPm或company' }).default('my'),
  onlyMe: z
    .enum(['true', 'false'], { error: 'onlyMe必须是true或false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  groupUserIds: z
    .string()
    .max(80_000)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    ),
});

export const ordersRoutes = (service: OrdersService): FastifyPluginAsyncZod =>
  async function orderRoutes(app) {
    for (const kind of ORDER_LIST_KINDS) {
      app.post(
        LIST_PATHS[kind],
        {
          config: { access: access.consultant(LIST_ROLES[kind] as never) },
          schema: { body: orderSearchSchema, response: { 200: envelopeOf(orderPageSchema) } },
        },
        async (request) => ok(await service.list(me(request), kind, request.body)),
      );
    }
    app.get(
      '/api/order/orderCount',
      { config: consultant, schema: { querystring: countQuerySchema, response: { 200: envelopeOf(orderCountsSchema) } } },
      async (request) => ok(await service.counts(me(request), request.query.kind, request.query)),
    );

    app.get(
      '/api/order/getOrderStateLog',
      { config: consultant, schema: { querystring: orderIdQuery, response: { 200: envelopeOf(z.array(stateLogEntrySchema)) } } },
      async (request) => ok(await service.stateLog(me(request), request.query.orderId)),
    );
    app.post(
      '/api/order/getOrderStateLogByCandidateId',
      { config: consultant, schema: { body: candidateLogQuerySchema, response: { 200: envelopeOf(candidateStateLogSchema) } } },
      async (request) => ok(await service.stateLogOfPerson(me(request), request.body.commonUserId)),
    );
    app.get(
      '/api/order/orderDetailList',
      { config: consultant, schema: { querystring: orderNotesQuerySchema, response: { 200: envelopeOf(orderDetailListSchema) } } },
      async (request) => ok(await service.notes(me(request), request.query.orderId, request.query)),
    );
    app.post('/api/order/remark', { config: consultant, schema: { body: orderRemarkSchema } }, async (request) => {
      await service.setRemark(me(request), request.body.orderId, request.body.remark);
      return ok(null, '备注已保存');
    });
    app.post('/api/position/manager/appendChatRecord', { config: consultant, schema: { body: chatRecordSchema } }, async (request) => {
      await service.appendChat(me(request), request.body.orderId, request.body.content);
      return ok(null, '沟通记录已添加');
    });

    app.get(
      '/api/order/rejectStatus/query/:id',
      { config: consultant, schema: { params: idParam, response: { 200: envelopeOf(rejectStatusAnswerSchema) } } },
      async (request) => ok(await service.rejectStatus(me(request), request.params.id)),
    );
    app.put('/api/order/reject/recommit/:id', { config: consultant, schema: { params: idParam } }, async (request) => {
      await service.recommit(me(request), request.params.id);
      return ok(null, '已重新提交，等待平台审核');
    });

    app.get(
      '/api/position/manager/getTerminalReasons',
      { config: consultant, schema: { response: { 200: envelopeOf(z.array(terminalReasonSchema)) } } },
      async () => ok(service.terminalReasons()),
    );
    app.post('/api/position/manager/terminate', { config: consultant, schema: { body: terminateSchema } }, async (request) => {
      await service.terminate(me(request), request.body);
      return ok(null, '订单已终止');
    });
    app.post('/api/position/manager/saveOffer', { config: consultant, schema: { body: offerSchema } }, async (request) => {
      await service.saveOffer(me(request), request.body);
      return ok(null, 'offer信息已保存');
    });
    app.post('/api/position/manager/add2talentLib', { config: consultant, schema: { body: orderIdBodySchema } }, async (request) => {
      await service.storeTalent(me(request), request.body.orderId);
      return ok(null, '已加入人才库');
    });
    app.post(
      '/api/position/manager/switch/hunter',
      { config: leaders, schema: { body: switchHunterSchema, response: { 200: envelopeOf(z.object({ moved: z.number().int() })) } } },
      async (request) => ok(await service.switchHunter(me(request), [request.body.orderId], request.body.hunterId), '订单已转移'),
    );
    app.post(
      '/api/position/manager/switch/hunter/batch',
      { config: leaders, schema: { body: switchHunterBatchSchema, response: { 200: envelopeOf(z.object({ moved: z.number().int() })) } } },
      async (request) => ok(await service.switchHunter(me(request), request.body.orderIds, request.body.hunterId), '订单已转移'),
    );
    app.get('/api/position/manager/getCaseInfoForCreate', { config: consultant, schema: { querystring: orderIdQuery } }, async (request) =>
      ok(await service.caseInfo(me(request), request.query.orderId)),
    );
    app.get(
      '/api/position/discover/allUsers',
      {
        config: consultant,
        schema: { response: { 200: envelopeOf(z.array(z.object({ id: z.string(), cname: z.string(), teamName: z.string() }))) } },
      },
      async (request) => ok(await service.consultants(me(request))),
    );
  };
