import type { DataScope } from '@hh/domain/accounts/scope';
import { describeMissingItem } from '@hh/domain/candidates/resume-completeness';
import { maskEmail, maskPhone } from '@hh/domain/people/phone';
import { ReleaseListType } from '@hh/domain/talent/binding';
import type { Consent, ShareResult, ShareRow, ShareSearch } from '@hh/domain/talent/share.schema';
import type { ConsultantActor } from '../../platform/actor';
import { AppError, badRequest, conflict, forbidden } from '../../platform/errors';
import type { RiskControl } from '../../platform/risk-control';
import { yearsSince } from '../candidates/candidates.mapper';
import type { CandidatesService } from '../candidates/candidates.service';
import type { CoinsService } from '../coins/coins.service';
import { POOL_SOURCE, type TalentPoolPort } from './bindings.pool-port';
import type { ShareLibraryRepository } from './share-library.repository';

type SearchRow = Awaited<ReturnType<ShareLibraryRepository['search']>>['rows'][number];

/** Names of schools of the given schoolType codes, or undefined when no reference data is wired. */
export type SchoolNamesOfTypes = (codes: readonly number[]) => readonly string[] | undefined;

/**
 * The shared resume library: sharing one or many of the firm's talent records with the
 * candidate's consent on record, the share search, and the firm's sharers.
 */
export class ShareLibraryService {
  constructor(
    private readonly repo: ShareLibraryRepository,
    private readonly candidates: CandidatesService,
    private readonly coins: CoinsService,
    private readonly risk: RiskControl,
    private readonly pool: TalentPoolPort,
    private readonly schoolNamesOfTypes: SchoolNamesOfTypes,
  ) {}

  private ensureOpen(actor: ConsultantActor) {
    if (!actor.firm?.shareResumeLibOpen) throw forbidden('贵公司未开通共享简历库');
  }

  /** Shares one talent record (add/{id}); a refusal is thrown with its Chinese reason. */
  async shareOne(actor: ConsultantActor, scope: DataScope, candidateId: string, consent: Consent): Promise<ShareResult> {
    this.ensureOpen(actor);
    // Only a record the caller's scope holds: the owner's own, or a leader's whose team holds it.
    const { record, missing } = await this.candidates.resumeOfRecord(scope, candidateId);
    if (missing.length > 0) {
      throw badRequest(`简历不完整，不能分享：${missing.map(describeMissingItem).join('；')}`);
    }
    const coins = await this.repo.transaction(async (tx) => {
      await this.repo.lockFirmPerson(tx, actor.firmId, record.personId);
      if (await this.repo.liveShareOf(tx, actor.firmId, record.personId)) throw conflict('该简历已在共享简历库中');
      await this.repo.insert(tx, {
        personId: record.personId,
        firmId: actor.firmId,
        sharedBy: actor.userId,
        candidateId: record.userId,
        consentAt: new Date(consent.consentAt),
        consentMethod: consent.consentMethod,
        consentNote: consent.consentNote,
      });
      await this.pool.admit(record.personId, POOL_SOURCE.shared, tx);
      return this.coins.rewardShare(tx, { userId: actor.userId, firmId: actor.firmId }, record.personId);
    });
    return { id: candidateId, shared: true, message: coins > 0 ? `分享成功，获得${coins}个金币` : '分享成功', coins };
  }

  /** Shares several under one consent statement; each is checked and answered on its own. */
  async shareMany(actor: ConsultantActor, scope: DataScope, ids: string[], consent: Consent) {
    this.ensureOpen(actor);
    const results: ShareResult[] = [];
    for (const id of [...new Set(ids)]) {
      try {
        results.push(await this.shareOne(actor, scope, id, consent));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, shared: false, message: error.message, coins: 0 });
      }
    }
    return {
      results,
      sharedCount: results.filter((r) => r.shared).length,
      coinsEarned: results.reduce((sum, r) => sum + r.coins, 0),
    };
  }

  async search(actor: ConsultantActor, query: ShareSearch) {
    this.ensureOpen(actor);
    await this.risk.hit('searchPage', actor.userId, actor.firmId);
    const schoolNames = query.schoolType ? this.schoolNamesOfTypes(query.schoolType) : undefined;
    if (query.schoolType && !schoolNames) throw badRequest('院校类型筛选暂不可用');
    const page = await this.repo.search(actor.firmId, query, schoolNames);
    return { data: page.rows.map((r) => toShareRow(r, actor)), totalCount: page.total };
  }

  async sharers(actor: ConsultantActor) {
    this.ensureOpen(actor);
    return this.repo.sharers(actor.firmId);
  }
}

function toShareRow(r: SearchRow, actor: ConsultantActor): ShareRow {
  const expects = (r.expects ?? {}) as { expectPositionName?: string; expectCity?: string };
  const schools = (Array.isArray(r.educationList) ? r.educationList : []) as { schoolName?: string; endDate?: string }[];
  const last = [...schools].sort((a, b) => (b.endDate ?? '').localeCompare(a.endDate ?? ''))[0];
  const own = r.firmId === actor.firmId;
  return {
    shareId: r.shareId,
    commonUserId: r.personId,
    name: r.name,
    sex: r.sex,
    age: yearsSince(r.birthday),
    phone: r.phone ? maskPhone(r.phone) : '',
    email: r.email ? maskEmail(r.email) : '',
    city: r.city,
    education: r.education,
    workYears: yearsSince(r.workStartDate),
    companyName: r.companyName,
    positionName: r.positionName,
    expectPositionName: expects.expectPositionName ?? '',
    expectCity: expects.expectCity ?? '',
    lastSchoolName: last?.schoolName ?? '',
    sharerName: own ? r.sharerName : '',
    mine: own,
    shareTime: r.sharedAt.getTime(),
    releaseListType:
      r.heldHere === actor.userId
        ? ReleaseListType.added
        : r.heldHere || r.heldByOtherFirm
          ? ReleaseListType.occupied
          : ReleaseListType.canAdd,
  };
}
