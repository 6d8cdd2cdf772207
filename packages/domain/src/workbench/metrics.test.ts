import { describe, expect, it } from 'vitest';
import { STAGE_MOVES } from '../orders/stage-machine';
import { chinaDate, chinaDayStart, chinaMonthStart, lastDays, metricOfLog } from './metrics';

describe('metricOfLog: which state log counts as which metric', () => {
  it.each([
    [null, 30, 'recommend'],
    [20, 30, 'recommend'],
    [30, 40, 'valid'],
    [50, 62, 'interviewBooked'],
    [63, 62, 'interviewBooked'],
    [62, 63, 'interviewAttended'],
    [64, 80, 'offer'],
    [80, 91, 'onboard'],
  ] as const)('%s → %s counts as %s', (from, to, metric) => {
    expect(metricOfLog(from, to)).toBe(metric);
  });

  it.each([
    [null, 20, 'a new order waiting for communication'],
    [40, 50, 'company passed'],
    [63, 64, 'interview passed'],
    [91, 93, 'past guarantee'],
    [20, 110, 'talent stored'],
    [62, 127, 'terminated'],
    [30, 30, 'a reject or recommit keeps the stage'],
    [40, 40, 'a transfer keeps the stage'],
    [80, 80, 'an offer update'],
  ] as const)('%s → %s counts for nothing (%s)', (from, to, _why) => {
    expect(metricOfLog(from, to)).toBeNull();
  });

  it('every move of the stage machine into a counted stage is counted', () => {
    for (const move of STAGE_MOVES) {
      if (move.to === null) continue;
      const counted = ([30, 40, 62, 63, 80, 91] as number[]).includes(move.to);
      for (const from of move.from) expect(metricOfLog(from, move.to) !== null).toBe(counted);
    }
  });
});

describe('China days', () => {
  it('counts 23:59 China time on its own day and 00:00 on the next', () => {
    expect(chinaDate(Date.UTC(2026, 10, 24, 15, 59))).toBe('2026-11-24');
    expect(chinaDate(Date.UTC(2026, 10, 24, 16, 0))).toBe('2026-11-25');
  });
  it('starts days and months at China midnight', () => {
    const t = Date.UTC(2026, 10, 24, 20, 0); // 2026-11-25 04:00 China
    expect(chinaDayStart(t)).toBe(Date.UTC(2026, 10, 24, 16, 0));
    expect(chinaMonthStart(t)).toBe(Date.UTC(2026, 9, 31, 16, 0));
  });
  it('lists the last days oldest first, ending today', () => {
    const days = lastDays(Date.UTC(2026, 10, 24, 20, 0), 30);
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2026-11-25');
    expect(days[0]).toBe('2026-10-27');
  });
});
