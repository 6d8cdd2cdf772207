/** The orders of one talent record (talent management's 订单状态, queryRecommendedPositionList). */
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
