import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';

/**
 * The browser plugin's API token (spec 001 §3 waChromePluginApiToken), one per consultant. The
 * hash finds the token a call presents; the sealed copy lets myInfoData hand it to the user's own
 * page. Revoking deletes the row; regenerating replaces it, so an old token stops at once.
 */
export const pluginTokens = pgTable('plugin_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  tokenSealed: text('token_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** A resume the browser plugin captured from a job site page (spec 001 §7 Plugin resume). */
export const pluginResumes = pgTable(
  'plugin_resumes',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    /** The consultant whose plugin captured it: the scope of who may read it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sourceSite: text('source_site').notNull(),
    sourceUrl: text('source_url').notNull(),
    name: text('name').notNull(),
    /** The captured resume (domain plugin.schema.ts › pluginResumeContentSchema). */
    content: jsonb('content').notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plugin_resumes_user').on(t.firmId, t.userId, t.capturedAt)],
);
