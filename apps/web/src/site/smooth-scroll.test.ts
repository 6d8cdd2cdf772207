import { describe, expect, it } from 'vitest';
import { easeInOutCubic, scrollTopAt } from './smooth-scroll';

describe('back-to-top motion', () => {
  it('starts where the page is and ends at the top after 450 ms', () => {
    expect(scrollTopAt(3000, 0, 450)).toBe(3000);
    expect(scrollTopAt(3000, 450, 450)).toBe(0);
    expect(scrollTopAt(3000, 900, 450)).toBe(0);
  });

  it('is half way at half the time and only ever moves up', () => {
    expect(scrollTopAt(3000, 225, 450)).toBe(1500);
    let last = Number.POSITIVE_INFINITY;
    for (let t = 0; t <= 450; t += 15) {
      const top = scrollTopAt(3000, t, 450);
      expect(top).toBeLessThanOrEqual(last);
      last = top;
    }
  });

  it('eases in and out', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
  });
});
