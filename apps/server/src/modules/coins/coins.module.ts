import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { CoinsRepository } from './coins.repository';
import { coinsRoutes } from './coins.routes';
import { CoinsService } from './coins.service';

/** Registers the coin totals and returns the service other modules move coins through. */
export async function registerCoins(app: FastifyInstance, db: Db) {
  const coins = new CoinsService(new CoinsRepository(db));
  await app.register(coinsRoutes(coins));
  return coins;
}
