/**
 * Order management lists (spec 000 §6): which call a list uses follows the page and the role —
 * own orders the personal list, the all-bills view of a manager the company list, of a city
 * leader the city PM group list, of a team leader the group list. The counts call mirrors it.
 */
import { isRoleCode } from '@hh/domain/accounts/role';
import { allBillsKindOf, type OrderListKind } from '@hh/domain/orders/order.schema';
import { orderEndpoints as api } from '@hh/domain/orders/orders.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { countQueryOf, type OrderFilters, orderListBody } from '../pages/order-filters';
import { orderKeys } from './keys';

/** The all-bills list of a role: the manager's the firm's, the city leader's the city's, the team leader's the team's; anyone else has only their own. */
export function allBillsKind(roleCode: number | null): OrderListKind | null {
  return isRoleCode(roleCode) ? allBillsKindOf(roleCode) : null;
}

export function orderListQuery(kind: OrderListKind, filters: OrderFilters) {
  const body = orderListBody(filters, kind);
  return queryOptions({
    queryKey: orderKeys.list(kind, body),
    queryFn: () => call(api.lists[kind], { body }),
  });
}

export function orderCountQuery(kind: OrderListKind, filters: OrderFilters) {
  const query = countQueryOf(filters, kind);
  const { onlyMe, ...rest } = query;
  return queryOptions({
    queryKey: orderKeys.counts(kind, query),
    // A query string carries onlyMe as text.
    queryFn: () => call(api.counts, { query: { ...rest, onlyMe: onlyMe ? 'true' : 'false' } }),
  });
}
