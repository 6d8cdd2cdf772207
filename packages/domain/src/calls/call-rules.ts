import { CHINA_OFFSET_MS } from '../time/china-time';

/**
 * Calling (spec 000 §7, 001 §2–§4, §7): the states a call goes through, the two channel modes,
 * the SMS code rules of phone binding and the webhook rules of the telephony provider. The
 * server applies these tables; the web reads the same labels.
 */

/** Where a call is: placed → ringing → answered → completed, or ended unanswered (no_answer, busy, failed). */
export const CALL_STATES = ['placed', 'ringing', 'answered', 'completed', 'no_answer', 'busy', 'failed'] as const;
export type CallState = (typeof CALL_STATES)[number];

export const CALL_STATE_LABELS: Record<CallState, string> = {
  placed: '呼叫中',
  ringing: '振铃中',
  answered: '通话中',
  completed: '已接通',
  no_answer: '未接听',
  busy: '对方忙',
  failed: '呼叫失败',
};

/** A call in one of these states has ended; no event moves it again. */
export const FINAL_CALL_STATES: readonly CallState[] = ['completed', 'no_answer', 'busy', 'failed'];

/** The provider's events, in the order a call can see them. */
export const CALL_EVENTS = ['ringing', 'answered', 'completed', 'no_answer', 'busy', 'failed'] as const;
export type CallEvent = (typeof CALL_EVENTS)[number];

/** Which state each event moves a call to, from which states (a late or repeated event changes nothing). */
const CALL_MOVES: Record<CallEvent, { from: readonly CallState[]; to: CallState }> = {
  ringing: { from: ['placed'], to: 'ringing' },
  answered: { from: ['placed', 'ringing'], to: 'answered' },
  completed: { from: ['answered'], to: 'completed' },
  no_answer: { from: ['placed', 'ringing'], to: 'no_answer' },
  busy: { from: ['placed', 'ringing'], to: 'busy' },
  failed: { from: ['placed', 'ringing', 'answered'], to: 'failed' },
};

/**
 * A call's state from every event it has had, whatever order they arrived in (a provider may
 * deliver completed before answered): applied in the order a call goes through them.
 */
export function foldCallEvents(events: readonly CallEvent[]): CallState {
  const ordered = [...new Set(events)].sort((a, b) => CALL_EVENTS.indexOf(a) - CALL_EVENTS.indexOf(b));
  let state: CallState = 'placed';
  for (const event of ordered) state = nextCallState(state, event) ?? state;
  return state;
}

/**
 * Whether a call still takes events it has not had. An ended call takes none: its outcome is
 * settled, and a late event — delayed or forged — would rewrite it (a 未接听 call folded into a
 * completed one with a recording). The provider's events carry no sequence number that could say
 * a later event corrects an earlier one (telephony-provider.ts); a provider that sends one would be
 * compared here.
 */
export function callTakesEvents(state: CallState): boolean {
  return !FINAL_CALL_STATES.includes(state);
}

/**
 * The talk time kept for a completed call: what the provider reports, but never longer than the
 * call's own times allow — from answered (started, while the answer is not known) to ended, and
 * never longer than started to ended. Rounded up to the second, as providers bill.
 */
export function boundTalkSeconds(call: { reported: number; startedAt: number; answeredAt: number | null; endedAt: number }): number {
  const seconds = (from: number) => Math.ceil(Math.max(0, call.endedAt - from) / 1000);
  const longest = Math.min(seconds(call.startedAt), seconds(call.answeredAt ?? call.startedAt));
  return Math.max(0, Math.min(Math.round(call.reported), longest));
}

/** The move an event makes: from which states, to which (the server applies it as one conditional update). */
export function callMoveOf(event: CallEvent): { from: readonly CallState[]; to: CallState } {
  return CALL_MOVES[event];
}

/** The state an event moves a call to, or null when it does not apply from `state`. */
export function nextCallState(state: CallState, event: CallEvent): CallState | null {
  const move = CALL_MOVES[event];
  return move.from.includes(state) ? move.to : null;
}

/** Channel modes of GET/POST /api/lietouCall/chanel: 1 two-way click-to-call, 2 seat (chair) direct call. */
export const ChannelMode = { clickToCall: 1, seatDirect: 2 } as const;
export type ChannelMode = (typeof ChannelMode)[keyof typeof ChannelMode];
export const CHANNEL_MODE_LABELS: Record<ChannelMode, string> = {
  1: '双向回拨（先呼您绑定的手机，再呼候选人）',
  2: '坐席直拨（用您绑定的坐席拨打）',
};
export function isChannelMode(value: number): value is ChannelMode {
  return value === ChannelMode.clickToCall || value === ChannelMode.seatDirect;
}

