import { describe, expect, it } from 'vitest';
import { checkRequestTime, isRequestTimeExempt, nextRequestTime, REQUEST_TIME_TOLERANCE_MS } from './request-time';

describe('isRequestTimeExempt', () => {
  it.each([
    ['/api/login.json', true],
    ['/api/loginState.json', true],
    ['/api/lietou/behavior/log', true],
    ['/api/getData', true],
    ['/api/getDataX', false],
    ['/api/positions/reRecommand/list/abc123', true],
    ['/api/login.json?x=1', true],
    ['/api/logout.json', false],
    ['/api/commonUserInfo/myInfoData.json', false],
    ['/api/positions/reRecommand/list', false],
    ['/api/lietou/sysLog/list', false],
  ])('%s → %s', (path, expected) => {
    expect(isRequestTimeExempt(path)).toBe(expected);
  });
});

describe('nextRequestTime', () => {
  it.each([
    { now: 1_700_000_000_000, last: 0, digit: 7, stamp: '17000000000007' },
    { now: 1_700_000_000_000, last: 1_700_000_000_000, digit: 3, stamp: '17000000000013' },
    { now: 1_700_000_000_000, last: 1_700_000_000_005, digit: 12, stamp: '17000000000062' },
    { now: 1_700_000_000_000.9, last: 0, digit: 0, stamp: '17000000000000' },
  ])('now=$now last=$last → $stamp', ({ now, last, digit, stamp }) => {
    expect(nextRequestTime(now, last, digit).stamp).toBe(stamp);
  });

  it('never repeats within a burst of calls in one millisecond', () => {
    let last = 0;
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const next = nextRequestTime(1_700_000_000_000, last, 5);
      last = next.ms;
      seen.add(next.stamp);
    }
    expect(seen.size).toBe(50);
  });
});

describe('checkRequestTime', () => {
  const now = 1_700_000_000_000;
  it.each([
    [undefined, { ok: false, reason: 'missing' }],
    ['', { ok: false, reason: 'missing' }],
    ['abc', { ok: false, reason: 'malformed' }],
    ['1700000000000', { ok: false, reason: 'malformed' }],
    ['170000000000012', { ok: false, reason: 'malformed' }],
    [`${now}5`, { ok: true, ms: now }],
    [`${now - REQUEST_TIME_TOLERANCE_MS}1`, { ok: true, ms: now - REQUEST_TIME_TOLERANCE_MS }],
    [`${now - REQUEST_TIME_TOLERANCE_MS - 1}1`, { ok: false, reason: 'skewed' }],
    [`${now + REQUEST_TIME_TOLERANCE_MS + 1}1`, { ok: false, reason: 'skewed' }],
  ])('%s', (stamp, expected) => {
    expect(checkRequestTime(stamp, now)).toEqual(expected);
  });
});
