/**
 * Order management lists (spec 000 §6): which call a list uses follows the page and the role —
 * own orders the personal list, the all-bills view of a manager the company list, of a city
 * leader the city PM group list, of a team leader the group list. The counts call mirrors it.
 */
import { isRoleCode } from '@hh/domain/accounts/role';
import { allBillsKindOf, type OrderListKind, orderCountsSchema, orderPageSchema } from '@hh/domain/orders/order.schema';
import { queryOptions } from '@tanstack/react-query';
import { get, post } from '../../../api/http-client';
import { countQueryOf, type OrderFilters, orderListBody } from '../pages/order-filters';
import { orderKeys } from './keys';

const LIST_PATHS: Record<OrderListKind, string> = {
  my: '/api/order/my/orderList',
  group: '/api/order/group/orderList',
  cityPm: '/api/order/cityPm/group/orderList',
  company: '/api/order/company/orderList',
};

/** The all-bills list of a role: 30 the firm's, 25 the city's, 20 the team's; anyone else has only their own. */
export function allBillsKind(roleCode: number | null): OrderListKind | null {
  return isRoleCode(roleCode) ? allBillsKindOf(roleCode) : null;
}

export function orderListQuery(kind: OrderListKind, filters: OrderFilters) {
  const body = orderListBody(filters, kind);
  return queryOptions({
    queryKey: orderKeys.list(kind, body),
    queryFn: async () => orderPageSchema.parse(await post<unknown>(LIST_PATHS[kind], body)),
  });
}

export function orderCountQuery(kind: OrderListKind, filters: OrderFilters) {
  const query = countQueryOf(filters, kind);
  return queryOptions({
    queryKey: orderKeys.counts(kind, query),
    queryFn: async () => orderCountsSchema.parse(await get<unknown>('/api/order/orderCount', query)),
  });
}
