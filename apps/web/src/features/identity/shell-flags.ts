import { formatChinaTime } from '@hh/domain/time/china-time';

/**
 * The shell's cached flags (spec 001 §4): once the server has said a user is real-name verified,
 * or has bound the enterprise messenger, the answer is kept in local storage for that user, so
 * later visits show no prompt while the server is asked; the firm's company nature is kept the
 * same way from myInfoData. A cached answer is refreshed when it changes: a good answer is checked
 * again in the background once a day (a binding removed elsewhere clears it), and the company
 * nature is rewritten whenever myInfoData answers with another value. Signing out clears storage.
 */
export type ShellFlag = 'realNameVerified' | 'messengerBound';

const key = (flag: ShellFlag | 'companyNature', userId: string) => `hh.${flag}.${userId}`;

/** Today's date in Beijing: a 稍后 lasts until the day ends there, a cached answer is re-checked the next day. */
const today = () => formatChinaTime(Date.now(), 'YYYY-MM-DD');

interface Cached<T> {
  value: T;
  /** The Beijing date the server last said so. */
  checked: string;
}

function read<T>(storageKey: string): Cached<T> | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey);
    if (!raw) return undefined;
    // A flag cached before answers carried their date: still good, checked again today.
    if (raw === '1') return { value: true as T, checked: '' };
    const parsed = JSON.parse(raw) as Cached<T>;
    return typeof parsed === 'object' && parsed !== null && 'value' in parsed ? parsed : undefined;
  } catch {
    // Storage can be unavailable (privacy modes) or hold garbage: then the server is asked each time.
    return undefined;
  }
}

function write(storageKey: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(storageKey, JSON.stringify({ value, checked: today() }));
  } catch {
    // As above: nothing is cached, nothing breaks.
  }
}

export function readFlag(flag: ShellFlag, userId: string): boolean {
  return read<boolean>(key(flag, userId))?.value === true;
}

/** Whether a cached good answer is from an earlier day, so the server is asked again in the background. */
export function flagNeedsCheck(flag: ShellFlag, userId: string): boolean {
  return read<boolean>(key(flag, userId))?.checked !== today();
}

export function rememberFlag(flag: ShellFlag, userId: string): void {
  write(key(flag, userId), true);
}

/** The server says it no longer holds (a binding removed): the prompt may come back. */
export function forgetFlag(flag: ShellFlag, userId: string): void {
  try {
    globalThis.localStorage?.removeItem(key(flag, userId));
  } catch {
    // Nothing cached without storage.
  }
}

/** Keeps myInfoData's company nature; rewrites it only when it changed or was last seen on another day. */
export function syncCompanyNature(userId: string, nature: number | null): void {
  const cached = read<number | null>(key('companyNature', userId));
  if (cached && cached.value === nature && cached.checked === today()) return;
  write(key('companyNature', userId), nature);
}

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
