import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Real-name verifications: one row per attempt (init.json), decided by the face provider
 * (validate.json). A user is verified when one of their rows has passed. The ID-card number is
 * kept sealed (AES-GCM, platform/secret-box.ts) with its last four digits for display, and a
 * keyed digest that finds the same number verified on another account without opening it.
 */
export const realNameVerifications = pgTable(
  'real_name_verifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The provider's id of the face step (certifyId); opaque, random. */
    certifyId: text('certify_id').notNull(),
    provider: text('provider').notNull(),
    certName: text('cert_name').notNull(),
    idCardEncrypted: text('id_card_encrypted').notNull(),
    idCardLast4: text('id_card_last4').notNull(),
    idCardDigest: text('id_card_digest').notNull(),
    status: text('status', { enum: ['pending', 'passed', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('real_name_certify_id').on(t.certifyId),
    index('real_name_user').on(t.userId, t.createdAt),
    uniqueIndex('real_name_passed_user').on(t.userId).where(sql`status = 'passed'`),
    uniqueIndex('real_name_passed_id_card').on(t.idCardDigest).where(sql`status = 'passed'`),
  ],
);

/** A user's enterprise-messenger account, bound through the provider's signed callback. */
export const messengerBindings = pgTable(
  'messenger_bindings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    provider: text('provider').notNull(),
    qyUserId: text('qy_user_id').notNull(),
    qyUserName: text('qy_user_name').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('messenger_bindings_qy_user').on(t.provider, t.qyUserId)],
);
