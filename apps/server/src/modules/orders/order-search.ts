import { lowerBound, upperBound } from '@hh/domain/orders/filter-dates';
import type { OrderSearch } from '@hh/domain/orders/order.schema';
import { isStoredStage } from '@hh/domain/orders/order-stage';
import { normaliseStageFilter, stagesOfFilter } from '@hh/domain/orders/order-tabs';
import { badRequest } from '../../platform/errors';
import type { OrderFilters } from './orders.repository';

function bound(value: string | undefined, kind: 'lower' | 'upper', label: string): number | undefined {
  const b = kind === 'lower' ? lowerBound(value) : upperBound(value);
  if ('invalid' in b) throw badRequest(`${label}格式应为YYYY-MM-DD`);
  return 'at' in b ? b.at : undefined;
}

/**
 * Turns the spec's order search object into repository filters: the tab and sub-state into
 * stored stages (state 0 clears both; sub-states only on 60 and 90), an exact orderState on
 * top, and the date ranges with the 2888 sentinel as an open end.
 */
export function toOrderFilters(search: Partial<OrderSearch>): OrderFilters {
  const tab = normaliseStageFilter(search.candidateState, search.subState);
  let stages = stagesOfFilter(tab);
  if (stages === null) throw badRequest('订单状态不正确');
  if (search.orderState !== undefined && search.orderState !== 0) {
    if (!isStoredStage(search.orderState)) throw badRequest('订单阶段不正确');
    stages = stages.includes(search.orderState) ? [search.orderState] : [];
  }
  const all = tab.candidateState === undefined && (search.orderState === undefined || search.orderState === 0);
  return {
    stages: all ? null : stages,
    rejectStatus: search.rejectStatus,
    searchWord: search.searchWord,
    pmId: search.pmId,
    companyName: search.companyName,
    positionName: search.positionName,
    companyId: search.companyId,
    positionId: search.positionId,
    recommendedFrom: bound(search.filterStartDate, 'lower', '推荐开始日期'),
    recommendedTo: bound(search.filterEndDate, 'upper', '推荐结束日期'),
    interviewFrom: bound(search.interviewStartDate, 'lower', '面试开始日期'),
    interviewTo: bound(search.interviewEndDate, 'upper', '面试结束日期'),
  };
}
