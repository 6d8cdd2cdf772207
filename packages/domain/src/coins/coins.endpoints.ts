import { endpoint } from '../api/endpoint';
import {
  chargeBodySchema,
  chargeDetailQuerySchema,
  chargeDetailSchema,
  coinDetailQuerySchema,
  coinDetailSchema,
  coinTotalQuerySchema,
  coinTotalSchema,
  groupCoinsQuerySchema,
  groupCoinsSchema,
  transferAnswerSchema,
  transferQuerySchema,
} from './coin.schema';

/** Coins (spec 000 §7 "Coins and users"); the paths the spec does not name are in docs/API.md. */
export const coinEndpoints = {
  total: endpoint({
    method: 'GET',
    path: '/api/lietou/coin/total',
    mutates: false,
    query: coinTotalQuerySchema,
    response: coinTotalSchema,
  }),
  transfer: endpoint({
    method: 'GET',
    path: '/api/lietou/transfer/coin',
    mutates: true,
    query: transferQuerySchema,
    response: transferAnswerSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/lietou/user/coin/detail',
    mutates: false,
    query: coinDetailQuerySchema,
    response: coinDetailSchema,
  }),
  groupCoins: endpoint({
    method: 'GET',
    path: '/api/lietou/group/user/list/pageable',
    mutates: false,
    query: groupCoinsQuerySchema,
    response: groupCoinsSchema,
  }),
  chargeDetail: endpoint({
    method: 'GET',
    path: '/api/lietou/managercharge/coin/detail',
    mutates: false,
    query: chargeDetailQuerySchema,
    response: chargeDetailSchema,
  }),
  charge: endpoint({
    method: 'POST',
    path: '/api/lietou/managercharge/coin',
    body: chargeBodySchema,
    response: transferAnswerSchema,
  }),
};
