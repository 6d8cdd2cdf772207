import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recommendConfirmations } from '../../db/schema/tables';

/** The candidates' confirmation links (only their tokens' hashes). Looked up by the token alone: the link is the credential. */
export class ConfirmationsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: { id: string; orderId: string; tokenHash: string; expiresAt: Date }) {
    await this.db.insert(recommendConfirmations).values(row);
  }

  /** Which of these orders had a confirmation link sent (only those can still need the candidate's confirmation). */
  async linked(orderIds: readonly string[]): Promise<string[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ orderId: recommendConfirmations.orderId })
      .from(recommendConfirmations)
      .where(inArray(recommendConfirmations.orderId, [...orderIds]));
    return rows.map((r) => r.orderId);
  }

  async find(tokenHash: string) {
    const [row] = await this.db.select().from(recommendConfirmations).where(eq(recommendConfirmations.tokenHash, tokenHash)).limit(1);
    return row;
  }

  /** Spends the link if it is unused and unexpired at `now`: its order, or undefined when it cannot be used. */
  async use(tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(recommendConfirmations)
      .set({ usedAt: now })
      .where(
        and(
          eq(recommendConfirmations.tokenHash, tokenHash),
          isNull(recommendConfirmations.usedAt),
          gt(recommendConfirmations.expiresAt, now),
        ),
      )
      .returning({ orderId: recommendConfirmations.orderId });
    return row?.orderId;
  }
}