/** SMS code of phone binding: resend after 60 s, 5 tries per code, valid 10 minutes. */
export const SMS_CODE_RULES = { resendAfterMs: 60_000, maxTries: 5, validMs: 10 * 60_000, length: 6 } as const;

export interface SmsCodeState {
  phone: string;
  sentAt: number;
  /** Wrong entries of this code so far. */
  tries: number;
}

/** May a new code be sent now? `waitSeconds` is what the message says when not. */
export function canResendCode(last: { sentAt: number } | null, now: number): { ok: true } | { ok: false; waitSeconds: number } {
  if (!last) return { ok: true };
  const wait = last.sentAt + SMS_CODE_RULES.resendAfterMs - now;
  return wait > 0 ? { ok: false, waitSeconds: Math.ceil(wait / 1000) } : { ok: true };
}

export type CodeVerdict = 'ok' | 'missing' | 'expired' | 'too_many_tries' | 'wrong' | 'other_phone';

export const CODE_VERDICT_MESSAGES: Record<Exclude<CodeVerdict, 'ok'>, string> = {
  missing: '请先获取验证码',
  expired: '验证码已过期，请重新获取',
  too_many_tries: '验证码错误次数过多，请重新获取',
  wrong: '验证码错误',
  other_phone: '手机号与获取验证码的手机号不一致',
};

/** Judges a code entered for `phone` against the code last sent (tries counts the wrong ones so far). */
export function judgeCode(sent: SmsCodeState | null, phone: string, matches: boolean, now: number): CodeVerdict {
  if (!sent) return 'missing';
  if (sent.phone !== phone) return 'other_phone';
  if (now - sent.sentAt > SMS_CODE_RULES.validMs) return 'expired';
  if (sent.tries >= SMS_CODE_RULES.maxTries) return 'too_many_tries';
  return matches ? 'ok' : 'wrong';
}

/** Provider webhooks: HMAC-SHA256 over `${timestamp}.${body}`, accepted within 5 minutes of our clock. */
export const WEBHOOK_RULES = {
  timestampHeader: 'x-call-timestamp',
  signatureHeader: 'x-call-signature',
  windowMs: 5 * 60_000,
} as const;

export type WebhookVerdict = 'ok' | 'no_signature' | 'bad_timestamp' | 'stale' | 'bad_signature';

/** The checks before the body is read, in order: both headers, a timestamp inside the window, then the signature. */
export function judgeWebhook(input: { timestamp: string | undefined; signatureValid: boolean | null; now: number }): WebhookVerdict {
  if (input.timestamp === undefined || input.signatureValid === null) return 'no_signature';
  if (!/^\d{10,16}$/.test(input.timestamp)) return 'bad_timestamp';
  if (Math.abs(input.now - Number(input.timestamp)) > WEBHOOK_RULES.windowMs) return 'stale';
  return input.signatureValid ? 'ok' : 'bad_signature';
}

/** Call logs: 20 a page, contactTimes descending, from the first of the month to the end of today (China time). */
export const CALL_LOG_PAGE_SIZE = 20;
export const CALL_LOG_SORTS = ['contactTimes', 'connectedTimes', 'talkSeconds', 'lastContactTime'] as const;
export type CallLogSort = (typeof CALL_LOG_SORTS)[number];
export const CALL_LOG_DEFAULT_SORT: CallLogSort = 'contactTimes';

/** [first of this month 00:00, today 23:59:59.999] in China time, as ms timestamps. */
export function defaultCallLogRange(now: number): { startTime: number; endTime: number } {
  const china = new Date(now + CHINA_OFFSET_MS);
  const startTime = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) - CHINA_OFFSET_MS;
  const endTime = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate() + 1) - CHINA_OFFSET_MS - 1;
  return { startTime, endTime };
}

/** 75 → 1分15秒; 0 → 0秒. */
export function formatTalkTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return `${h}小时${m}分${rest}秒`;
  return m > 0 ? `${m}分${rest}秒` : `${rest}秒`;
}

/** A chair's password as lists show it: never more than its last two characters. */
export function maskChairPassword(password: string): string {
  return password.length <= 2 ? '******' : `******${password.slice(-2)}`;
}
