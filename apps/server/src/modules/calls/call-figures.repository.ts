import type { DataScope } from '@hh/domain/accounts/scope';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calls } from '../../db/schema/tables';

/** Calls, connected calls and talk time of one consultant over a range. */
export interface CallFigures {
  calls: number;
  connected: number;
  talkSeconds: number;
}

/** One call as the complaint evidence bundle shows it. */
export interface PersonCall {
  id: string;
  userId: string;
  startedAt: Date;
  state: string;
  answered: boolean;
  talkSeconds: number;
}

function inScope(scope: DataScope): SQL {
  const firm = eq(calls.firmId, scope.firmId);
  if (scope.userIds === null) return firm;
  if (scope.userIds.length === 0) return sql`false`;
  return and(firm, inArray(calls.userId, [...scope.userIds])) as SQL;
}

/**
 * What other modules read of calls, through the ports they declare: the per-consultant figures of
 * the workbench's business data (for a scope) and the calls to one person by given consultants
 * for the complaint evidence bundle (a console read: a case is between firms).
 */
export class CallFiguresRepository {
  constructor(private readonly db: Db) {}

  async perUser(scope: DataScope, start: Date, end: Date): Promise<Map<string, CallFigures>> {
    const rows = await this.db
      .select({
        userId: calls.userId,
        calls: sql<number>`count(*)::int`,
        connected: sql<number>`(count(*) filter (where ${calls.answeredAt} is not null))::int`,
        talkSeconds: sql<number>`coalesce(sum(${calls.talkSeconds}), 0)::int`,
      })
      .from(calls)
      .where(and(inScope(scope), gte(calls.startedAt, start), lte(calls.startedAt, end)))
      .groupBy(calls.userId);
    return new Map(rows.map((r) => [r.userId, { calls: r.calls, connected: r.connected, talkSeconds: r.talkSeconds }]));
  }

  /** Calls to a person by these consultants, oldest first, at most `limit`. */
  async toPersonByUsers(personId: string, userIds: readonly string[], limit: number): Promise<PersonCall[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .select({
        id: calls.id,
        userId: calls.userId,
        startedAt: calls.startedAt,
        state: calls.state,
        answeredAt: calls.answeredAt,
        talkSeconds: calls.talkSeconds,
      })
      .from(calls)
      .where(and(eq(calls.personId, personId), inArray(calls.userId, [...userIds])))
      .orderBy(asc(calls.startedAt), asc(calls.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      startedAt: r.startedAt,
      state: r.state,
      answered: r.answeredAt !== null,
      talkSeconds: r.talkSeconds,
    }));
  }
}
