import { describe, expect, it } from 'vitest';
import { hasTurn, type PromptState, SHELL_PROMPTS, type ShellPrompt } from './prompt-queue';

const all = (state: PromptState, over: Partial<Record<ShellPrompt, PromptState>> = {}) =>
  ({ ...Object.fromEntries(SHELL_PROMPTS.map((n) => [n, state])), ...over }) as Record<ShellPrompt, PromptState>;

describe('the shell prompts take turns', () => {
  it('keeps the spec order: real-name, version notice, bind prompt, blind-push tips, then the interview reminder', () => {
    expect(SHELL_PROMPTS).toEqual(['realName', 'versionNotice', 'messengerBind', 'blindPushTips', 'homeInterview']);
  });

  it('opens one prompt at a time, the first that wants to', () => {
    const states = all('wants');
    expect(SHELL_PROMPTS.filter((n) => hasTurn(states, n))).toEqual(['realName']);
    const later = all('wants', { realName: 'done' });
    expect(SHELL_PROMPTS.filter((n) => hasTurn(later, n))).toEqual(['versionNotice']);
  });

  it('holds a later prompt back while an earlier check is still loading', () => {
    expect(hasTurn(all('done', { versionNotice: 'pending', homeInterview: 'wants' }), 'homeInterview')).toBe(false);
    expect(hasTurn(all('done', { homeInterview: 'wants' }), 'homeInterview')).toBe(true);
  });
});
