import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { candidates, sharedResumes } from '../schema/tables';
import { DEMO_CONSULTANTS } from './demo-accounts';
import { DEMO_CANDIDATE_COUNT } from './demo-candidates';
import { demoCoinTransfers } from './demo-coins';
import { type SeedTransfer, seedTransfers } from './demo-ledger';
import { seedId } from './seed-ids';

const DAY = 86_400_000;
/** Coins each demo consultant starts with (a platform grant). */
export const DEMO_COIN_GRANT = 20;
/** Demo candidates whose index is 1 modulo 5 are shared, when their resume is complete. */
export const demoSharedIndexes = () => Array.from({ length: DEMO_CANDIDATE_COUNT }, (_, i) => i).filter((i) => i % 5 === 1);
const CONSENT_METHODS = ['written', 'email', 'recording', 'platform'] as const;

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

  const transfers: SeedTransfer[] = [];
  for (const c of DEMO_CONSULTANTS) {
    const userId = seedId(`user:${c.key}`);
    const firmId = seedId(`firm:${c.firm}`);
    transfers.push({
      id: seedId(`coins:grant:${c.key}`),
      key: `demo:grant:${c.key}`,
      reason: 'grant',
      from: { kind: 'platform' },
      to: { kind: 'user', firmId, userId },
      amount: DEMO_COIN_GRANT,
      note: '开通赠送',
      at: new Date(now - 60 * DAY),
    });
  }
  const shares = records.map((r, k) => {
    const at = new Date(now - (k + 1) * 9 * 3_600_000);
    transfers.push({
      id: seedId(`coins:shareReward:${r.id}`),
      key: `shareReward:${r.firmId}:${r.personId}`,
      reason: 'shareReward',
      from: { kind: 'platform' },
      to: { kind: 'user', firmId: r.firmId, userId: r.ownerId },
      amount: 1,
      reference: r.personId,
      at,
    });
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
  transfers.push(...demoCoinTransfers(now));
  transfers.sort((x, y) => x.at.getTime() - y.at.getTime());
  await seedTransfers(db, transfers);
}
