import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import { resumeMissingItems } from '@hh/domain/candidates/resume-completeness';
import type { TalentRow } from '@hh/domain/candidates/talent.schema';
import { yearsSince } from '@hh/domain/people/age';
import { maskEmail, maskPhone } from '@hh/domain/people/phone';
import type { CandidatesRepository, ScopedCandidates } from './candidates.repository';

type Row = NonNullable<Awaited<ReturnType<ScopedCandidates['findRecord']>>>;
type ResumeRow = NonNullable<Awaited<ReturnType<CandidatesRepository['resumeOf']>>>;

// One age rule for every list and the resume (the domain's); re-exported for this module's users.
export { yearsSince };

/** A talent-list row: contact fields always masked (the full value only through the audited view). */
export function toTalentRow(row: Row): TalentRow {
  return {
    userId: row.userId,
    commonUserId: row.personId,
    commonResumeId: row.resumeId,
    name: row.name,
    sex: row.sex,
    age: yearsSince(row.birthday),
    phone: row.phone ? maskPhone(row.phone) : '',
    email: row.email ? maskEmail(row.email) : '',
    city: row.city,
    education: row.education,
    workYears: yearsSince(row.workStartDate),
    companyName: row.companyName,
    positionName: row.positionName,
    completed: row.completed,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    source: row.source,
    remark: row.remark,
    updateTime: row.updatedAt.getTime(),
  };
}

/** The resume content as stored, with the contact fields of the person. `contacts` says how they travel. */
export function toResumeContent(row: ResumeRow, contacts: 'masked' | 'hidden'): ResumeContent {
  const r = row.resume;
  const hide = (value: string | null, mask: (v: string) => string) => (!value ? '' : contacts === 'hidden' ? '' : mask(value));
  return {
    commonResume: {
      name: row.name,
      sex: r.sex,
      birthday: r.birthday,
      phone: hide(row.phone, maskPhone),
      email: hide(row.email, maskEmail),
      city: r.city,
      workStartDate: r.workStartDate,
      education: r.education,
      companyName: r.companyName,
      positionName: r.positionName,
      identityCardNum: r.idCardLast4 && contacts === 'masked' ? `**************${r.idCardLast4}` : '',
      householdRegistration: r.householdRegistration,
      folk: r.folk,
      nativePlace: r.nativePlace,
      politicalStatus: r.politicalStatus,
      maritalStatus: r.maritalStatus,
      selfEvaluation: r.selfEvaluation,
    },
    commonResumeExpects: r.expects as ResumeContent['commonResumeExpects'],
    commonEducationExperienceList: r.educationList as ResumeContent['commonEducationExperienceList'],
    commonWorkExperienceList: r.workList as ResumeContent['commonWorkExperienceList'],
    commonProjectExperiencesList: r.projectList as ResumeContent['commonProjectExperiencesList'],
  };
}

/** Completeness is judged on the real values: masking must not hide a filled phone. */
export function completenessOf(row: ResumeRow) {
  const content = toResumeContent(row, 'masked');
  content.commonResume.phone = row.phone ?? '';
  return resumeMissingItems(content);
}
