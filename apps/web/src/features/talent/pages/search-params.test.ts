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
