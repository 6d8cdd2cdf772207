import { describe, expect, it } from 'vitest';
import { WATCH_BACKOFF, watchRetryDelayMs } from './mailbox-watch-backoff';

describe('watchRetryDelayMs', () => {
  it('doubles the delay of a dropped or unreachable server with each failure in a row, up to 15 minutes', () => {
    expect([1, 2, 3, 4].map((n) => watchRetryDelayMs('dropped', n))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(watchRetryDelayMs('unreachable', 2)).toBe(10_000);
    expect(watchRetryDelayMs('dropped', 9)).toBe(15 * 60_000);
    expect(watchRetryDelayMs('dropped', 1000)).toBe(15 * 60_000);
  });

  it('waits long after a refused login, so the mail server is not hammered, and never more than 6 hours', () => {
    expect(watchRetryDelayMs('refused', 1)).toBe(10 * 60_000);
    expect(watchRetryDelayMs('refused', 2)).toBe(20 * 60_000);
    expect(watchRetryDelayMs('refused', 6)).toBe(320 * 60_000);
    expect(watchRetryDelayMs('refused', 7)).toBe(6 * 3_600_000);
    expect(watchRetryDelayMs('refused', 50)).toBe(6 * 3_600_000);
  });

  it('leaves a blocked mailbox (internal host, unreadable password) for hours whatever the count', () => {
    expect(watchRetryDelayMs('blocked', 1)).toBe(6 * 3_600_000);
    expect(watchRetryDelayMs('blocked', 7)).toBe(6 * 3_600_000);
  });

  it('treats a count below 1 as the first failure', () => {
    for (const failure of Object.keys(WATCH_BACKOFF) as (keyof typeof WATCH_BACKOFF)[]) {
      expect(watchRetryDelayMs(failure, 0)).toBe(WATCH_BACKOFF[failure].first);
    }
  });
});
