/**
 * The platform console's order pipeline (orders module, served under /api/ops): the PM's and assistant's list of orders by stage, the
 * review of recommendations, and every move on the employer's side (interviews, offers,
 * onboarding, termination), with the state log and the recommendation report.
 */

import {
  opsMoveSchema,
  opsOrderCountsSchema,
  opsOrderPageSchema,
  opsOrderRowSchema,
  stateLogEntrySchema,
} from '@hh/domain/orders/order.schema';
import { recommendReportSchema } from '@hh/domain/orders/report.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { Actor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { OpsOrdersService } from './console-orders.service';

const pmSide = { access: access.staff(['admin', 'pm', 'assistant']) };
const me = (request: { actor: unknown }) => request.actor as Actor;
const idParam = z.object({ id: z.string().max(40) });

const listBodySchema = z.object({
  stage: z.number({ error: '阶段必须是数字' }).int().min(0).max(999).optional(),
  rejectStatus: z.number({ error: '驳回状态必须是数字' }).int().min(0).max(2).optional(),
  searchWord: z
    .string()
    .trim()
    .max(50, { error: '搜索词不能超过50个字' })
    .optional()
    .transform((v) => v || undefined),
  query: z
    .object({ limit: z.number().int().min(1).max(100).default(20), offset: z.number().int().min(0).max(100_000).default(0) })
    .default({ limit: 20, offset: 0 }),
});

export const opsOrdersRoutes = (service: OpsOrdersService): FastifyPluginAsyncZod =>
  async function opsOrders(app) {
    app.post(
      '/api/ops/orders/list',
      {
        config: pmSide,
        schema: {
          body: listBodySchema,
          response: { 200: envelopeOf(opsOrderPageSchema) },
        },
      },
      async (request) => ok(await service.list(me(request), request.body)),
    );
    app.get(
      '/api/ops/orders/counts',
      {
        config: pmSide,
        schema: {
          response: { 200: envelopeOf(opsOrderCountsSchema) },
        },
      },
      async (request) => ok(await service.counts(me(request))),
    );
    app.post(
      '/api/ops/orders/move',
      { config: pmSide, schema: { body: opsMoveSchema, response: { 200: envelopeOf(opsOrderRowSchema) } } },
      async (request) => ok(await service.move(me(request), request.body), '订单状态已更新'),
    );
    app.get(
      '/api/ops/orders/:id/logs',
      { config: pmSide, schema: { params: idParam, response: { 200: envelopeOf(z.array(stateLogEntrySchema)) } } },
      async (request) => ok(await service.logs(me(request), request.params.id)),
    );
    app.get(
      '/api/ops/orders/:id/report',
      { config: pmSide, schema: { params: idParam, response: { 200: envelopeOf(recommendReportSchema) } } },
      async (request) => ok(await service.report(me(request), request.params.id)),
    );
  };
