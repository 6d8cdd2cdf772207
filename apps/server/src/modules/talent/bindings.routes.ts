/**
 * talent (bindings part): a consultant's bindings — candidates taken from the talent pool or the
 * shared resume library into their talent library — with the capability, the bound list,
 * release, contact requests and the delivery list (spec 000 §7 Binding and delivery), and the
 * add itself (POST /talentLibary/add/{commonUserId}, spec 001). Talent search is engineer A's part.
 */

import { orderPageSchema } from '@hh/domain/orders/order.schema';
import {
  askContactAnswerSchema,
  askContactSchema,
  bindingCapabilitySchema,
  bindingListQuerySchema,
  boundListSchema,
  deliverListQuerySchema,
  talentAddAnswerSchema,
} from '@hh/domain/talent/binding.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { BindingsService } from './bindings.service';
import type { TalentLibraryService } from './talent-library.service';

const consultant = { access: access.consultant() };
const leaders = { access: access.consultant([20, 25, 30]) };
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;

export const bindingsRoutes = (bindings: BindingsService, library: TalentLibraryService): FastifyPluginAsyncZod =>
  async function bindingRoutes(app) {
    app.get(
      '/api/lietouCandidateBind/capability',
      { config: consultant, schema: { response: { 200: envelopeOf(bindingCapabilitySchema) } } },
      async (request) => ok(await bindings.capability(me(request))),
    );
    app.get(
      '/api/lietouCandidateBind/list',
      { config: consultant, schema: { querystring: bindingListQuerySchema, response: { 200: envelopeOf(boundListSchema) } } },
      async (request) => ok(await bindings.list(me(request), request.query)),
    );
    app.put(
      '/api/lietouCandidateBind/release/:id',
      { config: consultant, schema: { params: z.object({ id: z.string() }) } },
      async (request) => {
        await bindings.release(me(request), request.params.id);
        return ok(null, '已释放该候选人');
      },
    );

    app.post(
      '/api/talentLibary/add/:commonUserId',
      {
        config: consultant,
        schema: { params: z.object({ commonUserId: z.string() }), response: { 200: envelopeOf(talentAddAnswerSchema) } },
      },
      async (request) => {
        const answer = await library.add(me(request), request.params.commonUserId);
        return ok(answer.data, answer.message);
      },
    );

    app.post(
      '/api/lietouAskResumeContactRecord/contact',
      { config: consultant, schema: { body: askContactSchema, response: { 200: envelopeOf(askContactAnswerSchema) } } },
      async (request) => ok(await bindings.askContact(me(request), request.body)),
    );
    app.get(
      '/api/lietouAskResumeContactRecord/list',
      { config: leaders, schema: { querystring: deliverListQuerySchema } },
      async (request) => ok(await bindings.asks(me(request), request.query)),
    );

    app.get(
      '/api/deliveryManage/user/deliver/list',
      { config: consultant, schema: { querystring: deliverListQuerySchema, response: { 200: envelopeOf(orderPageSchema) } } },
      async (request) => ok(await bindings.deliveries(me(request), request.query)),
    );
  };
