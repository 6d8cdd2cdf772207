import { describe, expect, it } from 'vitest';
import { DutyCycle } from './duty-cycle';

/** A clock the steps move by hand, and the rests it was asked for. */
/** A duty cycle on a clock the test moves: work advances it by its length, a rest by the rest asked for. */
function onTestClock(share: number) {
  let now = 0;
  const rests: number[] = [];
  const cycle = new DutyCycle(
    share,
    () => now,
    async (ms) => {
      rests.push(ms);
      now += ms;
    },
  );
  const work =
    (ms: number, result = 'done') =>
    async () => {
      now += ms;
      return result;
    };
  return { cycle, rests, work, elapsed: () => now };
}

describe('DutyCycle', () => {
  it.each([
    [0.5, 100, 100],
    [0.34, 34, 66],
    [0.25, 30, 90],
    [1, 500, 0],
    [0.5, 0.4, 0],
  ])('at a share of %s a step of %s ms rests %s ms', async (share, worked, rested) => {
    const { cycle, rests, work } = onTestClock(share);
    await expect(cycle.step(work(worked))).resolves.toBe('done');
    expect(rests.reduce((a, b) => a + b, 0)).toBeCloseTo(rested, 5);
  });

  it('keeps the work at its share of the time over many steps', async () => {
    const { cycle, work, elapsed } = onTestClock(0.34);
    let worked = 0;
    for (const ms of [12, 80, 3, 41, 150, 9]) {
      await cycle.step(work(ms));
      worked += ms;
    }
    expect(worked / elapsed()).toBeCloseTo(0.34, 2);
  });

  it('rests after a failing step too, then throws its error', async () => {
    const { cycle, rests } = onTestClock(0.5);
    const failing = async () => {
      throw new Error('parse failed');
    };
    await expect(cycle.step(failing)).rejects.toThrow('parse failed');
    expect(rests).toEqual([]);
    let now = 0;
    const timed = new DutyCycle(
      0.5,
      () => now,
      async (ms) => void rests.push(ms),
    );
    await expect(
      timed.step(async () => {
        now += 40;
        throw new Error('store failed');
      }),
    ).rejects.toThrow('store failed');
    expect(rests).toEqual([40]);
  });

  it.each([0, -0.5, 1.5, Number.NaN])('refuses a share of %s', (share) => {
    expect(() => new DutyCycle(share)).toThrow(RangeError);
  });
});
