import { describe, expect, it } from 'vitest';
import type { StoredStage } from './order-stage';
import { type ExistingOrder, PROTECTION_DAYS, protectionVerdict } from './protection';

const now = Date.UTC(2026, 10, 21);
const day = 86_400_000;
const order = (firmId: string, stage: StoredStage, daysAgo: number, rejectStatus = 0): ExistingOrder => ({
  firmId,
  stage,
  rejectStatus,
  recommendedAt: now - daysAgo * day,
});

describe('撞单 protection (issue 4)', () => {
  it.each<[string, ExistingOrder[], 'ok' | 'same-firm' | 'protected']>([
    ['nobody recommended them', [], 'ok'],
    ['another firm recommended yesterday', [order('B', 30, 1)], 'protected'],
    ['another firm, pending communication only', [order('B', 20, 1)], 'protected'],
    ['another firm, just inside the window', [order('B', 30, PROTECTION_DAYS - 1)], 'protected'],
    ['another firm, window over and never marked valid', [order('B', 30, PROTECTION_DAYS + 1)], 'ok'],
    ['another firm, valid long ago and still running', [order('B', 62, 400)], 'protected'],
    ['another firm, onboard', [order('B', 91, 400)], 'protected'],
    ['another firm, past guarantee', [order('B', 93, 400)], 'protected'],
    ['another firm, terminated', [order('B', 127, 1)], 'ok'],
    ['another firm, stored in talent', [order('B', 110, 1)], 'ok'],
    ['another firm, rejected by the PM', [order('B', 30, 1, 1)], 'ok'],
    ['another firm, recommitted after a rejection', [order('B', 30, 1, 2)], 'protected'],
    ['our firm, running', [order('A', 40, 1)], 'same-firm'],
    ['our firm, terminated', [order('A', 127, 1)], 'ok'],
    ['our firm terminated, theirs running', [order('A', 127, 1), order('B', 50, 3)], 'protected'],
  ])('%s → %s', (_, existing, expected) => {
    const verdict = protectionVerdict('A', existing, now);
    expect(verdict.allowed ? 'ok' : verdict.rule).toBe(expected);
    if (!verdict.allowed) expect(verdict.message).toMatch(expected === 'protected' ? /^撞单/ : /本公司/);
    if (!verdict.allowed) expect(existing).toContain(verdict.by);
  });
});
