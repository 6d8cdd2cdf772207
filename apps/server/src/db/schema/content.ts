import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** System messages of a user (the bell and the message list). */
export const sysMessages = pgTable(
  'sys_messages',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('sys_messages_user_time').on(t.userId, t.createdAt.desc())],
);

/** Version notices: the newest one a user has not read opens the update dialog. */
export const versionNotices = pgTable('version_notices', {
  id: uuid('id').primaryKey(),
  version: text('version').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const versionNoticeReads = pgTable(
  'version_notice_reads',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => versionNotices.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
