import type { DataScope } from '@hh/domain/accounts/scope';
import { ApiState } from '@hh/domain/api/api-state';
import type { ConsultantActor } from '../../platform/actor';
import { AppError, notFound } from '../../platform/errors';
import type { RiskControl } from '../../platform/risk-control';
import type { SecretBox } from '../../platform/secret-box';
import { toResumeContent } from './candidates.mapper';
import type { CandidatesRepository } from './candidates.repository';
import type { CandidatesService } from './candidates.service';
import { buildWordResume } from './resume-word';
import type { RevealTicket, TalentPoolHooks } from './talent-pool-hooks';

const MISSING = '候选人不存在或已删除';

/**
 * Disclosure of personal data: the audited reveal of one field and the Word resume with
 * contacts. Each reveal is counted toward the risk limits and written to sensitive_views in
 * the same transaction that reads the value.
 */
type WordFields = { phone: boolean; email: boolean; salary: boolean };

export class DisclosureService {
  constructor(
    private readonly repo: CandidatesRepository,
    private readonly candidates: CandidatesService,
    private readonly risk: RiskControl,
    private readonly box: SecretBox,
    /** Reveals of talent-pool people outside the caller's firm (talent search), with their daily quota. */
    private readonly pool?: TalentPoolHooks,
  ) {}

  /** Reveals one personal field, writing its audit row in the same transaction. */
  async reveal(actor: ConsultantActor, scope: DataScope, personId: string, type: number, ip: string): Promise<{ value: string }> {
    const ticket = await this.revealAccess(actor, scope, personId, type);
    await this.risk.hit(type === 1 ? 'phoneReveal' : 'sensitiveView', actor.userId, actor.firmId);
    return this.repo.transaction(async (tx) => {
      const row = await this.repo.resumeOf(personId, tx);
      if (!row) throw notFound(MISSING);
      const value =
        type === 1
          ? row.phone
          : type === 2
            ? row.email
            : type === 3
              ? row.resume.idCardEncrypted
                ? this.box.open(row.resume.idCardEncrypted)
                : null
              : row.name;
      if (!value) throw notFound('候选人未填写该信息');
      // A reveal beyond the free quota is paid here: short of coins, nothing is revealed or recorded.
      if (ticket.paid) await this.pool?.payReveal(tx, actor, personId, ticket);
      await this.repo.recordSensitiveView(tx, { userId: actor.userId, firmId: actor.firmId, personId, attrType: type, ip });
      return { value };
    });
  }

  /**
   * The caller's scope holds the person, or — for phone, e-mail or name, never the ID card — the
   * person is in the talent pool: then the reveal counts against the daily pool quota before the
   * risk limits, and beyond the quota it is paid in coins (金币不足 when the balance cannot pay).
   * Anything else answers as missing.
   */
  private async revealAccess(actor: ConsultantActor, scope: DataScope, personId: string, type: number): Promise<RevealTicket> {
    try {
      await this.candidates.detailAccess(scope, personId);
      return { paid: false };
    } catch (error) {
      const poolMayAnswer = error instanceof AppError && error.state === ApiState.notFound && this.pool && type !== 3;
      if (!poolMayAnswer || !this.pool || !(await this.pool.inPool(personId))) throw error;
      return this.pool.chargeReveal(actor);
    }
  }

  /**
   * The Word resume of a candidate. Contacts are left out by default; asking for them is a
   * reveal of the phone and e-mail, audited and counted like /sensitive/data/view.
   */
  async wordResume(actor: ConsultantActor, scope: DataScope, personId: string, withContacts: boolean, ip: string) {
    await this.candidates.detailAccess(scope, personId);
    const word = await this.wordOf(actor, personId, { phone: withContacts, email: withContacts, salary: true }, ip);
    return { buffer: word.buffer, fileName: `${word.name}-简历.docx` };
  }

  /**
   * The Word resume with the chosen fields (the order download's filterFields): each contact
   * printed is an audited reveal, counted toward the phone-reveal limit.
   */
  async wordFor(actor: ConsultantActor, scope: DataScope, personId: string, include: WordFields, ip: string) {
    await this.candidates.detailAccess(scope, personId);
    return this.wordOf(actor, personId, include, ip);
  }

  /** The Word resume of a person the caller was checked to see. */
  private async wordOf(actor: ConsultantActor, personId: string, include: WordFields, ip: string) {
    await this.risk.hit('candidateDetail', actor.userId, actor.firmId);
    if (include.phone || include.email) await this.risk.hit('phoneReveal', actor.userId, actor.firmId);
    return this.repo.transaction(async (tx) => {
      const row = await this.repo.resumeOf(personId, tx);
      if (!row) throw notFound(MISSING);
      const revealed = [include.phone ? 1 : 0, include.email ? 2 : 0].filter(Boolean);
      for (const attrType of revealed) {
        await this.repo.recordSensitiveView(tx, { userId: actor.userId, firmId: actor.firmId, personId, attrType, ip });
      }
      const content = toResumeContent(row, 'hidden');
      const buffer = await buildWordResume(content, {
        contacts:
          revealed.length > 0
            ? { phone: include.phone ? (row.phone ?? '') : '', email: include.email ? (row.email ?? '') : '' }
            : undefined,
        hideSalary: !include.salary,
        recommendedBy: { firm: actor.firm?.name ?? '', consultant: actor.cname },
      });
      return { buffer, name: row.name };
    });
  }
}
