import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Published content items (banners, spec 001 §3): the workbench and the site's footer show the
 * one the banner choice of spec 001 §4 picks — switched on, within its dates, gray or not.
 */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link').notNull(),
    linkText: text('link_text').notNull(),
    /** 1 on, 0 off. */
    state: integer('state').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Shown to the gray list only. */
    grayUser: boolean('gray_user').notNull().default(false),
    /** Smaller first: the choice takes the first live item in this order. */
    sort: integer('sort').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_sort').on(t.sort, t.createdAt)],
);

/** The gray list the banner choice reads (the spec's "seven fixed ids", kept by platform staff). */
export const bannerGrayUsers = pgTable('banner_gray_users', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addedBy: uuid('added_by').references(() => users.id),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The shell's one-off tips a user has closed (spec 001 §3 QR tips: "closed by setting a read
 * state to 1"), one row per user and tip; a tip with no row is still shown.
 */
export const tipReads = pgTable(
  'tip_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** qrcode: the work-messenger QR tip of the workbench. */
    tip: text('tip').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tip] })],
);
