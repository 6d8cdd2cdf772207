import { boolean, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';

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
