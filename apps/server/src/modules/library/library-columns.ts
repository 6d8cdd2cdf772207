import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import { isResumeComplete } from '@hh/domain/candidates/resume-completeness';
import { dedupeKeys } from '@hh/domain/library/library-rules';

/** Columns of a library resume derived from its structured content. */
export function resumeColumns(content: ResumeContent) {
  const base = content.commonResume;
  const keys = dedupeKeys(base.phone, base.email);
  const schools = content.commonEducationExperienceList.map((e) => e.schoolName).filter(Boolean);
  const searchText = [
    base.name,
    base.companyName,
    base.positionName,
    ...content.commonWorkExperienceList.flatMap((w) => [w.companyName, w.positionName]),
    ...schools,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return {
    name: base.name,
    phone: keys.phone,
    email: keys.email,
    sex: base.sex,
    birthday: base.birthday,
    city: base.city,
    workStartDate: base.workStartDate,
    education: base.education,
    companyName: base.companyName || content.commonWorkExperienceList[0]?.companyName || '',
    positionName: base.positionName || content.commonWorkExperienceList[0]?.positionName || '',
    schoolName: schools[0] ?? '',
    content,
    searchText,
    completed: isResumeComplete(content),
  };
}
