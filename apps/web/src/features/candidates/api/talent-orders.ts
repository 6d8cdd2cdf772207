/**
 * The orders of one talent record (talent management's 订单状态, queryRecommendedPositionList),
 * and the stage history of every order of the person (getOrderStateLogByCandidateId).
 */
import { orderEndpoints } from '@hh/domain/orders/orders.endpoints';
import { recommendEndpoints } from '@hh/domain/orders/recommend.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { candidateKeys } from './keys';

export function talentOrdersQuery(userId: string) {
  return queryOptions({
    queryKey: candidateKeys.orders(userId),
    queryFn: () => call(recommendEndpoints.ordersOfTalent, { query: { userId } }),
  });
}

export function personStateLogsQuery(commonUserId: string) {
  return queryOptions({
    queryKey: candidateKeys.stateLogs(commonUserId),
    queryFn: () => call(orderEndpoints.stateLogOfPerson, { body: { commonUserId } }),
  });
}
