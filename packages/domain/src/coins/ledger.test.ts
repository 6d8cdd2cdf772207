import { describe, expect, it } from 'vitest';
import { balanceOf, COIN_RULES, canPay, isBalanced, movementEntries, PLATFORM_ACCOUNT, transfer, userAccount } from './ledger';

describe('coin ledger rules', () => {
  it.each([
    ['grant', 20, 20],
    ['shareReward', undefined, COIN_RULES.shareReward],
    ['shareTake', undefined, -COIN_RULES.shareTake],
  ] as const)('a %s moves the user by the rule and balances', (kind, amount, userDelta) => {
    const entries = movementEntries(kind, 'u1', amount);
    expect(entries).toHaveLength(2);
    expect(isBalanced(entries)).toBe(true);
    expect(balanceOf(entries, userAccount('u1'))).toBe(userDelta);
    expect(balanceOf(entries, PLATFORM_ACCOUNT)).toBe(-userDelta);
  });

  it('sharing earns 1 and taking costs 1', () => expect(COIN_RULES).toEqual({ shareReward: 1, shareTake: 1 }));

  it.each([[0], [-1], [1.5]])('refuses a movement of %s coins', (amount) => expect(() => transfer('a', 'b', amount)).toThrow());
  it('refuses a movement to the same account', () => expect(() => transfer('a', 'a', 1)).toThrow());

  it.each([
    [0, 1, false],
    [1, 1, true],
    [5, 1, true],
  ])('a balance of %i can pay %i: %s', (balance, cost, ok) => expect(canPay(balance, cost)).toBe(ok));

  it('a whole history stays balanced and sums to each balance', () => {
    const history = [
      ...movementEntries('grant', 'a', 3),
      ...movementEntries('shareReward', 'b'),
      ...movementEntries('shareTake', 'a'),
      ...movementEntries('shareTake', 'a'),
    ];
    expect(isBalanced(history)).toBe(true);
    expect(balanceOf(history, userAccount('a'))).toBe(1);
    expect(balanceOf(history, userAccount('b'))).toBe(1);
  });
});
