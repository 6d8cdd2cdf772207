import { describe, expect, it } from 'vitest';
import {
  boundTalkSeconds,
  CALL_EVENTS,
  CALL_STATES,
  type CallEvent,
  type CallState,
  callTakesEvents,
  canResendCode,
  defaultCallLogRange,
  FINAL_CALL_STATES,
  foldCallEvents,
  formatTalkTime,
  isChannelMode,
  judgeCode,
  judgeWebhook,
  maskChairPassword,
  nextCallState,
  SMS_CODE_RULES,
} from './call-rules';

describe('call state moves', () => {
  const table: Array<[CallState, CallEvent, CallState | null]> = [
    ['placed', 'ringing', 'ringing'],
    ['placed', 'answered', 'answered'],
    ['ringing', 'answered', 'answered'],
    ['ringing', 'no_answer', 'no_answer'],
    ['ringing', 'busy', 'busy'],
    ['answered', 'completed', 'completed'],
    ['answered', 'failed', 'failed'],
    ['ringing', 'completed', null],
    ['answered', 'ringing', null],
    ['completed', 'answered', null],
    ['no_answer', 'answered', null],
    ['busy', 'completed', null],
  ];
  it.each(table)('%s + %s → %s', (state, event, next) => {
    expect(nextCallState(state, event)).toBe(next);
  });
  it('never moves a final call', () => {
    for (const state of FINAL_CALL_STATES) for (const event of CALL_EVENTS) expect(nextCallState(state, event)).toBeNull();
  });
  it('every state is reachable or the start', () => {
    const reached = new Set<CallState>(['placed']);
    for (const s of CALL_STATES)
      for (const e of CALL_EVENTS) {
        const n = nextCallState(s, e);
        if (n) reached.add(n);
      }
    expect([...reached].sort()).toEqual([...CALL_STATES].sort());
  });
});

describe('events in any order', () => {
  it.each([
    [[], 'placed'],
    [['completed'], 'placed'],
    [['completed', 'answered'], 'completed'],
    [['completed', 'ringing', 'answered', 'completed'], 'completed'],
    [['busy', 'ringing'], 'busy'],
    [['answered', 'busy'], 'answered'],
  ] as const)('%o → %s', (events, state) => expect(foldCallEvents(events)).toBe(state));
});

describe('events after a call ended', () => {
  it.each([
    ['placed', true],
    ['ringing', true],
    ['answered', true],
    ['completed', false],
    ['no_answer', false],
    ['busy', false],
    ['failed', false],
  ] as const)('%s takes events: %s', (state, takes) => expect(callTakesEvents(state)).toBe(takes));

  it('keeps a 未接听 call unanswered: the late answered and completed are never folded in', () => {
    // What folding every event would do if the late ones were recorded: the call the probe rewrote.
    expect(foldCallEvents(['ringing', 'no_answer', 'answered', 'completed'])).toBe('completed');
    expect(callTakesEvents(foldCallEvents(['ringing', 'no_answer']))).toBe(false);
  });
});

describe('talk time bounded by the call’s own times', () => {
  const started = Date.UTC(2026, 4, 1, 2);
  it.each([
    ['as reported when it fits', { reported: 5, answeredAt: started + 2_000, endedAt: started + 7_000 }, 5],
    ['at most answered → ended', { reported: 3_600, answeredAt: started + 2_000, endedAt: started + 7_000 }, 5],
    ['a part second rounds up', { reported: 9, answeredAt: started + 2_000, endedAt: started + 6_400 }, 5],
    ['at most started → ended before the answer is known', { reported: 3_600, answeredAt: null, endedAt: started + 8_000 }, 8],
    [
      'never longer than started → ended, even answered "before" it started',
      { reported: 3_600, answeredAt: started - 60_000, endedAt: started + 8_000 },
      8,
    ],
    ['nothing when it ended before it was answered', { reported: 30, answeredAt: started + 9_000, endedAt: started + 8_000 }, 0],
    ['nothing when it ended before it started', { reported: 30, answeredAt: null, endedAt: started - 1_000 }, 0],
    ['never negative', { reported: -5, answeredAt: started, endedAt: started + 8_000 }, 0],
  ])('%s', (_name, call, seconds) => expect(boundTalkSeconds({ startedAt: started, ...call })).toBe(seconds));
});

