import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';
import { orders } from './orders';

/**
 * Complaint cases between firms (spec 000 §3–§5): who complains about which order, the
 * defendant's 24 hours, the answer and the verdict. `order_id` names an order of the orders
 * module (read only through its port); the order's consultant and firm are copied here at
 * filing, so scope checks need no join.
 */
export const complaintCases = pgTable(
  'complaint_cases',
  {
    id: uuid('id').primaryKey(),
    type: smallint('type').notNull(),
    state: smallint('state').notNull(),
    complainantId: uuid('complainant_id')
      .notNull()
      .references(() => users.id),
    complainantFirmId: uuid('complainant_firm_id')
      .notNull()
      .references(() => firms.id),
    orderId: uuid('order_id').notNull(),
    positionId: uuid('position_id').notNull(),
    projectId: uuid('project_id').notNull(),
    personId: uuid('person_id').notNull(),
    /** The complainant's own talent record of the candidate, when given. */
    candidateId: uuid('candidate_id'),
    candidateName: text('candidate_name').notNull(),
    positionName: text('position_name').notNull(),
    defendantId: uuid('defendant_id')
      .notNull()
      .references(() => users.id),
    defendantFirmId: uuid('defendant_firm_id')
      .notNull()
      .references(() => firms.id),
    content: text('content').notNull(),
    /** For the platform only; never shown to the defendant. */
    privateNote: text('private_note').notNull().default(''),
    /** The complainant's last feedback (filing or edit): the defendant's 24 hours run from here. */
    feedbackAt: timestamp('feedback_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    answerText: text('answer_text'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    upheld: boolean('upheld'),
    verdictReason: text('verdict_reason'),
    penalty: text('penalty').notNull().default(''),
    judgedAt: timestamp('judged_at', { withTimezone: true }),
    judgeId: uuid('judge_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaint_cases_complainant').on(t.complainantId, t.createdAt.desc()),
    index('complaint_cases_defendant').on(t.defendantId, t.createdAt.desc()),
    index('complaint_cases_defendant_firm').on(t.defendantFirmId, t.createdAt.desc()),
    index('complaint_cases_order').on(t.orderId, t.complainantId),
    index('complaint_cases_due').on(t.state, t.deadlineAt),
  ],
);

/** Files of a case: the complaint's attachments and the answer's evidence. Unattached until a case names them. */
export const complaintFiles = pgTable(
  'complaint_files',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id').references(() => complaintCases.id),
    /** complaint | answer */
    part: text('part').notNull().default('complaint'),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_files_case').on(t.caseId), index('complaint_files_uploader').on(t.uploaderId, t.createdAt)],
);

/** The timeline of a case: filed, edited, answered, agreed, overdue, revoked, judged. */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => complaintCases.id),
    kind: text('kind').notNull(),
    actorName: text('actor_name').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_events_case').on(t.caseId, t.createdAt)],
);

/**
 * Penalties of upheld cases (spec 001 › Firm penalty, Consultant account): a firm's or a
 * consultant's warning or ban; `until` null with kind permanentBan/closeAccount is for good.
 */
export const complaintPenalties = pgTable(
  'complaint_penalties',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => complaintCases.id),
    /** firm | consultant */
    subject: text('subject').notNull(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    /** The end of a ban; null for a warning, an ended order, or a permanent ban. */
    until: timestamp('until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_penalties_firm').on(t.firmId, t.createdAt), index('complaint_penalties_user').on(t.userId, t.createdAt)],
);

/**
 * The link a recommended candidate confirms the recommendation with (confirm blind push): only
 * the SHA-256 of the token is kept; single use (`used_at`) and expiring. The confirmation time
 * itself is written on the order, by the orders module.
 */
export const recommendConfirmations = pgTable(
  'recommend_confirmations',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recommend_confirmations_token').on(t.tokenHash), index('recommend_confirmations_order').on(t.orderId)],
);

/**
 * The performance check's failures (spec 001 › Performance check): one row per firm failing on a
 * China day, with the deposit it must pay (`amount_fen`, by `due_at`), the part of a held deposit
 * forfeited by failing again, when staff recorded the payment, and the ban of an unpaid deposit.
 */
export const performanceChecks = pgTable(
  'performance_checks',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    /** noRecommend | noValid */
    failure: text('failure').notNull(),
    /** The China date of the run: a firm fails at most once a day, whoever runs the check. */
    checkDay: text('check_day').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
    forfeitFen: integer('forfeit_fen').notNull().default(0),
    amountFen: integer('amount_fen').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id),
    banUntil: timestamp('ban_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('performance_checks_firm_day').on(t.firmId, t.checkDay), index('performance_checks_firm').on(t.firmId, t.failedAt)],
);
