import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coinBalances } from '../../db/schema/tables';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type LedgerExecutor = Db | Tx;

export interface TransferRow {
  id: string;
  key: string;
  asset: string;
  from: string;
  to: string;
  amount: number;
  reason: string;
  firmId: string | null;
  userId: string | null;
  reference: string | null;
  note: string | null;
  actorId: string | null;
  fromOwner: { firmId: string | null; teamId: string | null; userId: string | null };
  toOwner: { firmId: string | null; teamId: string | null; userId: string | null };
  at?: Date;
}

/**
 * The writes of the ledger: one call of the `coin_transfer` function (migration 0017), which
 * takes the key, both balances and both entries in one statement, so a transfer costs one round
 * trip and holds its row locks for as short as the database allows.
 */
export class LedgerRepository {
  constructor(readonly db: Db) {}

  async transfer(executor: LedgerExecutor, t: TransferRow): Promise<{ transferId: string; replayed: boolean }> {
    const result = await executor.execute<{ transfer_id: string; replayed: boolean }>(sql`
      select transfer_id, replayed from coin_transfer(
        ${t.id}::uuid, ${t.key}, ${t.asset}, ${t.from}, ${t.to}, ${t.amount}::bigint, ${t.reason},
        ${t.firmId}::uuid, ${t.userId}::uuid, ${t.reference}, ${t.note}, ${t.actorId}::uuid,
        ${t.fromOwner.firmId}::uuid, ${t.fromOwner.teamId}::uuid, ${t.fromOwner.userId}::uuid,
        ${t.toOwner.firmId}::uuid, ${t.toOwner.teamId}::uuid, ${t.toOwner.userId}::uuid,
        ${t.at ?? null}::timestamptz)`);
    const row = result.rows[0];
    if (!row) throw new Error('coin_transfer returned no row');
    return { transferId: row.transfer_id, replayed: row.replayed };
  }

  async balance(executor: LedgerExecutor, account: string, asset: string): Promise<number> {
    const [row] = await executor
      .select({ balance: coinBalances.balance })
      .from(coinBalances)
      .where(and(eq(coinBalances.account, account), eq(coinBalances.asset, asset)));
    return Number(row?.balance ?? 0);
  }
}
