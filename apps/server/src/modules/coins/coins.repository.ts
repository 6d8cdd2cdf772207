import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coinBalances } from '../../db/schema/tables';

/** The coin reads of a firm: balances are kept beside the entries by the ledger (ledger.repository.ts). */
export class CoinsRepository {
  constructor(private readonly db: Db) {}

  /** All coins held inside a firm: its pool, its teams and its consultants. */
  async totalOfFirm(firmId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${coinBalances.balance}), 0)::bigint` })
      .from(coinBalances)
      .where(and(eq(coinBalances.firmId, firmId), eq(coinBalances.asset, 'coin'), sql`${coinBalances.account} not like 'deposit:%'`));
    return Number(row?.n ?? 0);
  }
}
