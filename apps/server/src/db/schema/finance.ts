import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';
import { orders } from './orders';
import { positions } from './positions';

/**
 * The employer's fee terms of a position (packages/domain/src/finance/fees.ts), kept by the
 * finance module beside the positions module's table. A position without a row is billed by the
 * defaults its reward gives (finance.repository.ts › termsOf).
 */
export const positionFeeTerms = pgTable('position_fee_terms', {
  positionId: uuid('position_id')
    .primaryKey()
    .references(() => positions.id),
  interviewFee: bigint('interview_fee', { mode: 'number' }).notNull(),
  /** 1 fixed, 2 percentage of the annual salary. */
  onboardFeeKind: smallint('onboard_fee_kind').notNull(),
  onboardFeeFixed: bigint('onboard_fee_fixed', { mode: 'number' }).notNull().default(0),
  onboardFeeRateBp: integer('onboard_fee_rate_bp').notNull().default(0),
  guaranteeDays: smallint('guarantee_days').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

/**
 * A delivery record: what one order earns its firm at 63 (model 1) or 91 (model 2), in fen, with
 * the names the lists show copied at creation. `reversed_amount` grows by reversals only; `left_at`
 * marks a guarantee failure the guarantee job has still to settle (`guarantee_settled_at`).
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    hunterId: uuid('hunter_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    model: smallint('model').notNull(),
    state: smallint('state').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reversedAmount: bigint('reversed_amount', { mode: 'number' }).notNull().default(0),
    candidateName: text('candidate_name').notNull(),
    positionId: uuid('position_id').notNull(),
    positionName: text('position_name').notNull(),
    guaranteeDays: smallint('guarantee_days').notNull().default(0),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    guaranteeSettledAt: timestamp('guarantee_settled_at', { withTimezone: true }),
    reversalNote: text('reversal_note').notNull().default(''),
    billId: uuid('bill_id'),
    /** How much of `reversed_amount` a bill has already carried as a reversal line. */
    reversalBilled: bigint('reversal_billed', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('deliveries_order_model').on(t.orderId, t.model),
    // Carries INCLUDE (model, state) from migration 0033 (drizzle cannot declare INCLUDE): the list's page is found in it alone.
    index('deliveries_firm_time').on(t.firmId, t.occurredAt.desc(), t.id.desc()),
    index('deliveries_firm_model_time').on(t.firmId, t.model, t.occurredAt.desc()),
    index('deliveries_state_time').on(t.state, t.occurredAt.desc(), t.id.desc()),
    index('deliveries_guarantee_pending').on(t.leftAt).where(sql`left_at is not null and guarantee_settled_at is null`),
  ],
);

/**
 * Counts and net sums of a firm's deliveries per China day (of `occurred_at`), model and state, for
 * the manager's list total and cards over wide ranges. Kept by statement-level triggers on
 * `deliveries` (migration 0026_finance_fines.sql), so every writer — the recorder, state moves,
 * reversals, seeds — keeps them exact without a second code path.
 */
export const deliveryDayCounts = pgTable(
  'delivery_day_counts',
  {
    firmId: uuid('firm_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    model: smallint('model').notNull(),
    state: smallint('state').notNull(),
    n: integer('n').notNull(),
    /** Fen: amount less reversals. */
    net: bigint('net', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.firmId, t.day, t.model, t.state] })],
);

/** A settlement bill: one firm's approved commissions of a period, confirmed by its manager with invoice details. */
export const settlementBills = pgTable(
  'settlement_bills',
  {
    id: uuid('id').primaryKey(),
    billNo: text('bill_no').notNull(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    invoiceAmount: bigint('invoice_amount', { mode: 'number' }).notNull(),
    personNum: integer('person_num').notNull(),
    lineCount: integer('line_count').notNull(),
    /** 1 issued, 2 confirmed. */
    state: smallint('state').notNull().default(1),
    invoice: jsonb('invoice'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by'),
    /** Fen: the sum of the bill's fine deductions (positive), and how much of it payouts have withheld so far. */
    fineAmount: bigint('fine_amount', { mode: 'number' }).notNull().default(0),
    fineWithheld: bigint('fine_withheld', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('settlement_bills_no').on(t.billNo), index('settlement_bills_firm').on(t.firmId, t.periodStart.desc(), t.id.desc())],
);

/**
 * A fine on a firm (packages/domain/src/finance/fines.ts): `deducted` grows as bills deduct it;
 * `complaint_case_id` names the complaint it comes from, when one does (the complaints module's id).
 */
export const firmFines = pgTable(
  'firm_fines',
  {
    id: uuid('id').primaryKey(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    deducted: bigint('deducted', { mode: 'number' }).notNull().default(0),
    reason: text('reason').notNull(),
    complaintCaseId: uuid('complaint_case_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
  },
  (t) => [
    index('firm_fines_firm_time').on(t.firmId, t.createdAt.desc(), t.id.desc()),
    index('firm_fines_pending').on(t.firmId, t.createdAt, t.id).where(sql`deducted < amount`),
  ],
);

/** One line of a bill: a delivery's commission, a negative reversal of one billed earlier, or a negative fine deduction. */
export const settlementBillLines = pgTable(
  'settlement_bill_lines',
  {
    id: uuid('id').primaryKey(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => settlementBills.id),
    deliveryId: uuid('delivery_id').references(() => deliveries.id),
    fineId: uuid('fine_id').references(() => firmFines.id),
    kind: smallint('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    // What the bill shows of its delivery (model, names, time) or fine (time, reason), fixed when
    // the line is written — by the BEFORE INSERT trigger of migration 0033, whoever writes it — so
    // the bill reads as issued and its export reads the lines alone, not a million deliveries.
    model: smallint('model').notNull().default(0),
    candidateName: text('candidate_name').notNull().default(''),
    positionName: text('position_name').notNull().default(''),
    hunterName: text('hunter_name').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
  },
  (t) => [index('settlement_bill_lines_bill').on(t.billId, t.id)],
);

/**
 * Money requests (four eyes, issue 31): a payout, reversal, fine, coin adjustment, bill or fee-term
 * change asked by one staff member, made only when a different admin or finance member approves.
 * `payload` holds what the effect needs (ids and amounts as asked); `changes` what the approver reads.
 * Rows are never deleted: a refused request stays with its reason.
 */
export const moneyRequests = pgTable(
  'money_requests',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ['payout', 'reversal', 'fine', 'coinAdjust', 'bill', 'feeTerms', 'caseFine'] }).notNull(),
    state: smallint('state').notNull().default(1),
    firmId: uuid('firm_id').references(() => firms.id),
    /** Fen, or coins for a coin adjustment; negative when it takes from the firm. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    asset: text('asset', { enum: ['fen', 'coin', 'none'] }).notNull(),
    subject: text('subject').notNull(),
    payload: jsonb('payload').notNull(),
    changes: jsonb('changes').notNull(),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    transferReference: text('transfer_reference'),
    result: text('result'),
    /** The id of what the effect made: the bill, the fine, the ledger transfer. */
    resultId: text('result_id'),
  },
  (t) => [
    index('money_requests_state_time').on(t.state, t.requestedAt),
    // One open request per object and kind: a second payout request of the same delivery waits for the first.
    uniqueIndex('money_requests_open_subject').on(t.kind, sql`(payload->>'objectId')`).where(sql`state in (1, 4)`),
  ],
);
