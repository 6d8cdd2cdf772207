import type { TrialStatus } from '@hh/domain/site/trial-rules';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { trialRequests } from '../../db/schema/site';

export type TrialRequestRecord = typeof trialRequests.$inferSelect;

/**
 * Trial requests of the public site. They belong to the platform, not to a firm: the only
 * readers are the platform's staff in the console, so there is no tenant scope to apply.
 */
export class TrialsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: typeof trialRequests.$inferInsert): Promise<void> {
    await this.db.insert(trialRequests).values(row);
  }

  async page(status: TrialStatus | undefined, offset: number, limit: number) {
    const where = status ? eq(trialRequests.status, status) : undefined;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({ request: trialRequests, handledByName: users.cname })
        .from(trialRequests)
        .leftJoin(users, eq(users.id, trialRequests.handledBy))
        .where(where)
        .orderBy(desc(trialRequests.createdAt), desc(trialRequests.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({
          total: count(),
          new: sql<number>`count(*) filter (where ${trialRequests.status} = 'new')`.mapWith(Number),
          contacted: sql<number>`count(*) filter (where ${trialRequests.status} = 'contacted')`.mapWith(Number),
          closed: sql<number>`count(*) filter (where ${trialRequests.status} = 'closed')`.mapWith(Number),
        })
        .from(trialRequests),
    ]);
    const counts = { new: totals?.new ?? 0, contacted: totals?.contacted ?? 0, closed: totals?.closed ?? 0 };
    return { rows, total: status ? counts[status] : (totals?.total ?? 0), counts };
  }

  async find(id: string) {
    const [row] = await this.db
      .select({ request: trialRequests, handledByName: users.cname })
      .from(trialRequests)
      .leftJoin(users, eq(users.id, trialRequests.handledBy))
      .where(eq(trialRequests.id, id))
      .limit(1);
    return row;
  }

  /** Moves a request on, only if it is still in `from`: false when someone else moved it first. */
  async followUp(id: string, from: TrialStatus, change: { status: TrialStatus; note: string; handledBy: string }): Promise<boolean> {
    const updated = await this.db
      .update(trialRequests)
      .set({ status: change.status, note: change.note, handledBy: change.handledBy, handledAt: new Date() })
      .where(and(eq(trialRequests.id, id), eq(trialRequests.status, from)))
      .returning({ id: trialRequests.id });
    return updated.length > 0;
  }
}
