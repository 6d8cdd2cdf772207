import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tipReads } from '../../db/schema/tables';

export type TipKey = 'qrcode';

/** The one-off tips each user has closed; a user's own rows only, keyed by the signed-in user. */
export class TipsRepository {
  constructor(private readonly db: Db) {}

  async isClosed(userId: string, tip: TipKey): Promise<boolean> {
    const [row] = await this.db
      .select({ tip: tipReads.tip })
      .from(tipReads)
      .where(and(eq(tipReads.userId, userId), eq(tipReads.tip, tip)));
    return row !== undefined;
  }

  async close(userId: string, tip: TipKey): Promise<void> {
    await this.db.insert(tipReads).values({ userId, tip }).onConflictDoNothing();
  }
}
