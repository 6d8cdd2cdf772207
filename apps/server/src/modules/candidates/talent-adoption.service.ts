import type { DataScope } from '@hh/domain/accounts/scope';
import type { CandidatesRepository, Tx } from './candidates.repository';

/**
 * Taking a person who is already on the platform (talent pool, shared resume library) into a
 * firm's talent, and letting go of them again — inside the caller's transaction, so the
 * bindings and coins written beside them commit or roll back together. Kept apart from
 * CandidatesService, whose use cases start from a resume being typed or uploaded.
 */
export class TalentAdoptionService {
  constructor(private readonly repo: CandidatesRepository) {}

  /**
   * Locks the person the same way a save of their phone or e-mail does (and by id), so an
   * upload of the same person and an add from the pool wait for each other. Undefined when
   * the person has no resume.
   */
  async lockPerson(tx: Tx, personId: string) {
    const row = await this.repo.resumeOf(personId, tx);
    if (!row) return undefined;
    await this.repo.lockIdentities(tx, [row.phone, row.email, `id:${personId}`]);
    return { completed: row.resume.completed };
  }

  /** Every firm's live record of the person: firm and owner only (never shown to another firm). */
  async holdersOf(tx: Tx, personId: string) {
    const rows = await this.repo.whoHas({ personId }, tx);
    return rows.flatMap((r) =>
      r.candidateId && r.firmId && r.ownerId ? [{ firmId: r.firmId, candidateId: r.candidateId, ownerId: r.ownerId }] : [],
    );
  }

  /** The talent record of the person the scope may see, if any. */
  async recordInScope(scope: DataScope, personId: string) {
    return this.repo.for(scope).findRecordOfPerson(personId);
  }

  /** Creates the firm's record of the person, owned by the consultant. */
  async adopt(tx: Tx, record: { firmId: string; personId: string; ownerId: string; source: 'search' | 'share'; completed: boolean }) {
    return this.repo.insertRecord(tx, { ...record, remark: '' });
  }

  /** Removes a record from the firm's talent (soft delete; the person and resume stay). */
  async drop(tx: Tx, candidateId: string) {
    await this.repo.deleteRecordTx(tx, candidateId);
  }
}
