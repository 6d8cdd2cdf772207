import { describe, expect, it } from 'vitest';
import type { StoredStage } from './order-stage';
import { allowedActions, canMove, findMove, type MoveActor, type OrderAction } from './stage-machine';

const at = (stage: StoredStage, rejectStatus = 0) => ({ stage, rejectStatus });

describe('the stage machine (issue 4)', () => {
  it.each<[OrderAction, StoredStage, number, MoveActor, StoredStage | null | false]>([
    // [action, from stage, reject status, actor, resulting stage | null (details only) | false (refused)]
    ['recommend', 20, 0, 'consultant', 30],
    ['recommend', 30, 0, 'consultant', false],
    ['recommend', 20, 0, 'pm', false],
    ['markValid', 30, 0, 'pm', 40],
    ['markValid', 30, 2, 'pm', 40],
    ['markValid', 30, 1, 'pm', false],
    ['markValid', 30, 0, 'consultant', false],
    ['markValid', 40, 0, 'pm', false],
    ['reject', 30, 0, 'pm', null],
    ['reject', 30, 1, 'pm', false],
    ['reject', 40, 0, 'pm', false],
    ['recommit', 30, 1, 'consultant', null],
    ['recommit', 30, 1, 'leader', null],
    ['recommit', 30, 0, 'consultant', false],
    ['recommit', 30, 2, 'consultant', false],
    ['companyPass', 40, 0, 'pm', 50],
    ['companyPass', 30, 0, 'pm', false],
    ['bookInterview', 50, 0, 'pm', 62],
    ['bookInterview', 63, 0, 'pm', 62],
    ['bookInterview', 40, 0, 'pm', false],
    ['bookInterview', 50, 0, 'consultant', false],
    ['attendInterview', 62, 0, 'pm', 63],
    ['attendInterview', 50, 0, 'pm', false],
    ['passInterview', 63, 0, 'pm', 64],
    ['passInterview', 62, 0, 'pm', false],
    ['makeOffer', 64, 0, 'pm', 80],
    ['makeOffer', 64, 0, 'consultant', 80],
    ['makeOffer', 63, 0, 'consultant', false],
    ['updateOffer', 80, 0, 'consultant', null],
    ['updateOffer', 91, 0, 'consultant', false],
    ['confirmOnboard', 80, 0, 'pm', 91],
    ['confirmOnboard', 80, 0, 'consultant', false],
    ['passGuarantee', 91, 0, 'job', 93],
    ['passGuarantee', 91, 0, 'pm', false],
    ['passGuarantee', 80, 0, 'job', false],
    ['storeTalent', 20, 0, 'consultant', 110],
    ['storeTalent', 30, 0, 'consultant', false],
    ['terminate', 30, 0, 'consultant', 127],
    ['terminate', 80, 0, 'leader', 127],
    ['terminate', 62, 0, 'pm', 127],
    ['terminate', 91, 0, 'consultant', false],
    ['terminate', 91, 0, 'pm', 127],
    ['terminate', 93, 0, 'pm', false],
    ['terminate', 127, 0, 'pm', false],
    ['terminate', 110, 0, 'consultant', false],
  ])('%s from %i (reject %i) by %s → %s', (action, stage, reject, actor, expected) => {
    const move = findMove(action, at(stage, reject), actor);
    if (expected === false) {
      expect(move).toBeUndefined();
      expect(canMove(action, at(stage, reject), actor)).toBe(false);
    } else {
      expect(move?.to ?? null).toBe(expected);
    }
  });

  it('offers no move on closed orders except to the platform', () => {
    for (const stage of [93, 110, 127] as const) {
      for (const actor of ['consultant', 'leader', 'pm', 'job'] as const) expect(allowedActions(at(stage), actor)).toEqual([]);
    }
  });

  it('lists the buttons a consultant gets at each stage', () => {
    expect(allowedActions(at(20), 'consultant')).toEqual(['recommend', 'storeTalent', 'terminate']);
    expect(allowedActions(at(30, 1), 'consultant')).toEqual(['recommit', 'terminate']);
    expect(allowedActions(at(64), 'consultant')).toEqual(['makeOffer', 'terminate']);
    expect(allowedActions(at(30), 'pm')).toEqual(['markValid', 'reject', 'terminate']);
  });
});
