import { EDUCATION_LABELS } from '@hh/domain/candidates/education';
import { yearsSince } from '@hh/domain/people/age';
import { maskEmail, maskPhone } from '@hh/domain/people/phone';
import { talentSearchPlan } from '@hh/domain/talent/search-plan';
import type { TalentSearchPage, TalentSearchRequest, TalentSearchRow } from '@hh/domain/talent/talent-search.schema';
import { tipLabelsOfMask } from '@hh/domain/talent/tip-labels';
import type { ConsultantActor } from '../../platform/actor';
import { forbidden } from '../../platform/errors';
import type { RiskControl } from '../../platform/risk-control';
import type { HitDetail, HitRow, TalentSearchRepository } from './talent-search.repository';

const sortKey = (ym: string) => (ym === '至今' ? '9999-99' : ym);

/** Talent search: one page of the pool with its capped total; every page counts toward the searchPage risk limit. */
export class TalentSearchService {
  constructor(
    private readonly repo: TalentSearchRepository,
    private readonly risk: RiskControl,
  ) {}

  async search(actor: ConsultantActor, q: TalentSearchRequest, now = new Date()): Promise<TalentSearchPage> {
    // The menu shows 人才搜索 only to firms with the talent pool opened (lagouResumeOpenStatus); the server says the same.
    if (!actor.firm?.lagouResumeOpen) throw forbidden('贵公司尚未开通人才搜索');
    await this.risk.hit('searchPage', actor.userId, actor.firmId);
    const plan = talentSearchPlan(q, { firmId: actor.firmId, now });
    const [hits, total] = await Promise.all([this.repo.page(plan, q.limit, (q.current - 1) * q.limit), this.repo.count(plan)]);
    const ids = hits.map((h) => h.personId);
    const [details, records] = await Promise.all([this.repo.details(ids), this.repo.recordsOfFirm(actor.firmId, ids)]);
    const byId = new Map(details.map((d) => [d.personId, d]));
    const data = hits.flatMap((hit) => {
      const detail = byId.get(hit.personId);
      return detail ? [toRow(hit, detail, actor.firmId, records.get(hit.personId) ?? null, now)] : [];
    });
    return { data, totalCount: total.count, totalOverflow: total.overflow };
  }
}

function toRow(hit: HitRow, d: HitDetail, firmId: string, userId: string | null, now: Date): TalentSearchRow {
  const latest = [...d.educationList].sort((a, b) => sortKey(b.endDate).localeCompare(sortKey(a.endDate)))[0];
  return {
    commonUserId: hit.personId,
    name: d.name,
    sex: hit.sex,
    // The resume's own rule (by the month), so the list and the resume show the same age.
    age: yearsSince(d.birthday, now),
    city: hit.city,
    education: hit.education,
    educationLabel: hit.education > 0 ? (EDUCATION_LABELS[hit.education] ?? '') : '',
    workYears: hit.workYears,
    companyName: d.companyName,
    positionName: d.positionName,
    schoolName: latest?.schoolName ?? '',
    phone: d.phone ? maskPhone(d.phone) : '',
    email: d.email ? maskEmail(d.email) : '',
    refreshTime: hit.refreshedAt.getTime(),
    createTime: hit.createdAt.getTime(),
    source: hit.source,
    tipLabels: tipLabelsOfMask(hit.tipMask),
    // Mine when the caller's firm holds a record (a shared resume may be held by several firms); another firm is never named.
    tabState: userId !== null || hit.occupiedFirmId === firmId ? 'mine' : hit.occupiedFirmId === null ? 'free' : 'occupied',
    userId,
  };
}
