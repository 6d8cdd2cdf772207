import { endpoint } from '../api/endpoint';
import { coinTotalQuerySchema, coinTotalSchema } from './coin.schema';

/** The coin totals (spec 000 §7 "Coins and users"). */
export const coinEndpoints = {
  total: endpoint({
    method: 'GET',
    path: '/api/lietou/coin/total',
    mutates: false,
    query: coinTotalQuerySchema,
    response: coinTotalSchema,
  }),
};
