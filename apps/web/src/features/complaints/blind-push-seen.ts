/**
 * The blind-push tips (spec 001 §4) show once per change: the count last shown to a user is kept
 * in local storage under that user's id, and the dialog opens only for a count above 0 that differs
 * from it. The count is asked once per browser session (tab) — at the start of the work, not after
 * each recommendation the consultant has just made (each one waits for its candidate's
 * confirmation, so it raises the count). Signing out clears both, like the shell's other flags.
 */
const key = (userId: string) => `hh.blindPushTips.${userId}`;
const sessionKey = (userId: string) => `hh.blindPushTips.asked.${userId}`;

export function askedThisSession(userId: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(sessionKey(userId)) === '1';
  } catch {
    return false;
  }
}

export function markAskedThisSession(userId: string): void {
  try {
    globalThis.sessionStorage?.setItem(sessionKey(userId), '1');
  } catch {
    // Without storage the count is asked on each load.
  }
}

export function lastShownCount(userId: string): number | null {
  try {
    const raw = globalThis.localStorage?.getItem(key(userId));
    if (raw === null || raw === undefined) return null;
    const n = Number(raw);
    return Number.isInteger(n) && n >= 0 ? n : null;
  } catch {
    // Storage unavailable (privacy modes): the count counts as never shown.
    return null;
  }
}

export function rememberShownCount(userId: string, count: number): void {
  try {
    globalThis.localStorage?.setItem(key(userId), String(count));
  } catch {
    // Without storage the dialog comes back on the next load.
  }
}

/** Whether a count should open the dialog: above 0 and not the one last shown to this user. */
export function shouldShowTips(count: number, lastShown: number | null): boolean {
  return count > 0 && count !== lastShown;
}
