import type { DataScope } from '@hh/domain/accounts/scope';
import type { TalentListQuery, TalentTab } from '@hh/domain/candidates/talent.schema';
import type { ChooseCandidateQuery } from '@hh/domain/orders/choose.schema';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, candidateVisits, people, resumes, sensitiveViews, users } from '../../db/schema/tables';
import { newId } from '../../platform/ids';
import type { ResumeColumns } from './resume-columns';
import { keywordCondition, keywordCount } from './talent-keyword.repository';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** Rows of the talent list: the firm's record, the person and the resume's headline fields. */
const rowColumns = {
  userId: candidates.id,
  personId: people.id,
  resumeId: resumes.id,
  name: people.name,
  phone: people.phone,
  email: people.email,
  sex: resumes.sex,
  birthday: resumes.birthday,
  city: resumes.city,
  education: resumes.education,
  workStartDate: resumes.workStartDate,
  companyName: resumes.companyName,
  positionName: resumes.positionName,
  completed: candidates.completed,
  ownerId: candidates.ownerId,
  ownerName: users.cname,
  source: candidates.source,
  remark: candidates.remark,
  updatedAt: candidates.updatedAt,
};

function inScope(scope: DataScope): SQL {
  const firm = and(eq(candidates.firmId, scope.firmId), isNull(candidates.deletedAt)) as SQL;
  if (scope.userIds === null) return firm;
  if (scope.userIds.length === 0) return sql`false`;
  return and(firm, inArray(candidates.ownerId, [...scope.userIds])) as SQL;
}

function tabCondition(tab: TalentTab): SQL | undefined {
  if (tab === 'COMPLETED') return eq(candidates.completed, true);
  if (tab === 'UN_COMPLETED') return eq(candidates.completed, false);
  return undefined;
}

