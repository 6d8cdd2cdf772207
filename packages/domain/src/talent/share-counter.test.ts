import { describe, expect, it } from 'vitest';
import { nextShareCounter } from './share-counter';

describe('share counter (spec 001 §4: increments; after exceeding 100 it goes back to 2)', () => {
  it.each([
    [0, 1, 1],
    [1, 1, 2],
    [99, 1, 100],
    [100, 1, 2],
    [2, 1, 3],
    [98, 5, 4],
    [100, 3, 4],
    [-3, 1, 1],
    [Number.NaN, 1, 1],
    [7, 0, 7],
  ])('from %s by %i → %i', (from, by, next) => expect(nextShareCounter(from, by)).toBe(next));

  it('never passes 100 over a long run', () => {
    let value = 0;
    for (let i = 0; i < 1000; i++) {
      value = nextShareCounter(value);
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(100);
    }
  });
});
