import { describe, expect, it } from 'vitest';
import {
  accountKey,
  accountOwner,
  balanceOf,
  COIN_RULES,
  canPay,
  isBalanced,
  ledgerReasonLabel,
  PLATFORM_ACCOUNT,
  parseCoinAmount,
  transferEntries,
  transferProblem,
  userAccount,
} from './ledger';
import { mayTransferTo } from './transfer-rules';

describe('ledger accounts', () => {
  it.each([
    [{ kind: 'platform' } as const, 'platform', { firmId: null, teamId: null, userId: null }],
    [{ kind: 'firm', firmId: 'f' } as const, 'firm:f', { firmId: 'f', teamId: null, userId: null }],
    [{ kind: 'team', firmId: 'f', teamId: 't' } as const, 'team:t', { firmId: 'f', teamId: 't', userId: null }],
    [{ kind: 'user', firmId: 'f', userId: 'u' } as const, 'user:u', { firmId: 'f', teamId: null, userId: 'u' }],
    [{ kind: 'deposit', firmId: 'f' } as const, 'deposit:f', { firmId: 'f', teamId: null, userId: null }],
  ])('%o is stored as %s', (account, key, owner) => {
    expect(accountKey(account)).toBe(key);
    expect(accountOwner(account)).toEqual(owner);
  });

  it('names reasons in Chinese and shows an unknown code as itself', () => {
    expect(ledgerReasonLabel('transfer')).toBe('转账');
    expect(ledgerReasonLabel('someLaterReason')).toBe('someLaterReason');
  });
});

describe('a typed coin amount', () => {
  it.each([
    ['100', { ok: true, amount: 100 }],
    ['007', { ok: true, amount: 7 }],
    [' 3', { ok: false, message: '金币数必须是数字' }],
    ['3 ', { ok: false, message: '金币数必须是数字' }],
    ['+3', { ok: false, message: '金币数必须是数字' }],
    ['0x10', { ok: false, message: '金币数必须是数字' }],
    ['0', { ok: false, message: '金币数必须大于0' }],
    ['-5', { ok: false, message: '金币数必须大于0' }],
    ['1.5', { ok: false, message: '金币数必须是整数' }],
    ['abc', { ok: false, message: '金币数必须是数字' }],
    ['1e3', { ok: false, message: '金币数必须是数字' }],
    ['', { ok: false, message: '请输入转账金币数' }],
    [undefined, { ok: false, message: '请输入转账金币数' }],
    ['10000000000', { ok: false, message: '金币数过大' }],
  ])('%s → %o', (raw, expected) => expect(parseCoinAmount(raw)).toEqual(expected));
});

describe('a transfer request', () => {
  const a = { kind: 'user', firmId: 'f', userId: 'a' } as const;
  const b = { kind: 'user', firmId: 'f', userId: 'b' } as const;
  it.each([
    [{ key: 'k', from: a, to: b, amount: 1 }, null],
    [{ key: '', from: a, to: b, amount: 1 }, '缺少幂等键'],
    [{ key: 'k', from: a, to: b, amount: 0 }, '金额必须是正整数'],
    [{ key: 'k', from: a, to: b, amount: -3 }, '金额必须是正整数'],
    [{ key: 'k', from: a, to: b, amount: 2.5 }, '金额必须是正整数'],
    [{ key: 'k', from: a, to: a, amount: 1 }, '转出和转入不能是同一账户'],
  ])('%o → %s', (input, problem) => expect(transferProblem(input)).toBe(problem));
});

describe('double entry', () => {
  it('the coin rules: sharing earns 1, taking costs 1, an adopted share earns 2, a paid reveal costs 2, an onboarding earns 50', () =>
    expect(COIN_RULES).toEqual({ shareReward: 1, shareTake: 1, shareAdopted: 2, contactReveal: 2, onboardBonus: 50 }));

  it.each([[0], [-1], [1.5]])('refuses entries of %s', (amount) => expect(() => transferEntries('a', 'b', amount)).toThrow());
  it('refuses entries on one account', () => expect(() => transferEntries('a', 'a', 1)).toThrow());

  it.each([
    [0, 1, false],
    [1, 1, true],
    [5, 1, true],
  ])('a balance of %i can pay %i: %s', (balance, cost, ok) => expect(canPay(balance, cost)).toBe(ok));

  it('a whole history stays balanced and sums to each balance', () => {
    const history = [
      ...transferEntries(PLATFORM_ACCOUNT, userAccount('a'), 3),
      ...transferEntries(PLATFORM_ACCOUNT, userAccount('b'), 1),
      ...transferEntries(userAccount('a'), PLATFORM_ACCOUNT, 1),
      ...transferEntries(userAccount('a'), userAccount('b'), 1),
    ];
    expect(isBalanced(history)).toBe(true);
    expect(balanceOf(history, userAccount('a'))).toBe(1);
    expect(balanceOf(history, userAccount('b'))).toBe(2);
    expect(balanceOf(history, PLATFORM_ACCOUNT)).toBe(-3);
  });
});

describe('who may send coins to whom', () => {
  const member = { userId: 'm', roleCode: 10, teamLeaderId: 'l' } as const;
  const loner = { userId: 'm', roleCode: 10, teamLeaderId: null } as const;
  const leader = { userId: 'l', roleCode: 20, teamLeaderId: 'l' } as const;
  const city = { userId: 'c', roleCode: 25, teamLeaderId: null } as const;
  const manager = { userId: 'boss', roleCode: 30, teamLeaderId: null } as const;
  it.each([
    ['a member to the own team leader', member, 'l', ['m'], true],
    ['a member to a colleague', member, 'x', ['m'], false],
    ['a member without a team', loner, 'l', ['m'], false],
    ['a team leader within the team', leader, 'm', ['l', 'm'], true],
    ['a team leader outside the team', leader, 'x', ['l', 'm'], false],
    ['a city leader to a bound consultant', city, 'm', ['c', 'm'], true],
    ['a city leader to an unbound one', city, 'x', ['c', 'm'], false],
    ['a manager to anyone of the firm', manager, 'x', null, true],
    ['anyone to themselves', manager, 'boss', null, false],
  ] as const)('%s: %s', (_, sender, to, reach, ok) => expect(mayTransferTo(sender, to, reach)).toBe(ok));
});
