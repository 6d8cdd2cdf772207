import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';
import { candidates, people, resumes } from './candidates';
import { positions, projects } from './positions';

/**
 * An order: one candidate recommended by one consultant (hunter) to one position. `stage` is
 * the stored stage; `stage_tab` the list tab it falls under (62/63/64 → 60, 91/93 → 90), so
 * every tab of every scope is one index range walked newest first. `version` is bumped on
 * every change: a move names the stage it expects and two people cannot both win.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    hunterId: uuid('hunter_id')
      .notNull()
      .references(() => users.id),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    stage: smallint('stage').notNull(),
    stageTab: smallint('stage_tab').notNull(),
    rejectStatus: smallint('reject_status').notNull().default(0),
    rejectReason: text('reject_reason').notNull().default(''),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    terminalReasonCode: text('terminal_reason_code').notNull().default(''),
    terminalReason: text('terminal_reason').notNull().default(''),
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    interviewPlace: text('interview_place').notNull().default(''),
    /** Interview feedback reaction (spec 001 §3): 0 pending, 1 on time, 2 reschedules, 3 gives up. */
    interviewReaction: smallint('interview_reaction').notNull().default(0),
    offerSalary: integer('offer_salary'),
    onboardDate: text('onboard_date'),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    guaranteeEndsAt: timestamp('guarantee_ends_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    /** A mark left by an upheld complaint (spec 001 › Consultant account): 0 none, 1 sensitive, 2 red. */
    penaltyMark: smallint('penalty_mark').notNull().default(0),
    /** When the candidate confirmed they know of and agree to this recommendation (the blind-push link), or null. */
    candidateConfirmedAt: timestamp('candidate_confirmed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    recommendedAt: timestamp('recommended_at', { withTimezone: true }).notNull().defaultNow(),
    validAt: timestamp('valid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // DESC NULLS FIRST to match ORDER BY … DESC: PostgreSQL walks an index for an ORDER BY only
  // when the null ordering matches too, even on NOT NULL columns.
  (t) => [
    index('orders_hunter_tab').on(t.hunterId, t.stageTab, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_hunter_all').on(t.hunterId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_firm_tab').on(t.firmId, t.stageTab, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_firm_all').on(t.firmId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Both carry INCLUDE (firm_id, hunter_id, stage, updated_at, id) from migration 0031 (drizzle
    // cannot declare INCLUDE): the order search reads its matches from them alone (matchedOrders).
    index('orders_position_person').on(t.positionId, t.personId),
    index('orders_person').on(t.personId),
    index('orders_stage_updated').on(t.stage, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_guarantee').on(t.guaranteeEndsAt),
    index('orders_interview').on(t.hunterId, t.interviewAt),
  ],
);

/**
 * How many orders each consultant has in each stage, kept in the transaction of every change,
 * so the tab counts of a firm with a million orders read a few hundred rows.
 */
export const orderStageCounts = pgTable(
  'order_stage_counts',
  {
    hunterId: uuid('hunter_id')
      .notNull()
      .references(() => users.id),
    stage: smallint('stage').notNull(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hunterId, t.stage] }), index('order_stage_counts_firm').on(t.firmId, t.stage, t.n)],
);

/** Every change of an order's stage or reject status, with who made it. */
export const orderStateLogs = pgTable(
  'order_state_logs',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    fromStage: smallint('from_stage'),
    toStage: smallint('to_stage').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    /** consultant | platform | system */
    actorType: text('actor_type').notNull(),
    actorName: text('actor_name').notNull(),
    remark: text('remark').notNull().default(''),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_state_logs_order').on(t.orderId, t.createdAt)],
);

/** An order's communication records: remarks and chat records with the candidate. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** remark | chat */
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order').on(t.orderId, t.createdAt)],
);

/**
 * A recommendation report a firm wrote for a resume and a position: a draft until the
 * recommendation, then the order's report (order_id set).
 */
export const recommendReports = pgTable(
  'recommend_reports',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id),
    orderId: uuid('order_id').references(() => orders.id),
    content: jsonb('content').notNull(),
    coreReason: text('core_reason').notNull().default(''),
    smsToUser: smallint('sms_to_user').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recommend_reports_firm_resume_position').on(t.firmId, t.resumeId, t.positionId),
    index('recommend_reports_resume').on(t.resumeId),
  ],
);

/** A consultant confirmed the home screen's interview message for this interview (confirmInterview). */
export const interviewConfirmations = pgTable(
  'interview_confirmations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    interviewAt: timestamp('interview_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orderId, t.interviewAt] })],
);
