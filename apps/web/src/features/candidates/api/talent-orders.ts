/** The orders of one talent record (talent management's 订单状态, queryRecommendedPositionList). */
import type { OrderRow } from '@hh/domain/orders/order.schema';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../api/http-client';
import { candidateKeys } from './keys';

export function talentOrdersQuery(userId: string) {
  return queryOptions({
    queryKey: candidateKeys.orders(userId),
    queryFn: () => get<OrderRow[]>('/api/usermanager/queryRecommendedPositionList', { userId }),
  });
}
