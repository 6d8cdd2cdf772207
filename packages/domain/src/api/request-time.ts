/**
 * The request-time rule of spec 000 §7–8: every call but a few exempt ones carries
 * `requesttime=<ms timestamp><one random digit>`; the server echoes it in the
 * `requesttime` header and refuses stamps it has seen in the session or that are far
 * from its clock.
 */
export const REQUEST_TIME_PARAM = 'requesttime';
export const REQUEST_TIME_HEADER = 'requesttime';
/** How far a stamp may be from the server clock, either way. */
export const REQUEST_TIME_TOLERANCE_MS = 5 * 60_000;
export const REQUEST_TIME_REFUSED_MESSAGE = '操作频繁，稍后再试';
/**
 * Set on a refusal because the stamp was already used in the session. The client's stamps never
 * repeat within a tab, so for a page this means another tab of the same session sent the same
 * stamp (the same millisecond and digit): the page sends the call once more with a new stamp.
 */
export const REQUEST_TIME_REUSED_HEADER = 'requesttime-reused';

const EXEMPT_PATTERNS: readonly RegExp[] = [
  /^\/api\/login\.json$/,
  /^\/api\/loginState\.json$/,
  // getData is how a visitor's page learns the server clock, so it cannot require the clock to be right.
  /^\/api\/getData$/,
  /^\/api\/lietou\/behavior\/log$/,
  /^\/api\/positions\/reRecommand\/list\/[^/]+$/,
];

/** The spec's four exemptions (behaviour log, login.json, re-recommend list, loginState.json) and getData, where the clock is learned. */
export function isRequestTimeExempt(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return EXEMPT_PATTERNS.some((re) => re.test(bare));
}

/**
 * Makes the next stamp. Stamps of one tab never repeat: when the clock has not moved
 * past the last stamp's millisecond, the millisecond is advanced by one, so parallel
 * calls in the same millisecond cannot collide and be refused as replays.
 */
export function nextRequestTime(nowMs: number, lastMs: number, randomDigit: number): { stamp: string; ms: number } {
  const ms = Math.max(Math.trunc(nowMs), lastMs + 1);
  const digit = Math.abs(Math.trunc(randomDigit)) % 10;
  return { stamp: `${ms}${digit}`, ms };
}

export type RequestTimeCheck = { ok: true; ms: number } | { ok: false; reason: 'missing' | 'malformed' | 'skewed' };

/** Checks the form of a stamp and its distance from the server clock. Replays are checked by the server's store. */
export function checkRequestTime(stamp: string | undefined, serverNowMs: number): RequestTimeCheck {
  if (stamp === undefined || stamp === '') return { ok: false, reason: 'missing' };
  if (!/^\d{14}$/.test(stamp)) return { ok: false, reason: 'malformed' };
  const ms = Number(stamp.slice(0, 13));
  if (Math.abs(ms - serverNowMs) > REQUEST_TIME_TOLERANCE_MS) return { ok: false, reason: 'skewed' };
  return { ok: true, ms };
}
