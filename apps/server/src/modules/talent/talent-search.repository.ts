import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import type { Condition, SearchPlan, TextColumn } from '@hh/domain/talent/search-plan';
import { TALENT_SEARCH_COUNT_CAP } from '@hh/domain/talent/talent-search.schema';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, people, resumes } from '../../db/schema/tables';

const TEXT: Record<TextColumn, SQL> = {
  search_text: sql.raw('t.search_text'),
  cur_position: sql.raw('t.cur_position'),
  positions: sql.raw('t.positions'),
  cur_company: sql.raw('t.cur_company'),
  companies: sql.raw('t.companies'),
  last_school: sql.raw('t.last_school'),
  projects: sql.raw('t.projects'),
};
const NUMBER = {
  birth_year: sql.raw('t.birth_year'),
  work_years: sql.raw('t.work_years'),
  expect_salary: sql.raw('t.expect_salary'),
  now_salary: sql.raw('t.now_salary'),
  graduate_year: sql.raw('t.graduate_year'),
};
const TIME = { refreshed_at: sql.raw('t.refreshed_at'), created_at: sql.raw('t.created_at') };

/** One array bound as one parameter (drizzle would spread a plain JS array into a list). */
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const likeOf = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditionSql(c: Condition): SQL {
  switch (c.kind) {
    case 'any':
      return sql`t.tokens && ${textArray(c.tokens)}`;
    case 'like':
      return sql`${TEXT[c.column]} like ${likeOf(c.word)}`;
    case 'or':
      return sql`(${sql.join(
        c.branches.map((b) => {
          const parts = [sql`t.tokens @> ${textArray(b.tokens)}`, ...b.likes.map((l) => sql`${TEXT[l.column]} like ${likeOf(l.word)}`)];
          return sql`(${sql.join(parts, sql` and `)})`;
        }),
        sql` or `,
      )})`;
    case 'range': {
      const parts: SQL[] = [];
      if (c.min !== undefined) parts.push(sql`${NUMBER[c.column]} >= ${c.min}`);
      if (c.max !== undefined) parts.push(sql`${NUMBER[c.column]} <= ${c.max}`);
      return parts.length ? sql.join(parts, sql` and `) : sql`true`;
    }
    case 'time': {
      const parts: SQL[] = [];
      if (c.from !== undefined) parts.push(sql`${TIME[c.column]} >= ${new Date(c.from).toISOString()}`);
      if (c.to !== undefined) parts.push(sql`${TIME[c.column]} <= ${new Date(c.to).toISOString()}`);
      return parts.length ? sql.join(parts, sql` and `) : sql`true`;
    }
    case 'without':
      return sql`(t.tip_mask & ${c.bit}) = 0`;
    case 'notShareable':
      return sql`not t.can_share`;
    case 'identity':
      if (c.personId) return sql`t.person_id = ${c.personId}`;
      if (c.email) return sql`t.person_id in (select id from people where email = ${c.email})`;
      return sql`t.person_id in (select id from people where phone = ${c.phone ?? ''})`;
  }
}

