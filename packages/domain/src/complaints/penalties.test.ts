import { describe, expect, it } from 'vitest';
import { banMessage, compensation, consultantPenalty, depositForfeit, firmPenalty, performanceFailure } from './penalties';

const DAY = 86_400_000;
const at = Date.UTC(2026, 10, 25);

describe('the penalty ladder', () => {
  it.each([
    [1, { kind: 'warning' }],
    [2, { kind: 'ban', until: at + 15 * DAY }],
    [3, { kind: 'permanentBan' }],
    [4, { kind: 'permanentBan' }],
  ])('firm offence %i', (n, penalty) => {
    expect(firmPenalty(n, at)).toEqual(penalty);
  });
  it.each([
    [1, { kind: 'endOrder', markSensitive: true }],
    [2, { kind: 'endAllOrders', redMark: true, until: at + 15 * DAY }],
    [3, { kind: 'closeAccount', forfeitHistoryFees: true }],
  ])('consultant offence %i', (n, penalty) => {
    expect(consultantPenalty(n, at)).toEqual(penalty);
  });
  it('names the end date of a ban, or says it is permanent', () => {
    const fmt = (t: number) => new Date(t).toISOString().slice(0, 10);
    expect(banMessage({ who: 'firm', until: at + 15 * DAY }, fmt)).toBe('贵公司因违规被暂停推荐至2026-12-10，期间不能推荐或操作订单');
    expect(banMessage({ who: 'consultant', until: null }, fmt)).toBe('您的账号因违规已被永久禁止推荐，如有疑问请联系平台');
  });
});

describe('the performance check', () => {
  const joinedAt = at - 400 * DAY;
  it.each([
    ['recommended yesterday, valid 10 days ago', 1, 10, null],
    ['no recommendation for 14 days', 14, 10, null],
    ['no recommendation for 15 days', 15, 10, 'noRecommend'],
    ['recommending but no valid for 29 days', 1, 29, null],
    ['recommending but no valid for 30 days', 1, 30, 'noValid'],
    ['never anything', null, null, 'noRecommend'],
  ])('%s', (_name, recDays, validDays, failure) => {
    const facts = {
      joinedAt,
      lastRecommendAt: recDays === null ? null : at - recDays * DAY,
      lastValidAt: validDays === null ? null : at - validDays * DAY,
    };
    expect(performanceFailure(facts, at)).toBe(failure);
  });
  it('gives a new firm its first windows', () => {
    expect(performanceFailure({ joinedAt: at - 10 * DAY, lastRecommendAt: null, lastValidAt: null }, at)).toBeNull();
    expect(performanceFailure({ joinedAt: at - 20 * DAY, lastRecommendAt: null, lastValidAt: null }, at)).toBe('noRecommend');
  });
  it('forfeits 20% of the deposit', () => {
    expect(depositForfeit(500_000)).toBe(100_000);
    expect(depositForfeit(333)).toBe(66);
  });
});

describe('compensation', () => {
  it.each([
    ['client ends: last year halved', { kind: 'clientEnds', lastYearFeesFen: 12_000_001 }, 6_000_000],
    ['paused 3 months', { kind: 'paused', lastMonthFeesFen: 1_000_000, months: 3 }, 1_500_000],
    ['paused under a month counts 1', { kind: 'paused', lastMonthFeesFen: 1_000_000, months: 0 }, 500_000],
    ['paused 20 months counts 12', { kind: 'paused', lastMonthFeesFen: 1_000_000, months: 20 }, 6_000_000],
    ['platform pays the client: half', { kind: 'platformPays', payoutFen: 300_001 }, 150_000],
    ['other loss: full costs', { kind: 'otherLoss', costsFen: 42_000 }, 42_000],
  ] as const)('%s', (_name, c, fen) => {
    expect(compensation(c)).toBe(fen);
  });
});
