/**
 * coins: the coin ledger (append-only, double-entry) and its totals. Other modules move coins
 * through CoinsService inside their own transaction; this file serves the totals.
 */
import { coinTotalQuerySchema, coinTotalSchema } from '@hh/domain/coins/coin.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { CoinsService } from './coins.service';

export const coinsRoutes = (coins: CoinsService): FastifyPluginAsyncZod =>
  async function coinRoutes(app) {
    app.get(
      '/api/lietou/coin/total',
      {
        config: { access: access.consultant() },
        schema: { querystring: coinTotalQuerySchema, response: { 200: envelopeOf(coinTotalSchema) } },
      },
      async (request) => ok(await coins.total(request.actor as ConsultantActor, request.query.onlyMe)),
    );
  };
