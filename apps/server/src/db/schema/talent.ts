import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { people } from './candidates';

/**
 * The talent pool's search index (talent search, modules/talent): one narrow row per pool person,
 * a projection of `people` + `resumes` + occupancy written by TalentPoolService on every resume save
 * and occupancy change — never edited by hand. `tokens` holds the character bigrams of the
 * searchable text and one facet token per filter (packages/domain/src/talent/search-tokens.ts) under
 * one GIN index; the text columns are short (titles, names, schools — not work descriptions) so a
 * row stays small and un-TOASTed. Being in this table is being in the pool.
 */
export const talentIndex = pgTable(
  'talent_index',
  {
    personId: uuid('person_id')
      .primaryKey()
      .references(() => people.id),
    /** 1 平台注册 (the person put the resume on the platform), 2 共享简历库 (shared with consent). */
    source: smallint('source').notNull(),
    /** The resume's last update: the default sort, newest first. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
    /** When the person entered the pool (cTime). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    occupiedFirmId: uuid('occupied_firm_id'),
    occupiedOwnerId: uuid('occupied_owner_id'),
    city: text('city').notNull().default(''),
    expectCity: text('expect_city').notNull().default(''),
    education: smallint('education').notNull().default(0),
    sex: smallint('sex').notNull().default(0),
    birthYear: smallint('birth_year'),
    workYears: smallint('work_years'),
    graduateYear: smallint('graduate_year'),
    expectSalary: integer('expect_salary'),
    nowSalary: integer('now_salary'),
    /** The tip labels as bits in TIP_LABELS order (packages/domain/src/talent/tip-labels.ts). */
    tipMask: integer('tip_mask').notNull().default(0),
    canShare: boolean('can_share').notNull().default(false),
    tokens: text('tokens').array().notNull(),
    /** Lower-cased searchable text (titles, companies, schools, majors, projects, labels, expected position). */
    searchText: text('search_text').notNull(),
    curPosition: text('cur_position').notNull().default(''),
    positions: text('positions').notNull().default(''),
    curCompany: text('cur_company').notNull().default(''),
    companies: text('companies').notNull().default(''),
    lastSchool: text('last_school').notNull().default(''),
    projects: text('projects').notNull().default(''),
  },
  (t) => [
    // fastupdate off: a search never scans a pending list; writes are one resume at a time.
    index('talent_index_tokens').using('gin', t.tokens).with({ fastupdate: false }),
    index('talent_index_refreshed').on(t.refreshedAt.desc(), t.personId.desc()),
    index('talent_index_created').on(t.createdAt.desc(), t.personId.desc()),
    index('talent_index_occupied').on(t.occupiedFirmId).where(sql`occupied_firm_id is not null`),
  ],
);
