import { describe, expect, it } from 'vitest';
import {
  decideTalentAdd,
  releaseListTypeOf,
  showsCapacityReminder,
  TALENT_ADD_OUTCOME_LABELS,
  type TalentAddFacts,
  TalentAddOutcome,
} from './binding';

const facts = (over: Partial<TalentAddFacts>): TalentAddFacts => ({
  eligible: true,
  heldByCaller: false,
  heldByOther: false,
  unrecommended: 0,
  maxUnrecommended: 90,
  ...over,
});

describe('talent-library add outcomes (spec 000 §4)', () => {
  it('labels every outcome code in Chinese', () => {
    expect(TalentAddOutcome).toEqual({ notAdded: 10001, occupied: 10002, maxReached: 10003, error: 10004 });
    expect(TALENT_ADD_OUTCOME_LABELS[10002]).toBe('已被其他顾问占用');
    expect(TALENT_ADD_OUTCOME_LABELS[10003]).toBe('绑定人数已达上限：未推荐的绑定候选人最多90人');
    expect(TALENT_ADD_OUTCOME_LABELS[10004]).toBe('添加失败');
  });

  const cases: [string, Partial<TalentAddFacts>, string | number][] = [
    ['a free pool person is added', {}, 'add'],
    ['one the caller already holds is answered as added', { heldByCaller: true, heldByOther: true, eligible: false }, 'already'],
    ['one outside the pool and the shared library is an error', { eligible: false }, 10004],
    ['occupation wins over ineligibility', { eligible: false, heldByOther: true }, 10002],
    ['one held by another consultant is occupied', { heldByOther: true }, 10002],
    ['occupation wins over the limit', { heldByOther: true, unrecommended: 90 }, 10002],
    ['89 unrecommended of 90 still adds', { unrecommended: 89 }, 'add'],
    ['90 unrecommended of 90 is the limit', { unrecommended: 90 }, 10003],
    ['a firm limit of 2 applies', { unrecommended: 2, maxUnrecommended: 2 }, 10003],
  ];
  it.each(cases)('%s', (_rule, over, expected) => {
    const verdict = decideTalentAdd(facts(over));
    if (typeof expected === 'number') {
      expect(verdict).toMatchObject({ kind: 'refuse', outcome: expected });
    } else {
      expect(verdict.kind).toBe(expected);
    }
  });

  it('names the firm limit in the 10003 message', () => {
    expect(decideTalentAdd(facts({ unrecommended: 5, maxUnrecommended: 5 }))).toMatchObject({
      message: '绑定人数已达上限：未推荐的绑定候选人最多5人',
    });
  });
});

describe('release-list types', () => {
  it.each([
    [{ heldByCaller: false, heldByOther: false }, 0],
    [{ heldByCaller: true, heldByOther: false }, -1],
    [{ heldByCaller: false, heldByOther: true }, -2],
    [{ heldByCaller: true, heldByOther: true }, -1],
  ])('%o → %i', (row, type) => expect(releaseListTypeOf(row)).toBe(type));
});

describe('capacity reminder', () => {
  it.each([
    [80, 90, 10, true],
    [79, 90, 10, false],
    [90, 90, 10, true],
    [0, 5, 10, true],
  ])('%i of %i with reminder %i → %s', (used, max, reminder, shows) => expect(showsCapacityReminder(used, max, reminder)).toBe(shows));
});
