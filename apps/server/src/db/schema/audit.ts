import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The browser's behaviour log (POST /api/lietou/behavior/log). */
export const behaviorLogs = pgTable(
  'behavior_logs',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id'),
    firmId: uuid('firm_id'),
    event: text('event').notNull(),
    page: text('page'),
    detail: jsonb('detail'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('behavior_logs_user_time').on(t.userId, t.createdAt)],
);

/** Every time a risk threshold is crossed (state 2410). */
export const riskEvents = pgTable(
  'risk_events',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id'),
    firmId: uuid('firm_id'),
    action: text('action').notNull(),
    scope: text('scope', { enum: ['user', 'firm'] }).notNull(),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('risk_events_time').on(t.createdAt)],
);

/** Sign-in attempts, kept for the firm's security review and the throttling tests. */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id'),
    phone: text('phone').notNull(),
    outcome: text('outcome', { enum: ['ok', 'wrong_password', 'locked', 'closed'] }).notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_events_phone_time').on(t.phone, t.createdAt)],
);