export class CandidatesRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  /**
   * The firm's talent records as one scope sees them (docs/ARCHITECTURE.md › Scope): every read
   * and write of the returned object carries the firm and owner filter itself.
   */
  for(scope: DataScope): ScopedCandidates {
    return new ScopedCandidates(this.db, scope);
  }

  /**
   * Platform-wide: the person behind a phone or an e-mail and every firm's live record of them.
   * Unscoped on purpose — deduplication must see across firms — and only what the duplicate
   * answer needs leaves this method (never another firm's id or name).
   */
  async whoHas(by: { phone?: string; email?: string; personId?: string }, executor: Executor = this.db) {
    const match = by.personId
      ? eq(people.id, by.personId)
      : or(by.phone ? eq(people.phone, by.phone) : undefined, by.email ? eq(people.email, by.email) : undefined);
    if (!match) return [];
    return executor
      .select({
        personId: people.id,
        firmId: candidates.firmId,
        candidateId: candidates.id,
        ownerId: candidates.ownerId,
        ownerName: users.cname,
      })
      .from(people)
      .leftJoin(candidates, and(eq(candidates.personId, people.id), isNull(candidates.deletedAt)))
      .leftJoin(users, eq(users.id, candidates.ownerId))
      .where(match);
  }

  /** The whole online resume of a person. */
  async resumeOf(personId: string, executor: Executor = this.db) {
    const [row] = await executor
      .select({ resume: resumes, name: people.name, phone: people.phone, email: people.email })
      .from(resumes)
      .innerJoin(people, eq(people.id, resumes.personId))
      .where(eq(resumes.personId, personId))
      .limit(1);
    return row;
  }

  /**
   * Transaction-scoped advisory locks on a person's phone and e-mail, taken in a fixed order:
   * two saves of the same person wait for each other instead of both creating them.
   */
  async lockIdentities(tx: Tx, keys: (string | null)[]) {
    for (const key of keys.filter((k): k is string => Boolean(k)).sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`person:${key}`}))`);
    }
  }

  /** Creates the person and their resume. */
  async insertPerson(tx: Tx, person: { name: string; phone: string | null; email: string | null }, resume: ResumeColumns) {
    const personId = newId();
    await tx.insert(people).values({ id: personId, ...person });
    await tx.insert(resumes).values({ id: newId(), personId, ...resume });
    return personId;
  }

  async insertRecord(
    tx: Tx,
    record: { firmId: string; personId: string; ownerId: string; source: string; remark: string; completed: boolean },
  ) {
    const id = newId();
    const now = Date.now();
    await tx.insert(candidates).values({ id, ...record, sortKey: now, updatedAt: new Date(now) });
    return id;
  }

  /** Writes resume columns when the version still matches; false when someone saved in between. */
  async updateResume(tx: Tx, personId: string, version: number | undefined, columns: Partial<ResumeColumns>): Promise<boolean> {
    const where =
      version === undefined ? eq(resumes.personId, personId) : and(eq(resumes.personId, personId), eq(resumes.version, version));
    const updated = await tx
      .update(resumes)
      .set({ ...columns, version: sql`${resumes.version} + 1`, updatedAt: new Date() })
      .where(where)
      .returning({ id: resumes.id });
    return updated.length > 0;
  }

  async personOfResume(resumeId: string) {
    const [row] = await this.db.select({ personId: resumes.personId }).from(resumes).where(eq(resumes.id, resumeId)).limit(1);
    return row?.personId;
  }

  async setShowWorks(resumeId: string, show: boolean) {
    await this.db.update(resumes).set({ showWorks: show, updatedAt: new Date() }).where(eq(resumes.id, resumeId));
  }

  async setLabels(personId: string, labels: string[]) {
    await this.db.update(resumes).set({ labels, updatedAt: new Date() }).where(eq(resumes.personId, personId));
  }

  async updatePerson(tx: Tx, personId: string, person: { name?: string; phone?: string | null; email?: string | null }) {
    await tx.update(people).set(person).where(eq(people.id, personId));
  }

  /** Mirrors the resume's completeness onto every firm's record of the person and moves them up the list. */
  async touchRecords(tx: Tx, personId: string, completed: boolean) {
    const now = Date.now();
    await tx
      .update(candidates)
      .set({ completed, updatedAt: new Date(now), sortKey: now })
      .where(and(eq(candidates.personId, personId), isNull(candidates.deletedAt)));
  }

  /** Soft-deletes one record inside the caller's transaction (a released binding's record). */
  async deleteRecordTx(tx: Tx, candidateId: string) {
    await tx
      .update(candidates)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)));
  }

  async visits(candidateId: string) {
    return this.db
      .select({
        id: candidateVisits.id,
        content: candidateVisits.content,
        visitedAt: candidateVisits.visitedAt,
        userId: candidateVisits.userId,
        userName: users.cname,
      })
      .from(candidateVisits)
      .innerJoin(users, eq(users.id, candidateVisits.userId))
      .where(eq(candidateVisits.candidateId, candidateId))
      .orderBy(desc(candidateVisits.visitedAt));
  }

  async upsertVisit(visit: { id?: string; candidateId: string; userId: string; content: string; visitedAt: Date }): Promise<boolean> {
    if (visit.id) {
      const updated = await this.db
        .update(candidateVisits)
        .set({ content: visit.content, visitedAt: visit.visitedAt })
        .where(
          and(
            eq(candidateVisits.id, visit.id),
            eq(candidateVisits.candidateId, visit.candidateId),
            eq(candidateVisits.userId, visit.userId),
          ),
        )
        .returning({ id: candidateVisits.id });
      return updated.length > 0;
    }
    await this.db
      .insert(candidateVisits)
      .values({ id: newId(), candidateId: visit.candidateId, userId: visit.userId, content: visit.content, visitedAt: visit.visitedAt });
    return true;
  }

  async recordSensitiveView(tx: Tx, view: { userId: string; firmId: string; personId: string; attrType: number; ip: string }) {
    await tx.insert(sensitiveViews).values({ id: newId(), ...view });
  }

  /** Consultants of the firm a record may be handed to (open accounts only). */
  async consultantOfFirm(firmId: string, userId: string) {
    const [row] = await this.db
      .select({ id: users.id, cname: users.cname })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.firmId, firmId), eq(users.status, 'open'), eq(users.kind, 'consultant')))
      .limit(1);
    return row;
  }
}

/** The talent records within one scope (CandidatesRepository.for): the only way to list, find or change a record. */
export class ScopedCandidates {
  constructor(
    private readonly db: Db,
    private readonly scope: DataScope,
  ) {}

  private listWhere(query: TalentListQuery) {
    return and(
      inScope(this.scope),
      tabCondition(query.tab),
      keywordCondition(this.scope, query.keyword),
      query.source ? eq(candidates.source, query.source) : undefined,
    );
  }

  /** The list query: rows in the scope, newest first, walking candidates_firm_sort / candidates_owner_sort. */
  private listQuery(query: TalentListQuery) {
    return this.records(this.listWhere(query))
      .orderBy(desc(candidates.sortKey), desc(candidates.id))
      .limit(query.limit)
      .offset((query.current - 1) * query.limit);
  }

  /** One page of the talent list within the scope, newest first, with its total. */
  async page(query: TalentListQuery) {
    const where = this.listWhere(query);
    // The keyword's condition is on the record's person alone and only names people with a resume
    // (keywordCondition), so the total needs no join, with or without one.
    // With a keyword (and no other filter than the tab), the total is counted from the search table alone.
    const completed = query.tab === 'ALL' ? undefined : query.tab === 'COMPLETED';
    const counted =
      query.keyword && !query.source
        ? keywordCount(this.db, this.scope, query.keyword, completed).then(([r]) => ({ n: r?.all ?? 0 }))
        : this.db
            .select({ n: count() })
            .from(candidates)
            .where(where)
            .then(([r]) => r);
    const [rows, total] = await Promise.all([this.listQuery(query), counted]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The SQL of the list and count queries, for EXPLAIN in bench/talent-list.ts. */
  explainPage(query: TalentListQuery) {
    return this.listQuery(query).toSQL();
  }

  /** The SQL of the keyword's count (bench/talent-list.ts). */
  explainKeywordCounts(keyword: string) {
    return keywordCount(this.db, this.scope, keyword).toSQL();
  }

  explainCounts() {
    return this.db
      .select({ all: count(), done: sql<number>`count(*) filter (where ${candidates.completed})`.mapWith(Number) })
      .from(candidates)
      .where(inScope(this.scope))
      .toSQL();
  }

  /** Counts of the three tabs within the scope, in one pass. */
  async tabCounts(keyword?: string) {
    // With a keyword, counted from the search table alone: its rows carry the scope and the tab.
    const [row] = keyword
      ? await keywordCount(this.db, this.scope, keyword)
      : await this.db
          .select({ all: count(), done: sql<number>`count(*) filter (where ${candidates.completed})`.mapWith(Number) })
          .from(candidates)
          .where(inScope(this.scope));
    const all = row?.all ?? 0;
    const done = row?.done ?? 0;
    return { ALL: all, COMPLETED: done, UN_COMPLETED: all - done };
  }

  /**
   * The candidate-list search for a position (spec 000 §7): the scope's talent filtered by the
   * talent filter's fields, newest first. Work years arrive divided by 10 (spec 000 §5).
   */
  async choosePage(q: ChooseCandidateQuery) {
    const now = new Date();
    const monthsAgo = (years: number) => {
      const d = new Date(now.getFullYear(), now.getMonth() - Math.round(years * 12), 1);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
    };
    const conditions: (SQL | undefined)[] = [
      inScope(this.scope),
      tabCondition(q.tab),
      keywordCondition(this.scope, q.userIdNamePhoneEmail),
    ];
    if (q.userIdPositionName) conditions.push(ilike(resumes.positionName, `%${q.userIdPositionName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    if (q.city) conditions.push(eq(resumes.city, q.city));
    if (q.education)
      conditions.push(q.includeUpperEducation ? sql`${resumes.education} >= ${q.education}` : eq(resumes.education, q.education));
    if (q.sex) conditions.push(eq(resumes.sex, q.sex));
    // Work years = years since work_start_date ('YYYY-MM'): at least N years means started on or before N years ago.
    if (q.workYearLower !== undefined && q.workYearLower > 0)
      conditions.push(sql`${resumes.workStartDate} <> '' and ${resumes.workStartDate} <= ${monthsAgo(q.workYearLower * 10)}`);
    if (q.workYearUpper !== undefined && q.workYearUpper > 0)
      conditions.push(sql`${resumes.workStartDate} >= ${monthsAgo(q.workYearUpper * 10 + 1)}`);
    if (q.ageLower) conditions.push(sql`${resumes.birthday} <> '' and ${resumes.birthday} <= ${monthsAgo(q.ageLower)}`);
    if (q.ageUpper) conditions.push(sql`${resumes.birthday} >= ${monthsAgo(q.ageUpper + 1)}`);
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.records(where).orderBy(desc(candidates.sortKey), desc(candidates.id)).limit(q.query.limit).offset(q.query.offset),
      this.db
        .select({ n: count() })
        .from(candidates)
        .innerJoin(people, eq(people.id, candidates.personId))
        .innerJoin(resumes, eq(resumes.personId, candidates.personId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Firm records with their person, resume headline and owner: the shape every talent read answers. */
  private records(where: SQL | undefined) {
    return this.db
      .select(rowColumns)
      .from(candidates)
      .innerJoin(people, eq(people.id, candidates.personId))
      .innerJoin(resumes, eq(resumes.personId, candidates.personId))
      .innerJoin(users, eq(users.id, candidates.ownerId))
      .where(where);
  }

  /** A firm record the scope may see, by its id. */
  async findRecord(candidateId: string) {
    const [row] = await this.records(and(inScope(this.scope), eq(candidates.id, candidateId))).limit(1);
    return row;
  }

  /** The scope's record of the person with this phone, when `userId` has revealed that phone (calling a seen number). */
  async findRecordOfRevealedPhone(userId: string, phone: string) {
    const [row] = await this.records(
      and(
        inScope(this.scope),
        eq(people.phone, phone),
        sql`exists (select 1 from ${sensitiveViews} v where v.user_id = ${userId} and v.person_id = ${people.id} and v.attr_type = 1)`,
      ),
    ).limit(1);
    return row;
  }

  /** The scope's firm record of a person, when the scope may see it. */
  async findRecordOfPerson(personId: string) {
    const [row] = await this.records(and(inScope(this.scope), eq(candidates.personId, personId))).limit(1);
    return row;
  }

  async updateRecord(candidateId: string, set: Partial<{ remark: string; source: string; ownerId: string; deletedAt: Date }>) {
    const updated = await this.db
      .update(candidates)
      .set({ ...set, updatedAt: new Date() })
      .where(and(inScope(this.scope), eq(candidates.id, candidateId)))
      .returning({ id: candidates.id });
    return updated.length > 0;
  }
}