describe('channel modes', () => {
  it.each([
    [1, true],
    [2, true],
    [0, false],
    [3, false],
  ])('%i is a mode: %s', (mode, yes) => expect(isChannelMode(mode)).toBe(yes));
});

describe('SMS code rules', () => {
  const now = 1_700_000_000_000;
  it.each([
    [null, true],
    [{ sentAt: now - 59_000 }, false],
    [{ sentAt: now - 60_000 }, true],
  ])('resend after %o → %s', (last, ok) => expect(canResendCode(last, now).ok).toBe(ok));
  it('says how long to wait', () => expect(canResendCode({ sentAt: now - 15_500 }, now)).toEqual({ ok: false, waitSeconds: 45 }));

  const sent = { phone: '13812345678', sentAt: now - 1000, tries: 0 };
  it.each([
    ['no code sent', null, '13812345678', true, now, 'missing'],
    ['right code', sent, '13812345678', true, now, 'ok'],
    ['wrong code', sent, '13812345678', false, now, 'wrong'],
    ['other phone', sent, '13912345678', true, now, 'other_phone'],
    ['after 10 minutes', sent, '13812345678', true, now + SMS_CODE_RULES.validMs, 'expired'],
    ['just inside 10 minutes', sent, '13812345678', true, now + SMS_CODE_RULES.validMs - 1000, 'ok'],
    ['five wrong tries', { ...sent, tries: 5 }, '13812345678', true, now, 'too_many_tries'],
    ['four wrong tries', { ...sent, tries: 4 }, '13812345678', true, now, 'ok'],
  ] as const)('%s', (_name, state, phone, matches, at, verdict) => {
    expect(judgeCode(state, phone, matches, at)).toBe(verdict);
  });
});

describe('webhook rules', () => {
  const now = 1_700_000_000_000;
  it.each([
    [undefined, true, 'no_signature'],
    [String(now), null, 'no_signature'],
    ['abc', true, 'bad_timestamp'],
    [String(now - 6 * 60_000), true, 'stale'],
    [String(now + 6 * 60_000), true, 'stale'],
    [String(now - 4 * 60_000), false, 'bad_signature'],
    [String(now - 4 * 60_000), true, 'ok'],
  ] as const)('timestamp %s, signature %s → %s', (timestamp, signatureValid, verdict) => {
    expect(judgeWebhook({ timestamp, signatureValid, now })).toBe(verdict);
  });
});

describe('call log defaults and formats', () => {
  it('ranges from the first of the month to the end of today in China', () => {
    // 2024-03-15 02:00 UTC is 10:00 in China.
    const { startTime, endTime } = defaultCallLogRange(Date.UTC(2024, 2, 15, 2));
    expect(new Date(startTime).toISOString()).toBe('2024-02-29T16:00:00.000Z');
    expect(new Date(endTime).toISOString()).toBe('2024-03-15T15:59:59.999Z');
  });
  it('uses the China date near midnight UTC', () => {
    // 2024-03-31 17:00 UTC is already 1 April in China.
    const { startTime } = defaultCallLogRange(Date.UTC(2024, 2, 31, 17));
    expect(new Date(startTime).toISOString()).toBe('2024-03-31T16:00:00.000Z');
  });
  it.each([
    [0, '0秒'],
    [59, '59秒'],
    [75, '1分15秒'],
    [3725, '1小时2分5秒'],
  ])('%i s reads %s', (s, text) => expect(formatTalkTime(s)).toBe(text));
  it.each([
    ['ab', '******'],
    ['83920471', '******71'],
  ])('masks %s as %s', (p, m) => expect(maskChairPassword(p)).toBe(m));
});
