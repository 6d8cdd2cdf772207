import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_STATE, requestOf, searchOfState, stateFromSearch } from './search-params';

describe('talent search address ↔ state ↔ request', () => {
  it('round-trips a filled search through the address', () => {
    const state = {
      ...DEFAULT_SEARCH_STATE,
      tab: 'FREE' as const,
      page: 3,
      keyword: '销售',
      city: ['上海', '杭州'],
      education: 5,
      workYearLower: 3,
      schoolType: ['1', '2'],
      flags: ['has985EduExp' as const, 'gapPeriod' as const],
      source: 2,
    };
    expect(stateFromSearch(searchOfState(state))).toEqual(state);
  });

  it('keeps the address short and forgives hand-edited values', () => {
    expect(searchOfState(DEFAULT_SEARCH_STATE).toString()).toBe('');
    const s = stateFromSearch(new URLSearchParams('tab=X&page=-4&edu=99&sex=7&st=1,9&tags=bogus,isBatchOne&hop=8'));
    expect(s).toMatchObject({ tab: 'ALL', page: 1, education: 8, sex: 0, schoolType: ['1'], flags: ['isBatchOne'], hopping: null });
  });

  it('sends pay in yuan, the job-seeking status, projects and the graduation year the server accepts (issue 23)', () => {
    const state = {
      ...DEFAULT_SEARCH_STATE,
      salaryLow: 20,
      salaryHigh: 35.5,
      expectSalaryLow: 30,
      expectSalaryHigh: null,
      status: 3,
      project: ' 支付系统 ',
      graduateYear: 2018,
      graduateWhen: 'after' as const,
    };
    expect(stateFromSearch(searchOfState({ ...state, project: '支付系统' }))).toEqual({ ...state, project: '支付系统' });
    const body = requestOf(state);
    expect(body).toMatchObject({
      salaryLow: 20_000,
      salaryHigh: 35_500,
      expectSalaryLower: 30_000,
      status: 3,
      projectExperiences: '支付系统',
      graduateTime: '2018',
      graduateAgoOrAfter: 'after',
    });
    expect(body).not.toHaveProperty('expectSalaryUpper');
    // No year, no before/after; status 0 is any.
    const plain = requestOf({ ...DEFAULT_SEARCH_STATE, graduateWhen: 'ago' });
    expect(plain).not.toHaveProperty('graduateAgoOrAfter');
    expect(plain).not.toHaveProperty('status');
    expect(stateFromSearch(new URLSearchParams('js=9&gy=12&gw=soon'))).toMatchObject({ status: 0, graduateYear: null, graduateWhen: '' });
  });

  it('builds the request with the spec 000 §5 rules and the talent-search additions', () => {
    const now = 1_800_000_000_000;
    const body = requestOf(
      {
        ...DEFAULT_SEARCH_STATE,
        keyword: '开发',
        position: 'Java',
        who: '张伟',
        workYearLower: 3,
        workYearUpper: 10,
        schoolType: ['1', '3'],
        flags: ['gapPeriod', 'isOutSourcing'],
        tab: 'MINE',
        page: 2,
        refreshedDays: 30,
      },
      now,
    );
    expect(body).toMatchObject({
      searchKeyWord: '开发',
      userIdPositionName: 'Java',
      userIdNamePhoneEmail: '张伟',
      workYearLower: 0.3,
      workYearUpper: 1,
      schoolType: '1,3',
      education: 0,
      includeUpperEducation: true,
      gapPeriod: 1,
      isOutSourcing: true,
      tabEnum: 'MINE',
      rTimeBegin: now - 30 * 86_400_000,
      current: 2,
      limit: 20,
    });
    expect(body).not.toHaveProperty('positionName');
    expect(requestOf({ ...DEFAULT_SEARCH_STATE, education: 6 })).not.toHaveProperty('includeUpperEducation');
  });
});
