import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { riskEvents } from '../db/schema/tables';
import { newId } from './ids';
import type { RiskFlag } from './risk-control';

/** The log of crossed risk thresholds, read by the platform console. */
export class RiskEventsRepository {
  constructor(private readonly db: Db) {}

  async record(flag: RiskFlag): Promise<void> {
    await this.db.insert(riskEvents).values({
      id: newId(),
      userId: flag.userId,
      firmId: flag.firmId,
      action: flag.action,
      scope: flag.scope,
      count: flag.count,
    });
  }

  async countForUser(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(riskEvents).where(eq(riskEvents.userId, userId));
    return row?.n ?? 0;
  }
}
