import type { CoinMovementKind, LedgerEntry } from '@hh/domain/coins/ledger';
import { eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coinEntries, coinMovements } from '../../db/schema/tables';
import { newId } from '../../platform/ids';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** The ledger: movements and their entries, append-only. Balances are sums. */
export class CoinsRepository {
  constructor(private readonly db: Db) {}

  /** Serialises spending of one consultant's coins: two takes at once cannot both spend the last coin. */
  async lockUser(tx: Tx, userId: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coins:${userId}`}))`);
  }

  async balanceOfUser(userId: string, executor: Executor = this.db): Promise<number> {
    const [row] = await executor
      .select({ n: sum(coinEntries.amount) })
      .from(coinEntries)
      .where(eq(coinEntries.userId, userId));
    return Number(row?.n ?? 0);
  }

  async totalOfFirm(firmId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sum(coinEntries.amount) })
      .from(coinEntries)
      .where(eq(coinEntries.firmId, firmId));
    return Number(row?.n ?? 0);
  }

  /**
   * Writes one movement and its entries (which must sum to zero). With a `onceKey` already
   * used, nothing is written and false comes back.
   */
  async record(
    tx: Tx,
    movement: { kind: CoinMovementKind; firmId: string; userId: string; onceKey?: string; note?: string },
    entries: readonly LedgerEntry[],
  ): Promise<boolean> {
    if (entries.reduce((s, e) => s + e.amount, 0) !== 0) throw new Error('unbalanced coin movement');
    const id = newId();
    const inserted = await tx
      .insert(coinMovements)
      .values({
        id,
        kind: movement.kind,
        firmId: movement.firmId,
        userId: movement.userId,
        onceKey: movement.onceKey ?? null,
        note: movement.note ?? '',
      })
      .onConflictDoNothing()
      .returning({ id: coinMovements.id });
    if (inserted.length === 0) return false;
    await tx.insert(coinEntries).values(
      entries.map((e) => {
        const user = e.account.startsWith('user:') ? e.account.slice(5) : null;
        return { id: newId(), movementId: id, account: e.account, userId: user, firmId: user ? movement.firmId : null, amount: e.amount };
      }),
    );
    return true;
  }
}
