import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';

/**
 * A consultant's bound work mailbox (modules/mailbox, spec 001 §7 Mailbox binding): one per
 * consultant. The password (or app password) is sealed with the mailbox key (AES-256-GCM,
 * docs/OPERATIONS.md › MAILBOX_KEY) and never leaves the server. Collection reads INBOX by UID:
 * `lastUid` is the highest UID already looked at under `uidValidity`.
 */
export const mailboxes = pgTable('mailboxes', {
  id: uuid('id').primaryKey(),
  firmId: uuid('firm_id')
    .notNull()
    .references(() => firms.id),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  ssl: boolean('ssl').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  lastCollectedAt: timestamp('last_collected_at', { withTimezone: true }),
  /** Mails collected by the last run, and since binding. */
  lastCount: integer('last_count').notNull().default(0),
  totalCount: integer('total_count').notNull().default(0),
  /** Resume attachments sent to the library since binding. */
  attachmentCount: integer('attachment_count').notNull().default(0),
  /** Why the last run failed, in Chinese for the settings page; '' after a good run. */
  lastError: text('last_error').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The IDLE watch (modules/mailbox/mailbox-watcher.ts): the server instance that holds the
   * mailbox's IMAP connection in IDLE, and until when its lease lasts unless renewed. Free when
   * the owner is null or the lease has run out.
   */
  watchOwner: text('watch_owner'),
  watchUntil: timestamp('watch_until', { withTimezone: true }),
  /**
   * No instance takes the watch before this time: set after a failed or dropped connection (a
   * growing back-off) and when the server announced no IDLE (rechecked hours later; the minute
   * sweep collects such a mailbox meanwhile).
   */
  watchRetryAt: timestamp('watch_retry_at', { withTimezone: true }),
  /** Failed watch attempts in a row, which the back-off grows with; 0 once IDLE has started. */
  watchFailures: integer('watch_failures').notNull().default(0),
  /**
   * The minute sweep leaves the mailbox alone until this time after a run that could not sign in
   * (a refused login, a server unreachable or now internal), with the watch's growing back-off
   * (mailbox-watch-backoff.ts): mail servers lock accounts after repeated refused logins. Null
   * after a run that signed in.
   */
  sweepRetryAt: timestamp('sweep_retry_at', { withTimezone: true }),
  /** Runs in a row that could not sign in, which that back-off grows with; 0 after a run that could. */
  sweepFailures: integer('sweep_failures').notNull().default(0),
});

/**
 * Each mail collected, claimed before its attachments are imported: the primary key (mailbox,
 * UIDVALIDITY, UID) and the unique Message-ID per mailbox make every mail land once, however
 * many runs see it. `taskId` is the library import task its attachments went into.
 */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    mailboxId: uuid('mailbox_id')
      .notNull()
      .references(() => mailboxes.id, { onDelete: 'cascade' }),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    messageId: text('message_id').notNull(),
    attachments: integer('attachments').notNull(),
    taskId: uuid('task_id'),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mailboxId, t.uidValidity, t.uid] }),
    uniqueIndex('mailbox_messages_message_id').on(t.mailboxId, t.messageId).where(sql`${t.messageId} <> ''`),
  ],
);
