import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/**
 * The shell's prompts take turns (spec 001 §4, issue 16): after the session check, the real-name
 * check, then the version notice, then the messenger bind prompt, then the blind-push tips; the
 * home screen's interview reminder comes last. A prompt opens only when every prompt before it is
 * done (not needed, or closed), so two never pile up at sign-in.
 */
export const SHELL_PROMPTS = ['realName', 'versionNotice', 'messengerBind', 'blindPushTips', 'homeInterview'] as const;
export type ShellPrompt = (typeof SHELL_PROMPTS)[number];
/** pending: not known yet (its check is loading); wants: would open now; done: nothing to show. */
export type PromptState = 'pending' | 'wants' | 'done';

interface Queue {
  states: Record<ShellPrompt, PromptState>;
  report: (name: ShellPrompt, state: PromptState) => void;
}

const QueueContext = createContext<Queue | null>(null);

/** Whether `name` may open, given the states of every prompt. */
export function hasTurn(states: Record<ShellPrompt, PromptState>, name: ShellPrompt): boolean {
  const before = SHELL_PROMPTS.slice(0, SHELL_PROMPTS.indexOf(name));
  return states[name] === 'wants' && before.every((n) => states[n] === 'done');
}

/** `absent`: prompts this shell does not have, which never hold the others back. */
export function PromptQueue({ absent = [], children }: { absent?: readonly ShellPrompt[]; children: ReactNode }) {
  const [states, setStates] = useState(
    () => Object.fromEntries(SHELL_PROMPTS.map((n) => [n, absent.includes(n) ? 'done' : 'pending'])) as Record<ShellPrompt, PromptState>,
  );
  const report = useCallback(
    (name: ShellPrompt, state: PromptState) => setStates((s) => (s[name] === state ? s : { ...s, [name]: state })),
    [],
  );
  const value = useMemo(() => ({ states, report }), [states, report]);
  return <QueueContext.Provider value={value}>{children}</QueueContext.Provider>;
}

/** Reports this prompt's state and answers whether it may open now. Outside a queue it opens when it wants. */
export function usePromptTurn(name: ShellPrompt, state: PromptState): boolean {
  const queue = useContext(QueueContext);
  const report = queue?.report;
  useEffect(() => report?.(name, state), [report, name, state]);
  // A prompt that goes away (its page left) no longer holds the later ones back.
  useEffect(() => () => report?.(name, 'done'), [report, name]);
  if (!queue) return state === 'wants';
  return hasTurn({ ...queue.states, [name]: state }, name);
}
