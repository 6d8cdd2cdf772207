import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';
import { candidates, people } from './candidates';

/**
 * Calling (modules/calls). A call is placed by a consultant to one of the firm's candidates
 * (never to a number the browser sent, except a number the caller has revealed), moved through
 * its states by the provider's signed webhook events, and recorded when answered.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    /** The order the call is about, when placed from an order. */
    orderId: uuid('order_id'),
    /** 1 two-way click-to-call, 2 seat direct call (domain ChannelMode). */
    mode: smallint('mode').notNull(),
    /** domain CallState */
    state: text('state').notNull().default('placed'),
    /** The provider's id of the call; events name it. */
    providerCallId: text('provider_call_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    talkSeconds: integer('talk_seconds').notNull().default(0),
    /** Whether the provider recorded the call; the file may be fetched lazily (recordingKey null). */
    hasRecording: boolean('has_recording').notNull().default(false),
    recordingKey: text('recording_key'),
    recordingSize: integer('recording_size'),
  },
  (t) => [
    uniqueIndex('calls_provider_call').on(t.providerCallId),
    index('calls_firm_time').on(t.firmId, t.startedAt),
    index('calls_user_time').on(t.userId, t.startedAt),
    index('calls_candidate_time').on(t.candidateId, t.startedAt),
    index('calls_order').on(t.orderId).where(sql`order_id is not null`),
    // The complaint evidence bundle: one person's calls by given consultants.
    index('calls_person_user').on(t.personId, t.userId, t.startedAt),
  ],
);

/** Every provider event applied, once per call and event (the webhook is idempotent by call id and event). */
export const callEvents = pgTable(
  'call_events',
  {
    id: uuid('id').primaryKey(),
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id),
    event: text('event').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('call_events_call_event').on(t.callId, t.event)],
);

/** Webhook deliveries refused (bad or missing signature, outside the replay window, unknown call). */
export const callWebhookRefusals = pgTable(
  'call_webhook_refusals',
  {
    id: uuid('id').primaryKey(),
    reason: text('reason').notNull(),
    ip: text('ip'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_webhook_refusals_time').on(t.createdAt)],
);

/** The audit of every recording play: who fetched which call's recording, when, from where. */
export const callRecordPlays = pgTable(
  'call_record_plays',
  {
    id: uuid('id').primaryKey(),
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    firmId: uuid('firm_id').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_record_plays_call').on(t.callId, t.createdAt)],
);

/**
 * The firm's seats (chairs) at the provider. The password is sealed (SecretBox) and shown in full
 * once, to the user the chair is bound to; every other read masks it.
 */
export const callChairs = pgTable(
  'call_chairs',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    chairNo: text('chair_no').notNull(),
    passwordSealed: text('password_sealed').notNull(),
    passwordLast2: text('password_last2').notNull(),
    /** The provider's id of the seat. */
    callChairId: text('call_chair_id').notNull(),
    userId: uuid('user_id').references(() => users.id),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    /** When its user saw the password in full; afterwards it is masked for them too. */
    passwordShownAt: timestamp('password_shown_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('call_chairs_firm_no').on(t.firmId, t.chairNo),
    uniqueIndex('call_chairs_user').on(t.userId).where(sql`user_id is not null`),
  ],
);

/** Each consultant's calling setup: the bound phone the platform rings first, and the channel mode. */
export const callSettings = pgTable('call_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  firmId: uuid('firm_id').notNull(),
  phone: text('phone'),
  phoneBoundAt: timestamp('phone_bound_at', { withTimezone: true }),
  mode: smallint('mode').notNull().default(1),
});

/** The SMS code last sent to a user for phone binding (one live code a user; digest only). */
export const callSmsCodes = pgTable('call_sms_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  phone: text('phone').notNull(),
  codeDigest: text('code_digest').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  tries: smallint('tries').notNull().default(0),
});