/** The WHERE clause of a plan: one `tokens @>` for everything exact, then the rest. */
export function whereOf(plan: SearchPlan): SQL {
  const parts: SQL[] = [];
  if (plan.all.length) parts.push(sql`t.tokens @> ${textArray(plan.all)}`);
  for (const c of plan.conditions) parts.push(conditionSql(c));
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

export interface HitRow {
  personId: string;
  source: number;
  refreshedAt: Date;
  createdAt: Date;
  occupiedFirmId: string | null;
  tipMask: number;
  city: string;
  education: number;
  sex: number;
  birthYear: number | null;
  workYears: number | null;
}

export interface HitDetail {
  personId: string;
  name: string;
  phone: string | null;
  email: string | null;
  companyName: string;
  positionName: string;
  educationList: ResumeContent['commonEducationExperienceList'];
  birthday: string;
}

/** How far a first page looks among the newest people before asking the GIN index (see `page`). */
const PROBE_WINDOW = 2000;
const PROBE_MAX_PAGE_END = 100;

function toHit(r: Record<string, unknown>): HitRow {
  return {
    personId: r.person_id as string,
    source: Number(r.source),
    refreshedAt: new Date(r.refreshed_at as string),
    createdAt: new Date(r.created_at as string),
    occupiedFirmId: (r.occupied_firm_id as string | null) ?? null,
    tipMask: Number(r.tip_mask),
    city: r.city as string,
    education: Number(r.education),
    sex: Number(r.sex),
    birthYear: r.birth_year === null ? null : Number(r.birth_year),
    workYears: r.work_years === null ? null : Number(r.work_years),
  };
}

/**
 * Talent search over the pool's index. A page is the matching rows newest first: found among the
 * newest 2,000 people when the search is broad, else by a GIN bitmap scan and a top-N sort of the
 * (then few) matches; the count stops at 10,001.
 * Plans at a million rows are in bench/RESULTS.md.
 */
export class TalentSearchRepository {
  constructor(private readonly db: Db) {}

  async page(plan: SearchPlan, limit: number, offset: number): Promise<HitRow[]> {
    const order = plan.sort === 'created_at' ? sql.raw('t.created_at') : sql.raw('t.refreshed_at');
    const columns = sql`t.person_id, t.source, t.refreshed_at, t.created_at, t.occupied_firm_id, t.tip_mask,
             t.city, t.education, t.sex, t.birth_year, t.work_years`;
    // A first page of a broad search is among the newest few thousand people: read those in order
    // and stop. PostgreSQL's estimate for several bigrams of one word multiplies their frequencies
    // as if independent (j·a·v·a looks rare), so left alone it bitmap-scans 90,000 rows and sorts
    // them. When the window does not hold the page, the matches are rare and the GIN plan is cheap.
    if (offset + limit <= PROBE_MAX_PAGE_END) {
      const probed = await this.db.execute<Record<string, unknown>>(sql`
        select ${columns}
        from (select * from talent_index t order by ${order} desc nulls last, t.person_id desc nulls last limit ${PROBE_WINDOW}) t
        where ${whereOf(plan)}
        order by ${order} desc nulls last, t.person_id desc nulls last
        limit ${limit} offset ${offset}`);
      if (probed.rows.length === limit) return probed.rows.map(toHit);
    }
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select ${columns}
      from talent_index t
      where ${whereOf(plan)}
      order by ${order} desc nulls last, t.person_id desc nulls last
      limit ${limit} offset ${offset}`);
    return result.rows.map(toHit);
  }

  /** The number of matches, stopping at the cap: { count, overflow } where overflow means "cap+". */
  async count(plan: SearchPlan): Promise<{ count: number; overflow: boolean }> {
    // talent_index is 16 hash partitions (migration 0011): the count stops after the partitions
    // that already hold cap + 1 matches. Sequential scans are off for it because the planner
    // prices `@>` on a row's few hundred tokens as one cheap operator call: for a frequent word
    // alone it would read a partition testing every row's array (开发 at 1M: 102 ms) rather
    // than take the partition's GIN bitmap, which is several times faster (bench/RESULTS.md).
    const result = await this.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ n: number }>(sql`
        select count(*)::int as n from (
          select 1 from talent_index t where ${whereOf(plan)} limit ${TALENT_SEARCH_COUNT_CAP + 1}
        ) hits`);
    });
    const n = Number(result.rows[0]?.n ?? 0);
    return n > TALENT_SEARCH_COUNT_CAP ? { count: TALENT_SEARCH_COUNT_CAP, overflow: true } : { count: n, overflow: false };
  }

  /** Names, contacts and headline fields of a page's people (at most one page). */
  async details(personIds: string[]): Promise<HitDetail[]> {
    if (personIds.length === 0) return [];
    return (await this.db
      .select({
        personId: people.id,
        name: people.name,
        phone: people.phone,
        email: people.email,
        companyName: resumes.companyName,
        positionName: resumes.positionName,
        educationList: resumes.educationList,
        birthday: resumes.birthday,
      })
      .from(people)
      .innerJoin(resumes, eq(resumes.personId, people.id))
      .where(inArray(people.id, personIds))) as HitDetail[];
  }

  /** The caller's firm's live records of these people: person → record id. */
  async recordsOfFirm(firmId: string, personIds: string[]): Promise<Map<string, string>> {
    if (personIds.length === 0) return new Map();
    const rows = await this.db
      .select({ personId: candidates.personId, id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.firmId, firmId), inArray(candidates.personId, personIds), isNull(candidates.deletedAt)));
    return new Map(rows.map((r) => [r.personId, r.id]));
  }
}
