/**
 * The masked preview of a pool person and the caller's reveals left today (issue 16): what a
 * consultant sees before committing to a counted reveal or to adding the person to the firm.
 */
import { EDUCATION_LABELS } from '@hh/domain/candidates/education';
import { yearsSince } from '@hh/domain/people/age';
import { maskPhone } from '@hh/domain/people/phone';
import { talentPreviewEndpoints as api, type TalentPreview } from '@hh/domain/talent/talent-preview.endpoints';
import type { ConsultantActor } from '../../platform/actor';
import { ok } from '../../platform/envelope';
import { forbidden, notFound } from '../../platform/errors';
import type { Router } from '../../platform/route';
import type { PoolSourceRow } from './talent-pool.repository';
import type { TalentPoolService } from './talent-pool.service';

const educationLabel = (code: number) => (code > 0 ? (EDUCATION_LABELS[code] ?? '') : '');

/** The resume with what identifies or reaches the person masked: surname only, masked phone, no e-mail or descriptions. */
export function toPreview(personId: string, r: PoolSourceRow, now = Date.now()): TalentPreview {
  return {
    commonUserId: personId,
    name: r.name ? `${r.name.slice(0, 1)}**` : '',
    sex: r.sex,
    age: yearsSince(r.birthday, now),
    city: r.city,
    educationLabel: educationLabel(r.education),
    workYears: yearsSince(r.workStartDate, now),
    phone: r.phone ? maskPhone(r.phone) : '',
    work: r.workList.map((w) => ({ companyName: w.companyName, positionName: w.positionName, startDate: w.startDate, endDate: w.endDate })),
    education: r.educationList.map((e) => ({
      schoolName: e.schoolName,
      professional: e.professional,
      educationLabel: educationLabel(e.education),
      endDate: e.endDate,
    })),
    expectPosition: r.expects.expectPositionName ?? '',
  };
}

function requireTalentSearch(actor: ConsultantActor) {
  // The same gate as the search itself: only firms with talent search opened see the pool.
  if (!actor.firm?.lagouResumeOpen) throw forbidden('贵公司尚未开通人才搜索');
}

export function talentPreviewRoutes(router: Router, pool: TalentPoolService): void {
  router.consultant(api.preview, async ({ actor, params }) => {
    requireTalentSearch(actor);
    const row = await pool.pooledResume(params.commonUserId);
    if (!row) throw notFound('候选人不在人才库中');
    return ok(toPreview(params.commonUserId, row));
  });
  router.consultant(api.revealQuota, async ({ actor }) => {
    requireTalentSearch(actor);
    return ok(await pool.remainingReveals(actor));
  });
}
