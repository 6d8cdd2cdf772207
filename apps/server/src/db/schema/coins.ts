import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';

/**
 * One movement of coins (a grant, a share reward, a take). `once_key` makes a movement that may
 * happen only once (the share reward per person per firm) unique.
 */
export const coinMovements = pgTable(
  'coin_movements',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    firmId: uuid('firm_id').references(() => firms.id),
    userId: uuid('user_id').references(() => users.id),
    onceKey: text('once_key'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coin_movements_once').on(t.onceKey)],
);

/**
 * The double-entry rows: each movement's entries sum to zero. Append-only; a balance is the sum
 * of an account's entries. `user_id`/`firm_id` are set on consultant accounts so the totals of
 * a user and of a firm are index range sums.
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
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coin_entries_user').on(t.userId, t.amount),
    index('coin_entries_firm').on(t.firmId, t.amount),
    index('coin_entries_movement').on(t.movementId),
  ],
);
