import { formatChinaTime } from '@hh/domain/time/china-time';

/**
 * The shell's cached flags (spec 001 §4): once the server has said a user is real-name verified,
 * or has bound the enterprise messenger, the answer is kept in local storage for that user, so
 * later visits neither ask the server again nor show the prompt. Signing out clears storage.
 */
export type ShellFlag = 'realNameVerified' | 'messengerBound';

const key = (flag: ShellFlag, userId: string) => `hh.${flag}.${userId}`;

export function readFlag(flag: ShellFlag, userId: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key(flag, userId)) === '1';
  } catch {
    // Storage can be unavailable (privacy modes): then the server is asked each time.
    return false;
  }
}

export function rememberFlag(flag: ShellFlag, userId: string): void {
  try {
    globalThis.localStorage?.setItem(key(flag, userId), '1');
  } catch {
    // As above: nothing is cached, nothing breaks.
  }
}

/** Today's date in Beijing: a 稍后 lasts until the day ends there. */
const today = () => formatChinaTime(Date.now(), 'YYYY-MM-DD');

/** A prompt put off with 稍后 stays away for the rest of the day, across page loads and tabs. */
export function promptPutOff(flag: ShellFlag, userId: string): boolean {
  try {
    return globalThis.localStorage?.getItem(`${key(flag, userId)}.later`) === today();
  } catch {
    return false;
  }
}

export function putOffPrompt(flag: ShellFlag, userId: string): void {
  try {
    globalThis.localStorage?.setItem(`${key(flag, userId)}.later`, today());
  } catch {
    // Without storage the prompt simply comes back on the next load.
  }
}
