import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';

/**
 * One transfer of the ledger (modules/coins/ledger.service.ts): `amount` of `asset` from one
 * account to another, immutable once written; corrections are reversing transfers. `once_key`
 * is the transfer's idempotency key, unique: the same key again moves nothing more.
 * `kind` is the reason code (LedgerReason); `firm_id`/`user_id` name the firm and the person the
 * transfer is about (for the firm's and the user's lists). Account keys: `platform`,
 * `firm:<firmId>`, `team:<teamId>`, `user:<userId>`, `deposit:<firmId>`.
 */
export const coinMovements = pgTable(
  'coin_movements',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    firmId: uuid('firm_id').references(() => firms.id),
    userId: uuid('user_id').references(() => users.id),
    onceKey: text('once_key').notNull(),
    note: text('note').notNull().default(''),
    asset: text('asset').notNull().default('coin'),
    fromAccount: text('from_account').notNull().default(''),
    toAccount: text('to_account').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    reference: text('reference'),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coin_movements_once').on(t.onceKey),
    index('coin_movements_firm_time').on(t.firmId, t.createdAt),
    check('coin_movements_amount_positive', sql`${t.amount} > 0`),
    check('coin_movements_two_accounts', sql`${t.fromAccount} <> ${t.toAccount}`),
  ],
);

/**
 * The double-entry rows: each transfer writes two, summing to zero. Append-only; each account's
 * balance is the sum of its entries. `balance_after` is the account's balance right after the
 * entry; `user_id`/`firm_id`/`team_id` say whose account it is, for index range sums.
 */
export const coinEntries = pgTable(
  'coin_entries',
  {
    id: uuid('id').primaryKey(),
    movementId: uuid('movement_id')
      .notNull()
      .references(() => coinMovements.id),
    account: text('account').notNull(),
    userId: uuid('user_id').references(() => users.id),
    firmId: uuid('firm_id').references(() => firms.id),
    teamId: uuid('team_id'),
    asset: text('asset').notNull().default('coin'),
    amount: integer('amount').notNull(),
    /** Ledger order: taken while the transfer holds its balance locks, so per account it follows the order balances changed. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Entries are read by account (statements), by movement (the other side, the ledger check)
    // and by firm and month (the monthly ledger); every index is kept up by each transfer.
    index('coin_entries_firm_time').on(t.firmId, t.createdAt),
    index('coin_entries_movement').on(t.movementId),
    index('coin_entries_account_seq').on(t.account, t.asset, t.seq),
  ],
);

/**
 * One balance per account and asset, updated in the same statement as its entries by the
 * `coin_transfer` function (migration 0017). The CHECK is what makes an overdraft impossible
 * whatever the code does: only the platform (the issuer) may go below zero.
 */
export const coinBalances = pgTable(
  'coin_balances',
  {
    account: text('account').notNull(),
    asset: text('asset').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    firmId: uuid('firm_id'),
    teamId: uuid('team_id'),
    userId: uuid('user_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.asset] }),
    index('coin_balances_firm').on(t.firmId, t.asset),
    index('coin_balances_team').on(t.teamId, t.asset),
    check('coin_balances_not_negative', sql`${t.balance} >= 0 or ${t.account} = 'platform'`),
  ],
);
