import { describe, expect, it } from 'vitest';
import { allowedActions, CaseState, canAct, evidenceDeadline, filingRefusal, isEvidenceOverdue } from './complaint-case';

const H = 3_600_000;

describe('filing refusals', () => {
  const base = { type: 1 as const, ownOrder: false, hasOpenCase: false };
  it.each([
    [1, 30, null],
    [1, 50, null],
    [1, 62, '订单已进入约面及之后的阶段，不能再投诉盲推'],
    [1, 64, '订单已进入约面及之后的阶段，不能再投诉盲推'],
    [1, 93, '订单已进入约面及之后的阶段，不能再投诉盲推'],
    [2, 62, null],
    [3, 91, null],
    [1, 127, '订单已终止，平台不受理该订单的投诉'],
    [2, 127, '订单已终止，平台不受理该订单的投诉'],
  ] as const)('type %i on stage %i → %s', (type, stage, refusal) => {
    expect(filingRefusal({ ...base, type, orderStage: stage })).toBe(refusal);
  });
  it('refuses a second open case and a complaint against oneself', () => {
    expect(filingRefusal({ ...base, orderStage: 30, hasOpenCase: true })).toBe('您对该订单已有一个处理中的投诉，请勿重复发起');
    expect(filingRefusal({ ...base, orderStage: 30, ownOrder: true })).toBe('不能投诉自己的订单');
  });
});

describe('case actions', () => {
  it.each([
    ['edit', 'complainant', CaseState.awaitingEvidence, true],
    ['edit', 'complainant', CaseState.answered, true],
    ['edit', 'complainant', CaseState.upheld, false],
    ['edit', 'defendant', CaseState.awaitingEvidence, false],
    ['revoke', 'complainant', CaseState.agreed, true],
    ['revoke', 'complainant', CaseState.dismissed, false],
    ['answer', 'defendant', CaseState.awaitingEvidence, true],
    ['answer', 'defendant', CaseState.overdue, false],
    ['answer', 'complainant', CaseState.awaitingEvidence, false],
    ['agree', 'defendant', CaseState.overdue, true],
    ['agree', 'defendant', CaseState.revoked, false],
    ['judge', 'staff', CaseState.awaitingEvidence, false],
    ['judge', 'staff', CaseState.answered, true],
    ['judge', 'staff', CaseState.overdue, true],
    ['judge', 'staff', CaseState.agreed, true],
    ['judge', 'staff', CaseState.upheld, false],
  ] as const)('%s by %s in state %i → %s', (action, role, state, allowed) => {
    expect(canAct(action, role, state)).toBe(allowed);
  });
  it('lists the buttons of each side', () => {
    expect(allowedActions(['complainant'], CaseState.awaitingEvidence)).toEqual(['edit', 'revoke']);
    expect(allowedActions(['defendant'], CaseState.awaitingEvidence)).toEqual(['answer', 'agree']);
    expect(allowedActions(['defendant'], CaseState.upheld)).toEqual([]);
  });
});

describe('the 24-hour evidence deadline', () => {
  const feedback = Date.UTC(2026, 4, 8, 10, 0);
  it.each([
    [0, false],
    [23 * H, false],
    [24 * H - 1, false],
    [24 * H, true],
    [30 * H, true],
  ])('%i ms after the feedback → overdue %s', (after, overdue) => {
    expect(isEvidenceOverdue(feedback, feedback + after)).toBe(overdue);
  });
  it('ends 24 hours after the complainant’s feedback, weekends included', () => {
    expect(evidenceDeadline(feedback)).toBe(Date.UTC(2026, 4, 9, 10, 0));
  });
});
