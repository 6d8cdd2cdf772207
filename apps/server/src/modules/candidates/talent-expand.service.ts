import type { DataScope } from '@hh/domain/accounts/scope';
import { type EducationEntry, educationEntrySchema, type WorkEntry, workEntrySchema } from '@hh/domain/candidates/resume.schema';
import { type ExpandRow, newestFirst } from '@hh/domain/candidates/talent-expand.schema';
import { isId } from '../../platform/ids';
import type { TalentExpandRepository } from './talent-expand.repository';

const asList = <T>(value: unknown, parse: (v: unknown) => T | undefined): T[] =>
  Array.isArray(value) ? value.map(parse).filter((v): v is T => v !== undefined) : [];
const work = (v: unknown): WorkEntry | undefined => workEntrySchema.safeParse(v).data;
const school = (v: unknown): EducationEntry | undefined => educationEntrySchema.safeParse(v).data;

/**
 * The expand list of talent management: each candidate's latest jobs and highest schooling and
 * the last contact, for the rows of one page. Ids outside the caller's scope are left out, as
 * missing ones would be, so the answer never says whether they exist.
 */
export class TalentExpandService {
  constructor(private readonly repo: TalentExpandRepository) {}

  async expand(scope: DataScope, ids: readonly string[]): Promise<ExpandRow[]> {
    const valid = [...new Set(ids)].filter(isId);
    const rows = await this.repo.for(scope).rowsOf(valid);
    const byId = new Map(rows.map((r) => [r.userId, r]));
    return valid.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const works = newestFirst(asList(row.workList, work)).slice(0, 3);
      const educations = asList(row.educationList, school)
        .sort((a, b) => b.education - a.education || b.startDate.localeCompare(a.startDate))
        .slice(0, 2);
      return [
        {
          userId: id,
          works: works.map(({ companyName, positionName, startDate, endDate }) => ({ companyName, positionName, startDate, endDate })),
          educations: educations.map(({ schoolName, professional, education, startDate, endDate }) => ({
            schoolName,
            professional,
            education,
            startDate,
            endDate,
          })),
          projectCount: Array.isArray(row.projectList) ? row.projectList.length : 0,
          visitCount: row.visitCount ?? 0,
          lastVisitAt: row.lastVisitAt ? new Date(row.lastVisitAt).getTime() : null,
          lastVisit: row.lastVisit ?? null,
        },
      ];
    });
  }
}
