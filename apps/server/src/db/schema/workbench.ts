import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { firms, users } from './accounts';
import { orders } from './orders';
import { positions, projects } from './positions';

/**
 * The first time an order reached a counted stage (packages/domain/src/workbench/metrics.ts):
 * one row per order and metric, so a stage reached twice (63 → 62 → 63) counts once. Written in
 * the transaction of the state log that reached it, with the consultant the order had then.
 */
export const statMilestones = pgTable(
  'stat_milestones',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** METRICS index: 0 recommend, 1 valid, 2 interview booked, 3 attended, 4 offer, 5 onboard. */
    metric: smallint('metric').notNull(),
    firmId: uuid('firm_id').notNull(),
    userId: uuid('user_id').notNull(),
    positionId: uuid('position_id').notNull(),
    projectId: uuid('project_id').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.metric] })],
);

const metricColumns = {
  n0: integer('n0').notNull().default(0),
  n1: integer('n1').notNull().default(0),
  n2: integer('n2').notNull().default(0),
  n3: integer('n3').notNull().default(0),
  n4: integer('n4').notNull().default(0),
  n5: integer('n5').notNull().default(0),
  /** When the day's last counted order of each metric arrived: ties go to who reached the count first. */
  last0: timestamp('last0', { withTimezone: true }),
  last1: timestamp('last1', { withTimezone: true }),
  last2: timestamp('last2', { withTimezone: true }),
  last3: timestamp('last3', { withTimezone: true }),
  last4: timestamp('last4', { withTimezone: true }),
  last5: timestamp('last5', { withTimezone: true }),
};

/** Each consultant's counted orders per China-time day, one column per metric: business data, summaries, boards. */
export const statUserDaily = pgTable(
  'stat_user_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    ...metricColumns,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('stat_user_daily_firm_day').on(t.firmId, t.day),
    index('stat_user_daily_day').on(t.day),
  ],
);

/** Each firm's counted orders per position and day: the firm's position and project boards. */
export const statPositionDaily = pgTable(
  'stat_position_daily',
  {
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id),
    day: date('day', { mode: 'string' }).notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    ...metricColumns,
  },
  (t) => [primaryKey({ columns: [t.firmId, t.day, t.positionId] })],
);

/** Consultants a manager left out of the firm's consultant boards (ranking configuration, rankingFlag 0). */
export const rankingExclusions = pgTable('ranking_exclusions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  firmId: uuid('firm_id')
    .notNull()
    .references(() => firms.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An activity (topic) platform staff publish on the workbench, with the positions that belong to it. */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    picture: text('picture').notNull(),
    description: text('description').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(false),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_published').on(t.published, t.endAt)],
);

export const activityPositions = pgTable(
  'activity_positions',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.positionId] }), index('activity_positions_position').on(t.positionId)],
);

/** Good news (喜报): one per order that reached 91, with what it showed frozen at that moment. */
export const gladTidings = pgTable(
  'glad_tidings',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id),
    firmName: text('firm_name').notNull(),
    consultantName: text('consultant_name').notNull(),
    positionName: text('position_name').notNull(),
    employer: text('employer').notNull(),
    candidateName: text('candidate_name').notNull(),
    onboardAt: timestamp('onboard_at', { withTimezone: true }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('glad_tidings_order').on(t.orderId), index('glad_tidings_onboard').on(t.onboardAt.desc().nullsFirst())],
);
