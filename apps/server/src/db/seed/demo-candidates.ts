import { identityOf, resumeColumnsOf } from '../../modules/candidates/resume-columns';
import type { SecretBox } from '../../platform/secret-box';
import type { Db } from '../client';
import { candidates, people, resumes } from '../schema/tables';
import { DEMO_CONSULTANTS } from './demo-accounts';
import { generatePerson } from './resume-generator';
import { seedId } from './seed-ids';

export const DEMO_CANDIDATE_COUNT = 300;
const SEED = 20261121;

/**
 * Who owns the `index`-th demo candidate: mostly 星河猎头's consultants, every sixth 远航猎头's —
 * half of those from the complete resumes and half from the incomplete ones (the generator leaves
 * indexes 2 and 5 modulo 6 incomplete), so the second firm has orders too.
 */
export function demoOwnerOf(index: number) {
  const xinghe = DEMO_CONSULTANTS.filter((c) => c.firm === 'xinghe');
  const yuanhang = DEMO_CONSULTANTS.filter((c) => c.firm === 'yuanhang');
  const owner = index % 12 === 5 || index % 12 === 10 ? yuanhang[index % yuanhang.length] : xinghe[index % xinghe.length];
  if (!owner) throw new Error('no demo consultant');
  return owner;
}

/** 300 candidates with realistic careers; a third incomplete in different ways. */
export async function seedDemoCandidates(db: Db, box: SecretBox, now: number): Promise<void> {
  const personRows: (typeof people.$inferInsert)[] = [];
  const resumeRows: (typeof resumes.$inferInsert)[] = [];
  const candidateRows: (typeof candidates.$inferInsert)[] = [];
  for (let i = 0; i < DEMO_CANDIDATE_COUNT; i++) {
    const { content } = generatePerson(SEED, i, 15_800_000_000);
    const identity = identityOf(content.commonResume);
    const columns = resumeColumnsOf(content, box);
    const personId = seedId(`person:${i}`);
    const owner = demoOwnerOf(i);
    const at = now - (i * 7 + 3) * 3_600_000;
    personRows.push({ id: personId, ...identity, createdAt: new Date(at) });
    resumeRows.push({ id: seedId(`resume:${i}`), personId, ...columns, updatedAt: new Date(at) });
    candidateRows.push({
      id: seedId(`candidate:${i}`),
      firmId: seedId(`firm:${owner.firm}`),
      personId,
      ownerId: seedId(`user:${owner.key}`),
      source: ['upload', 'upload', 'manual', 'import', 'search'][i % 5] as string,
      remark: i % 7 === 0 ? '沟通积极，看机会中，周末方便电话' : '',
      completed: columns.completed,
      createdAt: new Date(at),
      updatedAt: new Date(at),
      sortKey: at,
    });
  }
  for (let i = 0; i < DEMO_CANDIDATE_COUNT; i += 100) {
    await db.insert(people).values(personRows.slice(i, i + 100));
    await db.insert(resumes).values(resumeRows.slice(i, i + 100));
    await db.insert(candidates).values(candidateRows.slice(i, i + 100));
  }
}
