import type { DataScope } from '@hh/domain/accounts/scope';
import { DEFAULT_MAX_UNRECOMMENDED, DEFAULT_REMINDER_CAPACITY } from '@hh/domain/talent/binding';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bindingLimits, candidateBindings, candidates, people, resumeContactAsks, resumes, users } from '../../db/schema/tables';
import { newId } from '../../platform/ids';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** Whose bindings a read covers: a scope's consultants (null: the whole firm). */
const inScope = (scope: DataScope): SQL | undefined =>
  and(
    eq(candidateBindings.firmId, scope.firmId),
    scope.userIds === null
      ? undefined
      : inArray(candidateBindings.consultantId, [...scope.userIds, '00000000-0000-0000-0000-000000000000']),
  );

export class BindingsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  /** Serialises one consultant's adds, so two at once cannot both take the last place under the limit. */
  async lockConsultant(tx: Tx, userId: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bindings:${userId}`}))`);
  }

  async limitsOf(firmId: string, executor: Executor = this.db) {
    const [row] = await executor.select().from(bindingLimits).where(eq(bindingLimits.firmId, firmId)).limit(1);
    return { max: row?.maxUnrecommended ?? DEFAULT_MAX_UNRECOMMENDED, reminder: row?.reminderCapacity ?? DEFAULT_REMINDER_CAPACITY };
  }

  async liveOfPerson(tx: Tx, personId: string) {
    const [row] = await tx
      .select({ id: candidateBindings.id, consultantId: candidateBindings.consultantId, candidateId: candidateBindings.candidateId })
      .from(candidateBindings)
      .where(and(eq(candidateBindings.personId, personId), isNull(candidateBindings.releasedAt)))
      .limit(1);
    return row;
  }

  /**
   * A consultant's live bindings whose talent record is live too (the capability counts them
   * against their orders; a record deleted from talent management ends its binding's claim).
   */
  async liveOf(consultantId: string, executor: Executor = this.db) {
    return executor
      .select({ id: candidateBindings.id, personId: candidateBindings.personId })
      .from(candidateBindings)
      .innerJoin(candidates, and(eq(candidates.id, candidateBindings.candidateId), isNull(candidates.deletedAt)))
      .where(and(eq(candidateBindings.consultantId, consultantId), isNull(candidateBindings.releasedAt)));
  }

  /** Every person the consultant has bound, live or released (the delivery list's candidates). */
  async personsEverBoundBy(consultantId: string) {
    const rows = await this.db
      .selectDistinct({ personId: candidateBindings.personId })
      .from(candidateBindings)
      .where(eq(candidateBindings.consultantId, consultantId));
    return rows.map((r) => r.personId);
  }

  async insert(tx: Tx, binding: { firmId: string; consultantId: string; personId: string; candidateId: string; how: 'search' | 'share' }) {
    const id = newId();
    await tx.insert(candidateBindings).values({ id, ...binding });
    return id;
  }

  /** The bindings and contact requests as one scope sees them: each read carries its filter. */
  for(scope: DataScope) {
    return {
      page: (limit: number, offset: number) => this.page(scope, limit, offset),
      findLive: (tx: Tx, id: string) => this.findLiveInScope(tx, scope, id),
      asksPage: (limit: number, offset: number) => this.asksPage(scope, limit, offset),
    };
  }

  /** One page of the scope's live bindings, newest first, with the person's headline. */
  private async page(scope: DataScope, limit: number, offset: number) {
    const where = and(inScope(scope), isNull(candidateBindings.releasedAt), isNull(candidates.deletedAt));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: candidateBindings.id,
          candidateId: candidateBindings.candidateId,
          personId: candidateBindings.personId,
          how: candidateBindings.how,
          boundAt: candidateBindings.boundAt,
          consultantId: candidateBindings.consultantId,
          consultantName: users.cname,
          name: people.name,
          phone: people.phone,
          sex: resumes.sex,
          birthday: resumes.birthday,
          city: resumes.city,
          education: resumes.education,
          workStartDate: resumes.workStartDate,
          companyName: resumes.companyName,
          positionName: resumes.positionName,
        })
        .from(candidateBindings)
        .innerJoin(candidates, eq(candidates.id, candidateBindings.candidateId))
        .innerJoin(people, eq(people.id, candidateBindings.personId))
        .innerJoin(resumes, eq(resumes.personId, candidateBindings.personId))
        .innerJoin(users, eq(users.id, candidateBindings.consultantId))
        .where(where)
        .orderBy(desc(candidateBindings.boundAt), desc(candidateBindings.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: count() })
        .from(candidateBindings)
        .innerJoin(candidates, eq(candidates.id, candidateBindings.candidateId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** A live binding the scope holds, locked for release. */
  private async findLiveInScope(tx: Tx, scope: DataScope, id: string) {
    const [row] = await tx
      .select({
        id: candidateBindings.id,
        personId: candidateBindings.personId,
        candidateId: candidateBindings.candidateId,
        consultantId: candidateBindings.consultantId,
      })
      .from(candidateBindings)
      .where(and(inScope(scope), eq(candidateBindings.id, id), isNull(candidateBindings.releasedAt)))
      .for('update')
      .limit(1);
    return row;
  }

  async release(tx: Tx, id: string, by: string) {
    await tx.update(candidateBindings).set({ releasedAt: new Date(), releasedBy: by }).where(eq(candidateBindings.id, id));
  }

  async insertAsk(ask: { firmId: string; userId: string; personId: string; contactType: number; reason: string; allowed: boolean }) {
    const id = newId();
    await this.db.insert(resumeContactAsks).values({ id, ...ask, allowed: ask.allowed ? 1 : 0 });
    return id;
  }

  /** The scope's contact requests, newest first. */
  private async asksPage(scope: DataScope, limit: number, offset: number) {
    const where = and(
      eq(resumeContactAsks.firmId, scope.firmId),
      scope.userIds === null ? undefined : inArray(resumeContactAsks.userId, [...scope.userIds, '00000000-0000-0000-0000-000000000000']),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: resumeContactAsks.id,
          userId: resumeContactAsks.userId,
          userName: users.cname,
          personId: resumeContactAsks.personId,
          name: people.name,
          contactType: resumeContactAsks.contactType,
          reason: resumeContactAsks.reason,
          allowed: resumeContactAsks.allowed,
          createdAt: resumeContactAsks.createdAt,
        })
        .from(resumeContactAsks)
        .innerJoin(users, eq(users.id, resumeContactAsks.userId))
        .innerJoin(people, eq(people.id, resumeContactAsks.personId))
        .where(where)
        .orderBy(desc(resumeContactAsks.createdAt), desc(resumeContactAsks.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(resumeContactAsks).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
