import { orderSearchSchema } from '@hh/domain/orders/order.schema';
import { describe, expect, it } from 'vitest';
import { countQueryOf, filtersFromSearch, nextFilters, OPEN_END_DATE, orderListBody, searchOfFilters } from './order-filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('order filters in the address', () => {
  it('reads the plain address as every order, page 1', () => {
    const f = read('');
    expect(f).toMatchObject({ candidateState: 0, subState: undefined, page: 1, groupUserIds: [] });
    expect(searchOfFilters(f).toString()).toBe('');
  });

  it('keeps a sub-state only on tabs 60 and 90, defaulting to 10', () => {
    expect(read('candidateState=60')).toMatchObject({ candidateState: 60, subState: 10 });
    expect(read('candidateState=90&subState=30')).toMatchObject({ candidateState: 90, subState: 30 });
    expect(read('candidateState=40&subState=20')).toMatchObject({ candidateState: 40, subState: undefined });
    // A sub-state the tab does not have falls back to the default.
    expect(read('candidateState=90&subState=40')).toMatchObject({ candidateState: 90, subState: 10 });
  });

  it('falls back to defaults for what a hand-edited address breaks', () => {
    const f = read('candidateState=77&page=-3&rejectStatus=9&filterStartDate=2024-13&searchWord=%20张三%20');
    expect(f).toMatchObject({ candidateState: 0, page: 1, rejectStatus: undefined, filterStartDate: '', searchWord: '张三' });
  });

  it('round-trips every filter', () => {
    const query =
      'candidateState=60&subState=20&searchWord=%E5%BC%A0&companyName=%E5%AD%97%E8%8A%82&positionName=Java&filterStartDate=2024-01-01&filterEndDate=2024-02-01&interviewStartDate=2024-03-01&rejectStatus=1&groupUserIds=a%2Cb&page=3';
    expect(searchOfFilters(read(query)).toString()).toBe(query);
  });
});

describe('changing the filters', () => {
  it('starts a new tab on page 1 with its default sub-state; tab 0 clears both', () => {
    const onPage3 = read('candidateState=40&page=3');
    expect(nextFilters(onPage3, { candidateState: 60 })).toMatchObject({ candidateState: 60, subState: 10, page: 1 });
    expect(nextFilters(read('candidateState=60&subState=30'), { candidateState: 0 })).toMatchObject({
      candidateState: 0,
      subState: undefined,
    });
    expect(nextFilters(read('candidateState=60&subState=30'), { subState: 40 })).toMatchObject({
      candidateState: 60,
      subState: 40,
      page: 1,
    });
  });

  it('keeps the tab on a new search and the search on a new page', () => {
    const f = nextFilters(read('candidateState=90&subState=20&page=2'), { searchWord: '李' });
    expect(f).toMatchObject({ candidateState: 90, subState: 20, page: 1, searchWord: '李' });
    expect(nextFilters(f, { page: 4 })).toMatchObject({ searchWord: '李', page: 4 });
  });
});

describe('the calls built from the filters', () => {
  it('pages 20 at a time and sends onlyMe true on own orders, without the group', () => {
    const body = orderListBody(read('candidateState=60&page=3&groupUserIds=a'), 'my');
    expect(body).toEqual({ onlyMe: true, candidateState: 60, subState: 10, query: { limit: 20, offset: 40 } });
    // The server reads it with the same schema.
    expect(orderSearchSchema.safeParse(body).success).toBe(true);
  });

  it('sends onlyMe false with the picked consultants on the all-bills view; none picked is the whole scope', () => {
    expect(orderListBody(read('groupUserIds=u1,u2'), 'group')).toMatchObject({ onlyMe: false, groupUserIds: ['u1', 'u2'] });
    expect(orderListBody(read(''), 'company')).not.toHaveProperty('groupUserIds');
  });

  it('sends an open end date as the 2888 sentinel', () => {
    const body = orderListBody(read('filterStartDate=2024-05-01&interviewEndDate=2024-06-30'), 'my');
    expect(body).toMatchObject({ filterStartDate: '2024-05-01', filterEndDate: OPEN_END_DATE, interviewEndDate: '2024-06-30' });
    expect(body).not.toHaveProperty('interviewStartDate');
    expect(OPEN_END_DATE).toBe('2888-12-31');
    expect(orderSearchSchema.safeParse(body).success).toBe(true);
  });

  it('counts follow the search but not the tab, with the group comma-joined', () => {
    const q = countQueryOf(read('candidateState=40&searchWord=王&rejectStatus=1&groupUserIds=u1,u2'), 'cityPm');
    expect(q).toEqual({ kind: 'cityPm', onlyMe: false, searchWord: '王', rejectStatus: 1, groupUserIds: 'u1,u2' });
  });

  it('carries the PM picked from queryPms.json in the address, the list and the counts', () => {
    const f = filtersFromSearch(new URLSearchParams('pmId=abc-123'));
    expect(f.pmId).toBe('abc-123');
    expect(searchOfFilters(f).get('pmId')).toBe('abc-123');
    expect(orderListBody(f, 'my')).toMatchObject({ pmId: 'abc-123' });
    expect(countQueryOf(f, 'my')).toMatchObject({ pmId: 'abc-123' });
  });
});
