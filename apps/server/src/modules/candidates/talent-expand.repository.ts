import type { DataScope } from '@hh/domain/accounts/scope';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, candidateVisits, resumes } from '../../db/schema/tables';

/** The reads of the talent list's expand list: resumes and last visits of one page of records. */
export class TalentExpandRepository {
  constructor(private readonly db: Db) {}

  /** The reads as one scope sees them: records outside it are never returned. */
  for(scope: DataScope) {
    return { rowsOf: (ids: readonly string[]) => this.rowsOf(scope, ids) };
  }

  /** The records among `ids` the scope holds, with their resume lists and visit summary. */
  private async rowsOf(scope: DataScope, ids: readonly string[]) {
    if (ids.length === 0 || (scope.userIds !== null && scope.userIds.length === 0)) return [];
    const lastVisit = this.db
      .select({
        candidateId: candidateVisits.candidateId,
        n: sql<number>`count(*)::int`.as('n'),
        lastAt: sql<Date | null>`max(${candidateVisits.visitedAt})`.as('last_at'),
        lastContent: sql<string | null>`(array_agg(${candidateVisits.content} order by ${candidateVisits.visitedAt} desc))[1]`.as(
          'last_content',
        ),
      })
      .from(candidateVisits)
      .where(inArray(candidateVisits.candidateId, [...ids]))
      .groupBy(candidateVisits.candidateId)
      .as('v');
    return this.db
      .select({
        userId: candidates.id,
        workList: resumes.workList,
        educationList: resumes.educationList,
        projectList: resumes.projectList,
        visitCount: lastVisit.n,
        lastVisitAt: lastVisit.lastAt,
        lastVisit: lastVisit.lastContent,
      })
      .from(candidates)
      .innerJoin(resumes, eq(resumes.personId, candidates.personId))
      .leftJoin(lastVisit, eq(lastVisit.candidateId, candidates.id))
      .where(
        and(
          inArray(candidates.id, [...ids]),
          eq(candidates.firmId, scope.firmId),
          isNull(candidates.deletedAt),
          scope.userIds === null ? undefined : inArray(candidates.ownerId, [...scope.userIds]),
        ),
      );
  }
}
