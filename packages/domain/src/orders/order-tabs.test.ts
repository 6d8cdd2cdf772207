import { describe, expect, it } from 'vitest';
import { normaliseStageFilter, stagesOfFilter, tabOfStage } from './order-tabs';

describe('order tabs and sub-states (spec 000 §4)', () => {
  it.each<[number | undefined, number | undefined, number | undefined, number | undefined]>([
    [0, 20, undefined, undefined],
    [undefined, 30, undefined, undefined],
    [30, 20, 30, undefined],
    [40, undefined, 40, undefined],
    [60, undefined, 60, 10],
    [60, 30, 60, 30],
    [90, undefined, 90, 10],
    [90, 20, 90, 20],
    [127, 10, 127, undefined],
  ])('state %s sub %s → state %s sub %s', (state, sub, expectedState, expectedSub) => {
    expect(normaliseStageFilter(state, sub)).toEqual({ candidateState: expectedState, subState: expectedSub });
  });

  it.each<[number | undefined, number | undefined, readonly number[] | null]>([
    [undefined, undefined, [20, 30, 40, 50, 62, 63, 64, 80, 91, 93, 110, 127]],
    [30, undefined, [30]],
    [60, 10, [62, 63, 64]],
    [60, 20, [62]],
    [60, 40, [64]],
    [60, 50, null],
    [90, 20, [91]],
    [90, 30, [93]],
    [55, undefined, null],
  ])('state %s sub %s selects %j', (candidateState, subState, stages) => {
    expect(stagesOfFilter({ candidateState, subState })).toEqual(stages);
  });

  it('files each stage under its tab', () => {
    expect([20, 30, 62, 63, 64, 80, 91, 93, 127].map((s) => tabOfStage(s as never))).toEqual([20, 30, 60, 60, 60, 80, 90, 90, 127]);
  });
});
