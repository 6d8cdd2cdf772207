import { accountKey, accountOwner, type LedgerAccount } from '@hh/domain/coins/ledger';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

export interface SeedTransfer {
  id: string;
  key: string;
  reason: string;
  from: LedgerAccount;
  to: LedgerAccount;
  amount: number;
  at: Date;
  asset?: 'coin' | 'fen';
  reference?: string;
  note?: string;
  actorId?: string;
}

/**
 * Writes demo transfers through the ledger's own `coin_transfer` function (migration 0017), in
 * the order given, so balances, entries and `balance_after` are exactly what live transfers make.
 */
export async function seedTransfers(db: Db, transfers: readonly SeedTransfer[]): Promise<void> {
  for (const t of transfers) {
    const from = accountOwner(t.from);
    const to = accountOwner(t.to);
    await db.execute(sql`select coin_transfer(
      ${t.id}::uuid, ${t.key}, ${t.asset ?? 'coin'}, ${accountKey(t.from)}, ${accountKey(t.to)}, ${t.amount}::bigint, ${t.reason},
      ${to.firmId ?? from.firmId}::uuid, ${to.userId ?? from.userId}::uuid, ${t.reference ?? null}, ${t.note ?? null}, ${t.actorId ?? null}::uuid,
      ${from.firmId}::uuid, ${from.teamId}::uuid, ${from.userId}::uuid, ${to.firmId}::uuid, ${to.teamId}::uuid, ${to.userId}::uuid,
      ${t.at}::timestamptz)`);
  }
}
