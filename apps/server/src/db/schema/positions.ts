import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** An employer project the platform runs (one employer, one PM), grouping its positions. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    industryCode: text('industry_code').notNull().default(''),
    companySize: text('company_size').notNull().default(''),
    address: text('address').notNull().default(''),
    introduce: text('introduce').notNull(),
    pmId: uuid('pm_id')
      .notNull()
      .references(() => users.id),
    assistantId: uuid('assistant_id').references(() => users.id),
    /** active | closed */
    state: text('state').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_updated').on(t.updatedAt.desc().nullsFirst())],
);

/**
 * An employer position firms recommend candidates to. Salary is monthly in yuan; the reward
 * (what the platform pays the firm for a hire) in fen. Only `recruiting` positions are seen by firms.
 */
export const positions = pgTable(
  'positions',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    firstType: text('first_type').notNull(),
    secondType: text('second_type').notNull().default(''),
    thirdType: text('third_type').notNull().default(''),
    categoryName: text('category_name').notNull().default(''),
    salaryLow: integer('salary_low').notNull(),
    salaryHigh: integer('salary_high').notNull(),
    salaryMonths: smallint('salary_months').notNull().default(12),
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    headcount: smallint('headcount').notNull().default(1),
    guaranteeDays: smallint('guarantee_days').notNull().default(90),
    education: smallint('education').notNull().default(0),
    workYearLower: smallint('work_year_lower').notNull().default(0),
    workYearUpper: smallint('work_year_upper').notNull().default(0),
    restCondition: smallint('rest_condition').notNull().default(0),
    socialInsurance: smallint('social_insurance').notNull().default(0),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull(),
    requirement: text('requirement').notNull(),
    address: text('address').notNull().default(''),
    /** The recommendation-report template ({ fields }), see the domain's report.schema. */
    template: jsonb('template').notNull(),
    /** Storage key of the resume sample PDF, if the PM uploaded one. */
    resumeSampleKey: text('resume_sample_key'),
    /** draft | recruiting | closed */
    state: text('state').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('positions_state_updated').on(t.state, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('positions_project').on(t.projectId),
    index('positions_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
