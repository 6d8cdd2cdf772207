import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    index('deliveries_firm_time').on(t.firmId, t.occurredAt.desc(), t.id.desc()),
    index('deliveries_firm_model_time').on(t.firmId, t.model, t.occurredAt.desc()),
    index('deliveries_state_time').on(t.state, t.occurredAt.desc(), t.id.desc()),
    index('deliveries_guarantee_pending').on(t.leftAt).where(sql`left_at is not null and guarantee_settled_at is null`),
  ],
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
  },
  (t) => [uniqueIndex('settlement_bills_no').on(t.billNo), index('settlement_bills_firm').on(t.firmId, t.periodStart.desc(), t.id.desc())],
);

/** One line of a bill: a delivery's commission, or a negative reversal of one billed earlier. */
export const settlementBillLines = pgTable(
  'settlement_bill_lines',
  {
    id: uuid('id').primaryKey(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => settlementBills.id),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    kind: smallint('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('settlement_bill_lines_bill').on(t.billId, t.id)],
);
