/**
 * The coin ledger (docs/ARCHITECTURE.md › Bindings, the shared resume library and coins):
 * append-only, double-entry. Every movement is a set of entries whose amounts sum to zero; a balance is always a sum of entries, never a stored number.
 * Accounts: one per consultant (`user:<id>`) and the platform's (`platform`), which issues
 * rewards and receives spending, so its balance is the negative of all coins in circulation.
 */

/** What each coin movement is for. */
export const COIN_MOVEMENT_KINDS = ['grant', 'shareReward', 'shareTake'] as const;
export type CoinMovementKind = (typeof COIN_MOVEMENT_KINDS)[number];
export const COIN_MOVEMENT_LABELS: Record<CoinMovementKind, string> = {
  grant: '平台发放',
  shareReward: '分享简历奖励',
  shareTake: '共享简历加入人才库',
};

/**
 * The rules: sharing a resume that enters the library earns the sharer 1 coin, once per person
 * per firm (withdrawing and sharing again earns nothing); taking a shared resume into the talent
 * library costs 1 coin, refused when the balance cannot pay it (金币不足, nothing written).
 */
export const COIN_RULES = { shareReward: 1, shareTake: 1 } as const;

export const PLATFORM_ACCOUNT = 'platform';
export const userAccount = (userId: string) => `user:${userId}`;

export interface LedgerEntry {
  account: string;
  amount: number;
}

/** The two entries of moving `amount` coins from one account to another. */
export function transfer(from: string, to: string, amount: number): LedgerEntry[] {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`coin amounts are positive integers, got ${amount}`);
  if (from === to) throw new Error('a movement needs two different accounts');
  return [
    { account: from, amount: -amount },
    { account: to, amount },
  ];
}

/** The entries of a movement of `kind` for a consultant. */
export function movementEntries(kind: CoinMovementKind, userId: string, amount?: number): LedgerEntry[] {
  const user = userAccount(userId);
  switch (kind) {
    case 'grant':
      return transfer(PLATFORM_ACCOUNT, user, amount ?? 0);
    case 'shareReward':
      return transfer(PLATFORM_ACCOUNT, user, COIN_RULES.shareReward);
    case 'shareTake':
      return transfer(user, PLATFORM_ACCOUNT, COIN_RULES.shareTake);
  }
}

/** A ledger is balanced when every movement's entries sum to zero. */
export function isBalanced(entries: readonly LedgerEntry[]): boolean {
  return entries.reduce((sum, e) => sum + e.amount, 0) === 0;
}

export function balanceOf(entries: readonly LedgerEntry[], account: string): number {
  return entries.filter((e) => e.account === account).reduce((sum, e) => sum + e.amount, 0);
}

export const INSUFFICIENT_COINS = '金币不足';

/** Whether a consultant holding `balance` may pay `cost`. */
export function canPay(balance: number, cost: number): boolean {
  return balance >= cost;
}
