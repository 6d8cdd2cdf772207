import type { ImapOpenError } from './imap-inbox';

/**
 * Why a watch attempt ended without a connection in IDLE:
 * - `dropped`: the connection was lost after it was up (the server restarted, the network broke);
 * - `unreachable`: no connection or no IMAP answer;
 * - `refused`: the server refused the login (a changed password or app password);
 * - `blocked`: nothing will change until the consultant binds again — the host now resolves to an
 *   internal address (the guard refuses it) or the saved password cannot be opened.
 */
export type WatchFailure = 'dropped' | 'unreachable' | 'refused' | 'blocked';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** First delay and cap of each failure's back-off (ms); the delay doubles with each failure in a row. */
export const WATCH_BACKOFF: Record<WatchFailure, { first: number; cap: number }> = {
  dropped: { first: 5_000, cap: 15 * MINUTE },
  unreachable: { first: 5_000, cap: 15 * MINUTE },
  // A refused login is not tried again soon: mail servers lock accounts after repeated failures.
  refused: { first: 10 * MINUTE, cap: 6 * HOUR },
  blocked: { first: 6 * HOUR, cap: 6 * HOUR },
};

/**
 * Which back-off a sign-in that failed puts the mailbox in, by why it failed: the same for a
 * collection run (the sweep's back-off) and a watch. A server without TLS is `blocked`: nothing
 * changes until the consultant binds again with SSL (or the server gains STARTTLS).
 */
export const SIGN_IN_FAILURE: Record<ImapOpenError['reason'], WatchFailure> = {
  refused: 'refused',
  unreachable: 'unreachable',
  internal: 'blocked',
  insecure: 'blocked',
};

/** A server that announced no IDLE is asked again after this long (the minute sweep collects it meanwhile). */
export const NO_IDLE_RECHECK_MS = 6 * HOUR;

/**
 * How long no instance tries to watch a mailbox after its `failures`-th failed attempt in a row
 * (1 for the first): the failure's first delay, doubled for each earlier failure, at most its cap.
 */
export function watchRetryDelayMs(failure: WatchFailure, failures: number): number {
  const { first, cap } = WATCH_BACKOFF[failure];
  const doublings = Math.min(Math.max(0, failures - 1), 30);
  return Math.min(cap, first * 2 ** doublings);
}
