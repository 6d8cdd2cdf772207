import { bigint, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A staff member's authenticator (TOTP, RFC 6238): the secret sealed with the data key, pending
 * until the first code confirms it, and the last time step accepted, so no code is accepted twice
 * (RFC 6238 §5.2). One row per staff user; owned by modules/auth.
 */
export const staffMfa = pgTable('staff_mfa', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secretSealed: text('secret_sealed').notNull(),
  /** Null while the secret waits for its first code (enrolment started, not confirmed). */
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of a staff member, kept as keyed digests only; each works once instead of a code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeDigest: text('code_digest').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeDigest] })],
);
