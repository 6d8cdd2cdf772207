import { describe, expect, it } from 'vitest';
import type { ChooseRow } from '../orders/choose.schema';
import {
  type ChooseCandidateAction,
  type ChooseCandidateState,
  chooseCandidateListBody,
  chooseCandidateReducer,
  initialChooseCandidateState,
  readChooseCandidatePage,
} from './choose-candidate-state';

const row = (userId: string): ChooseRow => ({
  userId,
  commonUserId: `p-${userId}`,
  commonResumeId: `r-${userId}`,
  name: '候选人',
  sex: 1,
  age: 30,
  phone: '138****0000',
  email: 'a***@x.cn',
  city: '杭州',
  education: 5,
  workYears: 6,
  companyName: '某公司',
  positionName: '工程师',
  completed: true,
  ownerId: 'u1',
  ownerName: '王思琪',
  source: 'upload',
  remark: '',
  updateTime: 1,
  orderId: null,
  orderState: null,
  canRecommend: true,
});

/** A state somewhere in the middle of a session: page 3 of a filtered list with the dialog open. */
function busy(): ChooseCandidateState {
  const s = initialChooseCandidateState();
  return {
    ...s,
    filter: { ...s.filter, city: '杭州', positionName: 'Java' },
    showModal: true,
    id: 'c1',
    percent: 66,
    showProgress: true,
    chooseCandidateTab: 'COMPLETED',
    chooseCandidateRecommendLists: [row('a'), row('b')],
    totalCount: 57,
    loading: false,
    paging: { filterTime: true, current: 3, limit: 50 },
  };
}

describe('choose-candidate state (spec 000 §4)', () => {
  it('starts from the spec defaults: tab ALL, paging filterTime false, page 1, 20 a page', () => {
    const s = initialChooseCandidateState();
    expect(s.paging).toEqual({ filterTime: false, current: 1, limit: 20 });
    expect(s.chooseCandidateTab).toBe('ALL');
    expect(s.chooseCandidateRecommendLists).toEqual([]);
    expect(s.totalCount).toBe(0);
    expect(s.filter.education).toBe(0);
    expect(s.filter.sex).toBe(0);
    expect([s.showModal, s.showProgress, s.showSuccess, s.showError, s.loading]).toEqual([false, false, false, false, false]);
  });

  const cases: Array<{
    name: string;
    action: ChooseCandidateAction;
    expect: (before: ChooseCandidateState, after: ChooseCandidateState) => void;
  }> = [
    {
      name: 'merge changes only the given fields',
      action: { type: 'merge', changes: { showModal: false, showSuccess: true } },
      expect: (b, a) => {
        expect(a).toEqual({ ...b, showModal: false, showSuccess: true });
      },
    },
    {
      name: 'reset goes back to every default',
      action: { type: 'reset' },
      expect: (_b, a) => expect(a).toEqual(initialChooseCandidateState()),
    },
    {
      name: 'replaceList swaps list, total and loading, nothing else',
      action: { type: 'replaceList', list: [row('z')], totalCount: 1, loading: true },
      expect: (b, a) => {
        expect(a).toEqual({ ...b, chooseCandidateRecommendLists: [row('z')], totalCount: 1, loading: true });
      },
    },
    {
      name: 'switchTab resets paging to page 1, limit 20, filterTime false and keeps the filter',
      action: { type: 'switchTab', tab: 'UN_COMPLETED' },
      expect: (b, a) => {
        expect(a.chooseCandidateTab).toBe('UN_COMPLETED');
        expect(a.paging).toEqual({ filterTime: false, current: 1, limit: 20 });
        expect(a.filter).toEqual(b.filter);
        expect(a.chooseCandidateRecommendLists).toEqual(b.chooseCandidateRecommendLists);
      },
    },
    {
      name: 'changeSearch merges the new paging values into the existing ones',
      action: { type: 'changeSearch', paging: { current: 4 } },
      expect: (b, a) => {
        expect(a.paging).toEqual({ ...b.paging, current: 4 });
        expect(a.filter).toEqual(b.filter);
      },
    },
    {
      name: 'changeSearch merges filter fields and keeps the others',
      action: { type: 'changeSearch', filter: { education: 6 }, paging: { filterTime: true, current: 1 } },
      expect: (b, a) => {
        expect(a.filter).toEqual({ ...b.filter, education: 6 });
        expect(a.filter.city).toBe('杭州');
        expect(a.paging).toEqual({ filterTime: true, current: 1, limit: 50 });
      },
    },
  ];

  it.each(cases)('$name', ({ action, expect: check }) => {
    const before = busy();
    const frozen = JSON.parse(JSON.stringify(before)) as ChooseCandidateState;
    const after = chooseCandidateReducer(before, action);
    check(before, after);
    // The reducer never changes the state it was given.
    expect(before).toEqual(frozen);
  });
});

describe('the candidate-list search for a position (spec 000 §7)', () => {
  const at = (paging: ChooseCandidateState['paging']) => ({ ...initialChooseCandidateState(), paging });
  it.each([
    { paging: { filterTime: true, current: 5, limit: 20 }, offset: 0, why: 'a fresh search starts at 0 whatever the page' },
    { paging: { filterTime: false, current: 1, limit: 20 }, offset: 0, why: 'page 1' },
    { paging: { filterTime: false, current: 3, limit: 20 }, offset: 40, why: '(current − 1) × limit' },
    { paging: { filterTime: false, current: 2, limit: 50 }, offset: 50, why: 'another page size' },
  ])('offset $offset: $why', ({ paging, offset }) => {
    expect(chooseCandidateListBody(at(paging), 'pos-1').query).toEqual({ limit: paging.limit, offset });
  });

  it('sends the built filter, the tab and the position', () => {
    const s = chooseCandidateReducer(initialChooseCandidateState(), {
      type: 'changeSearch',
      filter: { userIdOrName: '李', workYearLower: 3, schoolType: ['1', '2'] },
    });
    const body = chooseCandidateListBody(chooseCandidateReducer(s, { type: 'switchTab', tab: 'COMPLETED' }), 'pos-9');
    expect(body).toMatchObject({
      userIdNamePhoneEmail: '李',
      workYearLower: 0.3,
      schoolType: '1,2',
      includeUpperEducation: true,
      tab: 'COMPLETED',
      positionId: 'pos-9',
      query: { limit: 20, offset: 0 },
    });
    expect(body).not.toHaveProperty('userIdOrName');
  });

  it.each([
    { data: { data: [row('a')], totalCount: 9 }, list: 1, total: 9 },
    { data: { totalCount: 4 }, list: 0, total: 4 },
    { data: { data: [row('a')] }, list: 1, total: 0 },
    { data: null, list: 0, total: 0 },
    { data: { data: 'x', totalCount: 'y' }, list: 0, total: 0 },
  ])('reads data.data and data.totalCount with their defaults: %j', ({ data, list, total }) => {
    const page = readChooseCandidatePage(data);
    expect(page.list).toHaveLength(list);
    expect(page.totalCount).toBe(total);
  });
});
