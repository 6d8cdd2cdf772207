import { movementEntries, userAccount } from '@hh/domain/coins/ledger';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { candidates, coinEntries, coinMovements, sharedResumes } from '../schema/tables';
import { DEMO_CONSULTANTS } from './demo-accounts';
import { DEMO_CANDIDATE_COUNT } from './demo-candidates';
import { seedId } from './seed-ids';

const DAY = 86_400_000;
/** Coins each demo consultant starts with (a platform grant). */
export const DEMO_COIN_GRANT = 20;
/** Demo candidates whose index is 1 modulo 5 are shared, when their resume is complete. */
export const demoSharedIndexes = () => Array.from({ length: DEMO_CANDIDATE_COUNT }, (_, i) => i).filter((i) => i % 5 === 1);
const CONSENT_METHODS = ['written', 'email', 'recording', 'platform'] as const;

type Movement = typeof coinMovements.$inferInsert;
type Entry = typeof coinEntries.$inferInsert;

function ledgerRows(
  id: string,
  movement: Omit<Movement, 'id'>,
  userId: string,
  firmId: string,
  entries: ReturnType<typeof movementEntries>,
) {
  const m: Movement = { id, ...movement };
  const e: Entry[] = entries.map((x, k) => ({
    id: seedId(`${id}:entry:${k}`),
    movementId: id,
    account: x.account,
    userId: x.account === userAccount(userId) ? userId : null,
    firmId: x.account === userAccount(userId) ? firmId : null,
    amount: x.amount,
    createdAt: movement.createdAt,
  }));
  return { m, e };
}

/**
 * The shared resume library and the coin ledger of the demo world: every consultant gets a
 * grant of 20 coins; the complete demo resumes with an index of 1 modulo 5 are shared by their
 * owner with consent on record, and each share earned its sharer 1 coin — the ledger's rules.
 */
export async function seedDemoSharing(db: Db, now: number): Promise<void> {
  const wanted = demoSharedIndexes().map((i) => seedId(`candidate:${i}`));
  const records = await db
    .select({ id: candidates.id, personId: candidates.personId, firmId: candidates.firmId, ownerId: candidates.ownerId })
    .from(candidates)
    .where(and(inArray(candidates.id, wanted), eq(candidates.completed, true), isNull(candidates.deletedAt)));
  const order = new Map(wanted.map((id, k) => [id, k]));
  records.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

  const movements: Movement[] = [];
  const entries: Entry[] = [];
  for (const c of DEMO_CONSULTANTS) {
    const userId = seedId(`user:${c.key}`);
    const firmId = seedId(`firm:${c.firm}`);
    const id = seedId(`coins:grant:${c.key}`);
    const rows = ledgerRows(
      id,
      { kind: 'grant', firmId, userId, note: '开通赠送', createdAt: new Date(now - 60 * DAY) },
      userId,
      firmId,
      movementEntries('grant', userId, DEMO_COIN_GRANT),
    );
    movements.push(rows.m);
    entries.push(...rows.e);
  }
  const shares = records.map((r, k) => {
    const at = new Date(now - (k + 1) * 9 * 3_600_000);
    const id = seedId(`coins:shareReward:${r.id}`);
    const rows = ledgerRows(
      id,
      {
        kind: 'shareReward',
        firmId: r.firmId,
        userId: r.ownerId,
        onceKey: `shareReward:${r.firmId}:${r.personId}`,
        note: r.personId,
        createdAt: at,
      },
      r.ownerId,
      r.firmId,
      movementEntries('shareReward', r.ownerId),
    );
    movements.push(rows.m);
    entries.push(...rows.e);
    return {
      id: seedId(`share:${r.id}`),
      personId: r.personId,
      firmId: r.firmId,
      sharedBy: r.ownerId,
      candidateId: r.id,
      sharedAt: at,
      consentAt: new Date(at.getTime() - 2 * DAY),
      consentMethod: CONSENT_METHODS[k % CONSENT_METHODS.length] as string,
      consentNote: k % 3 === 0 ? '候选人同意将简历分享给平台合作猎头公司' : '',
    };
  });
  if (shares.length > 0) await db.insert(sharedResumes).values(shares);
  await db.insert(coinMovements).values(movements);
  await db.insert(coinEntries).values(entries);
}
