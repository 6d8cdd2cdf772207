import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Headhunting firms: the tenants. */
export const firms = pgTable('firms', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  /** lietouCompanyNature; null when the firm has none (its manager then sees 结算管理). */
  nature: smallint('nature'),
  shareResumeLibOpen: boolean('share_resume_lib_open').notNull().default(false),
  lagouResumeOpen: boolean('lagou_resume_open').notNull().default(false),
  companyResumeOpen: boolean('company_resume_open').notNull().default(false),
  /** The platform's business-development contact for this firm (a staff user). */
  bdUserId: uuid('bd_user_id'),
  /** The firm's own mail domains, set by its manager: order exports may be mailed there (modules/accounts/mail-domains). */
  mailDomains: text('mail_domains').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    name: text('name').notNull(),
    leaderId: uuid('leader_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('teams_firm_name_live').on(t.firmId, t.name).where(sql`dismissed_at is null`)],
);

/** Consultants of firms and platform staff alike; `kind` tells them apart. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['consultant', 'staff'] }).notNull(),
    firmId: uuid('firm_id').references(() => firms.id),
    teamId: uuid('team_id').references(() => teams.id),
    roleCode: smallint('role_code'),
    staffRole: text('staff_role', { enum: ['admin', 'pm', 'assistant', 'bd', 'finance'] }),
    phone: text('phone').notNull(),
    cname: text('cname').notNull(),
    email: text('email'),
    weixin: text('weixin'),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_phone').on(t.phone), index('users_firm_team').on(t.firmId, t.teamId)],
);

/** Users bound to a city leader (role 25): the leader's data scope. */
export const cityLeaderBindings = pgTable(
  'city_leader_bindings',
  {
    leaderId: uuid('leader_id')
      .notNull()
      .references(() => users.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.leaderId, t.userId] })],
);

/** Sign-in sessions. Only the SHA-256 of the cookie token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** When the session passed the staff second factor (a code at sign-in or enrolment); null: never. */
    mfaVerifiedAt: timestamp('mfa_verified_at', { withTimezone: true }),
    /** Last call seen, written at most every few minutes: a staff session idle too long ends (modules/auth/session.service.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);
