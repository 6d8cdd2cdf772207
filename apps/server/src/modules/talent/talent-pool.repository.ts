import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import type { TalentDocument } from '@hh/domain/talent/talent-document';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, orders, people, resumes, talentIndex } from '../../db/schema/tables';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export interface PoolSourceRow {
  name: string;
  phone: string | null;
  sex: number;
  birthday: string;
  city: string;
  workStartDate: string;
  education: number;
  completed: boolean;
  expects: Partial<ResumeContent['commonResumeExpects']>;
  educationList: ResumeContent['commonEducationExperienceList'];
  workList: ResumeContent['commonWorkExperienceList'];
  projectList: ResumeContent['commonProjectExperiencesList'];
  labels: string[];
  updatedAt: Date;
  /** The firms' live records of the person, earliest first (normally one). */
  holders: { firmId: string; ownerId: string }[];
  recommended: boolean;
}

export interface IndexKeys {
  personId: string;
  source: number;
  refreshedAt: Date;
  createdAt?: Date;
  occupiedFirmId: string | null;
  occupiedOwnerId: string | null;
}

/** The talent pool's index rows (talent_index): written here, searched in talent-search.repository.ts. */
export class TalentPoolRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(run);
  }

  async entry(personId: string, tx: Executor = this.db) {
    const [row] = await tx
      .select({ source: talentIndex.source, createdAt: talentIndex.createdAt, occupiedFirmId: talentIndex.occupiedFirmId })
      .from(talentIndex)
      .where(eq(talentIndex.personId, personId));
    return row;
  }

  /** Everything the index row is computed from: the person, the resume, who holds them, whether recommended. */
  async sourceOf(personId: string, tx: Executor = this.db): Promise<PoolSourceRow | undefined> {
    const [row] = await tx
      .select({
        name: people.name,
        phone: people.phone,
        sex: resumes.sex,
        birthday: resumes.birthday,
        city: resumes.city,
        workStartDate: resumes.workStartDate,
        education: resumes.education,
        completed: resumes.completed,
        expects: resumes.expects,
        educationList: resumes.educationList,
        workList: resumes.workList,
        projectList: resumes.projectList,
        labels: resumes.labels,
        updatedAt: resumes.updatedAt,
        holders: sql<{ firmId: string; ownerId: string }[]>`coalesce((
          select json_agg(json_build_object('firmId', c.firm_id, 'ownerId', c.owner_id) order by c.created_at, c.id)
          from ${candidates} c where c.person_id = ${people.id} and c.deleted_at is null), '[]'::json)`,
        recommended: sql<boolean>`exists (select 1 from ${orders} where ${orders.personId} = ${people.id})`,
      })
      .from(people)
      .innerJoin(resumes, eq(resumes.personId, people.id))
      .where(eq(people.id, personId))
      .limit(1);
    return row as PoolSourceRow | undefined;
  }

  async upsert(keys: IndexKeys, doc: TalentDocument, tx: Executor = this.db) {
    const values = {
      personId: keys.personId,
      source: keys.source,
      refreshedAt: keys.refreshedAt,
      ...(keys.createdAt ? { createdAt: keys.createdAt } : {}),
      occupiedFirmId: keys.occupiedFirmId,
      occupiedOwnerId: keys.occupiedOwnerId,
      ...columnsOf(doc),
    };
    const { personId: _key, createdAt: _created, ...changes } = values;
    await tx.insert(talentIndex).values(values).onConflictDoUpdate({ target: talentIndex.personId, set: changes });
  }

  async insertMany(rows: (typeof talentIndex.$inferInsert)[], tx: Executor = this.db) {
    if (rows.length) await tx.insert(talentIndex).values(rows);
  }

  async remove(personId: string, tx: Executor = this.db) {
    await tx.delete(talentIndex).where(eq(talentIndex.personId, personId));
  }
}

/** The index columns of a computed document. */
export function columnsOf(doc: TalentDocument) {
  return {
    city: doc.city,
    expectCity: doc.expectCity,
    education: doc.education,
    sex: doc.sex,
    birthYear: doc.birthYear,
    workYears: doc.workYears,
    graduateYear: doc.graduateYear,
    expectSalary: doc.expectSalary,
    nowSalary: doc.nowSalary,
    tipMask: doc.tipMask,
    canShare: doc.canShare,
    tokens: doc.tokens,
    searchText: doc.searchText,
    curPosition: doc.curPosition,
    positions: doc.positions,
    curCompany: doc.curCompany,
    companies: doc.companies,
    lastSchool: doc.lastSchool,
    projects: doc.projects,
  };
}
