import type { ShareSearch } from '@hh/domain/talent/share.schema';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, people, resumes, sharedResumes, teams, users } from '../../db/schema/tables';
import { newId } from '../../platform/ids';
import type { Tx } from './bindings.repository';

type Executor = Db | Tx;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** 'YYYY-MM' of the month `years` years before now (work-start and birthday bounds compare as text). */
const monthsAgo = (years: number, now: Date) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  d.setUTCMonth(d.getUTCMonth() - Math.round(years * 12));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * The share search's conditions (spec 001 §3). Work years arrive divided by 10; a bound of L
 * years means the career started at least L years ago, an upper bound U less than U+1 years ago.
 */
function searchConditions(q: ShareSearch, schoolNames: readonly string[] | undefined, now = new Date()): SQL[] {
  const c: SQL[] = [];
  if (q.expectPositionName) {
    const p = like(q.expectPositionName);
    c.push(or(ilike(sql`${resumes.expects}->>'expectPositionName'`, p), ilike(resumes.positionName, p)) as SQL);
  }
  if (q.expectCity) c.push(ilike(sql`${resumes.expects}->>'expectCity'`, like(q.expectCity)));
  if (q.workYearLower !== undefined)
    c.push(sql`${resumes.workStartDate} <> '' and left(${resumes.workStartDate}, 7) <= ${monthsAgo(q.workYearLower * 10, now)}`);
  if (q.workYearUpper !== undefined) {
    // A career that has not started yet (a graduate's future start date) has no work years to bound.
    c.push(
      sql`${resumes.workStartDate} <> '' and left(${resumes.workStartDate}, 7) > ${monthsAgo(q.workYearUpper * 10 + 1, now)} and left(${resumes.workStartDate}, 7) <= ${monthsAgo(0, now)}`,
    );
  }
  if (q.education) c.push(eq(resumes.education, q.education));
  if (q.ageLower !== undefined) c.push(sql`${resumes.birthday} <> '' and left(${resumes.birthday}, 7) <= ${monthsAgo(q.ageLower, now)}`);
  if (q.ageUpper !== undefined) c.push(sql`${resumes.birthday} <> '' and left(${resumes.birthday}, 7) > ${monthsAgo(q.ageUpper + 1, now)}`);
  if (q.projectExperiences) c.push(ilike(sql`${resumes.projectList}::text`, like(q.projectExperiences)));
  if (q.companyNames)
    c.push(or(ilike(resumes.companyName, like(q.companyNames)), ilike(sql`${resumes.workList}::text`, like(q.companyNames))) as SQL);
  if (q.lastSchoolNames) c.push(ilike(sql`${resumes.educationList}::text`, like(q.lastSchoolNames)));
  if (q.sex) c.push(eq(resumes.sex, q.sex));
  if (schoolNames) {
    c.push(
      sql`exists (select 1 from jsonb_array_elements(${resumes.educationList}) e where e->>'schoolName' = any(${sql.param([...schoolNames])}::text[]))`,
    );
  }
  return c;
}

/** The shared resume library: shares with their consent, and the search over the live ones. */
export class ShareLibraryRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  /** Firms sharing the person right now (their own records do not make the person occupied). */
  async sharingFirms(personId: string, executor: Executor = this.db) {
    const rows = await executor
      .select({ firmId: sharedResumes.firmId })
      .from(sharedResumes)
      .where(and(eq(sharedResumes.personId, personId), isNull(sharedResumes.withdrawnAt)));
    return rows.map((r) => r.firmId);
  }

  /** Who shared the person first among the firms sharing them now, other than `exceptFirmId`: the one a take rewards. */
  async firstSharer(tx: Tx, personId: string, exceptFirmId: string) {
    const [row] = await tx
      .select({ firmId: sharedResumes.firmId, userId: sharedResumes.sharedBy })
      .from(sharedResumes)
      .where(and(eq(sharedResumes.personId, personId), isNull(sharedResumes.withdrawnAt), ne(sharedResumes.firmId, exceptFirmId)))
      .orderBy(asc(sharedResumes.sharedAt), asc(sharedResumes.id))
      .limit(1);
    return row;
  }

  async liveShareOf(tx: Tx, firmId: string, personId: string) {
    const [row] = await tx
      .select({ id: sharedResumes.id })
      .from(sharedResumes)
      .where(and(eq(sharedResumes.firmId, firmId), eq(sharedResumes.personId, personId), isNull(sharedResumes.withdrawnAt)))
      .limit(1);
    return row;
  }

  async lockFirmPerson(tx: Tx, firmId: string, personId: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share:${firmId}:${personId}`}))`);
  }

  async insert(
    tx: Tx,
    share: {
      personId: string;
      firmId: string;
      sharedBy: string;
      candidateId: string;
      consentAt: Date;
      consentMethod: string;
      consentNote: string;
    },
  ) {
    const id = newId();
    await tx.insert(sharedResumes).values({ id, ...share });
    return id;
  }

  /**
   * One page of live shares, newest first, with each person's headline and whether a live
   * talent record holds them in the caller's firm (and whose) or in a firm that does not share them.
   */
  async search(firmId: string, q: ShareSearch, schoolNames: readonly string[] | undefined) {
    const where = and(
      isNull(sharedResumes.withdrawnAt),
      q.sharerId ? and(eq(sharedResumes.firmId, firmId), eq(sharedResumes.sharedBy, q.sharerId)) : undefined,
      ...searchConditions(q, schoolNames),
    );
    const heldHere = sql<
      string | null
    >`(select c.owner_id from ${candidates} c where c.person_id = ${sharedResumes.personId} and c.firm_id = ${firmId} and c.deleted_at is null limit 1)`;
    const heldByOtherFirm = sql<boolean>`exists (select 1 from ${candidates} c where c.person_id = ${sharedResumes.personId} and c.firm_id <> ${firmId} and c.deleted_at is null
      and not exists (select 1 from ${sharedResumes} s2 where s2.person_id = c.person_id and s2.firm_id = c.firm_id and s2.withdrawn_at is null))`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          shareId: sharedResumes.id,
          personId: sharedResumes.personId,
          firmId: sharedResumes.firmId,
          sharedAt: sharedResumes.sharedAt,
          sharerName: users.cname,
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
          expects: resumes.expects,
          educationList: resumes.educationList,
          heldHere,
          heldByOtherFirm,
        })
        .from(sharedResumes)
        .innerJoin(people, eq(people.id, sharedResumes.personId))
        .innerJoin(resumes, eq(resumes.personId, sharedResumes.personId))
        .innerJoin(users, eq(users.id, sharedResumes.sharedBy))
        .where(where)
        .orderBy(desc(sharedResumes.sharedAt), desc(sharedResumes.id))
        .limit(q.limit)
        .offset((q.current - 1) * q.limit),
      this.db.select({ n: count() }).from(sharedResumes).innerJoin(resumes, eq(resumes.personId, sharedResumes.personId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The firm's consultants who have shared, with how many live shares each (the sharer filter). */
  async sharers(firmId: string) {
    return this.db
      .select({ id: users.id, cname: users.cname, teamName: sql<string>`coalesce(${teams.name}, '')`, sharedCount: count() })
      .from(sharedResumes)
      .innerJoin(users, eq(users.id, sharedResumes.sharedBy))
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(and(eq(sharedResumes.firmId, firmId), isNull(sharedResumes.withdrawnAt)))
      .groupBy(users.id, users.cname, teams.name)
      .orderBy(desc(count()), users.cname);
  }
}
