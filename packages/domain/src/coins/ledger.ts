import { numeralValue } from '../api/number-param';

/**
 * The ledger (docs/ARCHITECTURE.md › Coins): the one place where value moves. Append-only and
 * double-entry: every movement is one transfer that debits one account and credits another by
 * the same positive integer amount, immutable once written; corrections are reversing transfers.
 * Two assets: coins, and money in fen (deposits, fines, commissions). Accounts: the platform
 * (the issuer, the only account allowed below zero), each firm's pool, each team, each user, and
 * each firm's performance deposit.
 */

export const LEDGER_ASSETS = ['coin', 'fen'] as const;
export type LedgerAsset = (typeof LEDGER_ASSETS)[number];

export type LedgerAccount =
  | { kind: 'platform' }
  | { kind: 'firm'; firmId: string }
  | { kind: 'team'; firmId: string; teamId: string }
  | { kind: 'user'; firmId: string; userId: string }
  | { kind: 'deposit'; firmId: string };

/** Why a transfer happened; the label is what the movement lists show. */
export const LEDGER_REASON_LABELS = {
  grant: '平台发放',
  credit: '平台充值',
  adjust: '平台调整',
  transfer: '转账',
  charge: '管理员分配',
  shareReward: '分享简历奖励',
  shareTake: '共享简历加入人才库',
  shareAdopted: '分享简历被采用',
  onboardBonus: '入职奖励',
  contactReveal: '查看联系方式',
  payout: '佣金发放',
  deposit: '保证金',
  fine: '罚款',
  forfeit: '保证金扣除',
  refund: '退款',
  reversal: '冲正',
} as const;
export type LedgerReason = keyof typeof LEDGER_REASON_LABELS;

/** The chinese label of a reason code; an unknown code (a later module's) shows as itself. */
export function ledgerReasonLabel(reason: string): string {
  return (LEDGER_REASON_LABELS as Record<string, string>)[reason] ?? reason;
}

export const PLATFORM_ACCOUNT = 'platform';
export const userAccount = (userId: string) => `user:${userId}`;

/** The stored key of an account: `platform`, `firm:<id>`, `team:<id>`, `user:<id>`, `deposit:<id>`. */
export function accountKey(account: LedgerAccount): string {
  switch (account.kind) {
    case 'platform':
      return PLATFORM_ACCOUNT;
    case 'firm':
      return `firm:${account.firmId}`;
    case 'team':
      return `team:${account.teamId}`;
    case 'user':
      return userAccount(account.userId);
    case 'deposit':
      return `deposit:${account.firmId}`;
  }
}

/** The owner columns stored beside an account's entries and balance. */
export function accountOwner(account: LedgerAccount): { firmId: string | null; teamId: string | null; userId: string | null } {
  switch (account.kind) {
    case 'platform':
      return { firmId: null, teamId: null, userId: null };
    case 'firm':
    case 'deposit':
      return { firmId: account.firmId, teamId: null, userId: null };
    case 'team':
      return { firmId: account.firmId, teamId: account.teamId, userId: null };
    case 'user':
      return { firmId: account.firmId, teamId: null, userId: account.userId };
  }
}

export const LEDGER_KEY_MAX = 200;

/** Why a transfer request is malformed, or null when it is well-formed. */
export function transferProblem(input: { key: string; from: LedgerAccount; to: LedgerAccount; amount: number }): string | null {
  if (!input.key || input.key.length > LEDGER_KEY_MAX) return '缺少幂等键';
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return '金额必须是正整数';
  if (accountKey(input.from) === accountKey(input.to)) return '转出和转入不能是同一账户';
  return null;
}

/**
 * Reads a coin amount typed by a person (the `coin` query of transfer/coin): only a positive
 * whole number of at most 9 digits passes, written as every number of the contract is
 * (api/number-param.ts: no spaces around it, no plus sign, no exponent); anything else gets the
 * Chinese reason.
 */
export function parseCoinAmount(raw: string | undefined): { ok: true; amount: number } | { ok: false; message: string } {
  if (raw === undefined || raw === '') return { ok: false, message: '请输入转账金币数' };
  const n = numeralValue(raw);
  if (typeof n !== 'number') return { ok: false, message: '金币数必须是数字' };
  if (!Number.isInteger(n)) return { ok: false, message: '金币数必须是整数' };
  if (n <= 0) return { ok: false, message: '金币数必须大于0' };
  if (n > 999_999_999) return { ok: false, message: '金币数过大' };
  return { ok: true, amount: n };
}

export const INSUFFICIENT_COINS = '金币不足';
export const INSUFFICIENT_FUNDS = '余额不足';

/**
 * Where coins come from and go (docs/API.md › Coins):
 * - shareReward: sharing a resume that enters another firm's library earns the sharer 1 coin, once per person per firm;
 * - shareTake: taking a shared resume into the talent library costs 1 coin;
 * - shareAdopted: when another firm takes a shared resume in, the consultant who shared it earns 2 coins,
 *   once per person per taking firm (key `shareAdopted:<takerFirmId>:<personId>`);
 * - contactReveal: revealing a pool person's contact beyond the free daily quota costs 2 coins, once per
 *   person per consultant per day (key `contactReveal:<userId>:<personId>:<day>`);
 * - onboardBonus: an order reaching 91 (onboarding confirmed) earns its consultant 50 coins, once per order
 *   (key `order:<id>:onboard-bonus`), kept when the hire later leaves.
 * A charge the balance cannot pay is refused (金币不足, nothing written).
 */
export const COIN_RULES = { shareReward: 1, shareTake: 1, shareAdopted: 2, contactReveal: 2, onboardBonus: 50 } as const;

/** The ledger key of an order's onboarding bonus: one per order, whatever re-runs the 91. */
export const onboardBonusKey = (orderId: string) => `order:${orderId}:onboard-bonus`;
/** The ledger key of a paid contact reveal: revealing the same person again the same day costs nothing more. */
export const contactRevealKey = (userId: string, personId: string, day: string) => `contactReveal:${userId}:${personId}:${day}`;

/** Whether a consultant holding `balance` may pay `cost`. */
export function canPay(balance: number, cost: number): boolean {
  return balance >= cost;
}

export interface LedgerEntry {
  account: string;
  amount: number;
}

/** The two entries of moving `amount` from one account to another. */
export function transferEntries(from: string, to: string, amount: number): LedgerEntry[] {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`ledger amounts are positive integers, got ${amount}`);
  if (from === to) throw new Error('a transfer needs two different accounts');
  return [
    { account: from, amount: -amount },
    { account: to, amount },
  ];
}

/** A ledger is balanced when its entries sum to zero. */
export function isBalanced(entries: readonly LedgerEntry[]): boolean {
  return entries.reduce((sum, e) => sum + e.amount, 0) === 0;
}

export function balanceOf(entries: readonly LedgerEntry[], account: string): number {
  return entries.filter((e) => e.account === account).reduce((sum, e) => sum + e.amount, 0);
}
