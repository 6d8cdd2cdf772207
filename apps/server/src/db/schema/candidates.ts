import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';

/**
 * A person on the platform (commonUser): the candidate, deduplicated by normalised phone and
 * lower-cased e-mail, so the same person is never created twice — across firms too.
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('people_phone').on(t.phone).where(sql`phone is not null`),
    uniqueIndex('people_email').on(t.email).where(sql`email is not null`),
  ],
);

/**
 * A person's online resume (commonResume). One per person. Lists are stored as JSON arrays of
 * entries with their own ids (the editor saves one module at a time); the ID-card number only
 * encrypted (AES-256-GCM), with its last four characters for display.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    sex: smallint('sex').notNull().default(0),
    birthday: text('birthday').notNull().default(''),
    city: text('city').notNull().default(''),
    workStartDate: text('work_start_date').notNull().default(''),
    education: smallint('education').notNull().default(0),
    companyName: text('company_name').notNull().default(''),
    positionName: text('position_name').notNull().default(''),
    idCardEncrypted: text('id_card_encrypted'),
    idCardLast4: text('id_card_last4'),
    householdRegistration: text('household_registration').notNull().default(''),
    folk: text('folk').notNull().default(''),
    nativePlace: text('native_place').notNull().default(''),
    politicalStatus: text('political_status').notNull().default(''),
    maritalStatus: text('marital_status').notNull().default(''),
    selfEvaluation: text('self_evaluation').notNull().default(''),
    expects: jsonb('expects').notNull().default({}),
    educationList: jsonb('education_list').notNull().default([]),
    workList: jsonb('work_list').notNull().default([]),
    projectList: jsonb('project_list').notNull().default([]),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    completed: boolean('completed').notNull().default(false),
    /** Whether the candidate's work samples (pictures, portfolios) show in the share view (pictureWorkShow). */
    showWorks: boolean('show_works').notNull().default(false),
    /** Bumped on every save; a save naming an older version is refused (two editors at once). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resumes_person').on(t.personId)],
);

/**
 * A firm's record of a candidate (talent management; `userId` on the candidate calls): which
 * consultant owns them in the firm, where they came from, the remark. `completed` mirrors the
 * resume's flag so the tab counts of a firm with 100,000 candidates need no join.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** Where the record came from: upload, manual, import, share, search. */
    source: text('source').notNull().default('upload'),
    remark: text('remark').notNull().default(''),
    completed: boolean('completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Updated-time order key for the list (ms), kept as bigint for a cheap keyset. */
    sortKey: bigint('sort_key', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('candidates_firm_person_live').on(t.firmId, t.personId).where(sql`deleted_at is null`),
    // The list orders by (sort_key, id): both indexes carry the tie-breaker so a page is an index walk, not a sort.
    index('candidates_owner_sort')
      .on(t.firmId, t.ownerId, t.sortKey.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`deleted_at is null`),
    index('candidates_firm_sort').on(t.firmId, t.sortKey.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`deleted_at is null`),
    // Tab counts of any scope come from this index alone (index-only scan).
    index('candidates_tab_counts').on(t.firmId, t.ownerId, t.completed).where(sql`deleted_at is null`),
  ],
);

/** A consultant's contact with a candidate (visit records). */
export const candidateVisits = pgTable(
  'candidate_visits',
  {
    id: uuid('id').primaryKey(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_visits_candidate').on(t.candidateId, t.visitedAt.desc())],
);

/** Original resume files kept beside the structured resume (attachmentResumes). */
export const resumeFiles = pgTable(
  'resume_files',
  {
    id: uuid('id').primaryKey(),
    personId: uuid('person_id').references(() => people.id),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    /** 'resume' for uploaded resumes, 'work' for work samples attached to a candidate. */
    purpose: text('purpose', { enum: ['resume', 'work'] })
      .notNull()
      .default('resume'),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resume_files_person').on(t.personId)],
);

/** The audit of every reveal of personal data (POST /api/sensitive/data/view), written with the reveal. */
export const sensitiveViews = pgTable(
  'sensitive_views',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    firmId: uuid('firm_id').notNull(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    /** 1 phone, 2 e-mail, 3 ID-card number, 4 name. */
    attrType: smallint('attr_type').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sensitive_views_user_time').on(t.userId, t.createdAt)],
);

/**
 * The talent list's keyword search, one narrow row per firm record (issue 24): the record's scope
 * columns and order key beside `words` — the person's name and the resume's headline company and
 * title — so a common keyword (工程师, a third of a firm's records) is counted from this table's
 * bigram index and its ~100-byte rows instead of reading every matching resume (~1.5 kB each).
 * Kept by triggers on candidates, people and resumes (migration 0036_candidate_search.sql), so no
 * writer has to remember it.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    personId: uuid('person_id').notNull(),
    completed: boolean('completed').notNull(),
    /** deleted_at is null on the record. */
    live: boolean('live').notNull(),
    /** Name, company and title, separated by newlines, lower-cased (matched with LIKE); empty while the person has no resume. */
    words: text('words').notNull(),
  },
  (t) => [index('candidate_search_person').on(t.personId), index('candidate_search_words').using('gin', sql`hh_bigrams(${t.words})`)],
);
