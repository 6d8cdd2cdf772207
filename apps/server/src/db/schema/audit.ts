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
    outcome: text('outcome', { enum: ['ok', 'wrong_password', 'wrong_otp', 'locked', 'closed'] }).notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_events_phone_time').on(t.phone, t.createdAt)],
);

/**
 * The staff audit trail (issue 31): one row per successful console write, written by the router
 * (platform/route.ts) after the handler succeeds. Append-only: a trigger refuses UPDATE, DELETE and
 * TRUNCATE (migration staff_audit_append_only). Actor name and role are copied, so a row reads as it
 * was written even after the account changes.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    staffRole: text('staff_role').notNull(),
    ip: text('ip'),
    method: text('method').notNull(),
    /** The endpoint's declared path, e.g. /api/ops/banners/:id. */
    route: text('route').notNull(),
    area: text('area').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    summary: text('summary'),
  },
  (t) => [
    index('staff_audit_time').on(t.at.desc(), t.id.desc()),
    index('staff_audit_actor_time').on(t.actorId, t.at.desc()),
    index('staff_audit_object_time').on(t.objectType, t.objectId, t.at.desc()),
    index('staff_audit_area_time').on(t.area, t.at.desc()),
  ],
);
