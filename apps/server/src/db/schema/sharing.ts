import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';
import { candidates, people } from './candidates';

/**
 * A consultant's binding (lietouCandidateBind): a candidate taken from the talent pool or the
 * shared resume library into their talent library. Live while `released_at` is null; at most
 * one live binding per person platform-wide, so two consultants can never both hold one.
 */
export const candidateBindings = pgTable(
  'candidate_bindings',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    consultantId: uuid('consultant_id')
      .notNull()
      .references(() => users.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    /** The talent record the binding created. */
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id),
    how: text('how', { enum: ['search', 'share'] }).notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: uuid('released_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('candidate_bindings_person_live').on(t.personId).where(sql`released_at is null`),
    index('candidate_bindings_consultant_live').on(t.consultantId, t.boundAt.desc()).where(sql`released_at is null`),
  ],
);

/** A firm's own binding limit; firms without a row have the spec's default (90). */
export const bindingLimits = pgTable('binding_limits', {
  firmId: uuid('firm_id')
    .primaryKey()
    .references(() => firms.id),
  maxUnrecommended: integer('max_unrecommended').notNull(),
  reminderCapacity: integer('reminder_capacity').notNull(),
});

/**
 * A resume a firm shares with the others (the shared resume library), with the candidate's
 * consent on record: when and how it was given. Contacts never leave it unmasked.
 */
export const sharedResumes = pgTable(
  'shared_resumes',
  {
    id: uuid('id').primaryKey(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    sharedBy: uuid('shared_by')
      .notNull()
      .references(() => users.id),
    /** The sharing firm's talent record it was shared from. */
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** written | email | recording | platform (CONSENT_METHODS). */
    consentMethod: text('consent_method').notNull(),
    consentNote: text('consent_note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('shared_resumes_firm_person_live').on(t.firmId, t.personId).where(sql`withdrawn_at is null`),
    index('shared_resumes_live_time').on(t.sharedAt.desc(), t.id.desc()).where(sql`withdrawn_at is null`),
    index('shared_resumes_person').on(t.personId),
  ],
);

/** A consultant's request for a pool or shared resume's contact (lietouAskResumeContactRecord). */
export const resumeContactAsks = pgTable(
  'resume_contact_asks',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    /** 1 phone, 2 e-mail. */
    contactType: smallint('contact_type').notNull(),
    reason: text('reason').notNull().default(''),
    allowed: smallint('allowed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resume_contact_asks_firm_time').on(t.firmId, t.createdAt.desc())],
);
