import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A trial request from the public site's dialog (POST /api/free/add/apply): who asked, from
 * which address, and how the platform's sales staff followed it up in the console.
 */
export const trialRequests = pgTable(
  'trial_requests',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    firmName: text('firm_name').notNull(),
    city: text('city').notNull(),
    /** The requesting address, kept for the per-address rate limit's audit. */
    ip: text('ip').notNull(),
    /** new | contacted | closed */
    status: text('status').notNull().default('new'),
    note: text('note').notNull().default(''),
    handledBy: uuid('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trial_requests_created').on(t.createdAt)],
);
