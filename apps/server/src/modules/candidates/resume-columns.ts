import type { Expects, ResumeContent } from '@hh/domain/candidates/resume.schema';
import { isResumeComplete } from '@hh/domain/candidates/resume-completeness';
import { ID_CARD_MESSAGES, idCardProblem, normalizeIdCard } from '@hh/domain/people/id-card';
import { isMainlandMobile, normalizePhone } from '@hh/domain/people/phone';
import { badRequest } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { SecretBox } from '../../platform/secret-box';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The identity of a person as stored: normalised phone, lower-cased e-mail. Refuses bad values in Chinese. */
export function identityOf(base: ResumeContent['commonResume']): { name: string; phone: string | null; email: string | null } {
  const name = base.name.trim();
  if (!name) throw badRequest('请填写候选人姓名');
  const phone = base.phone.trim() ? normalizePhone(base.phone) : null;
  if (phone !== null && !isMainlandMobile(phone)) throw badRequest('手机号格式不正确');
  const email = base.email.trim() ? base.email.trim().toLowerCase() : null;
  if (email !== null && !EMAIL_RE.test(email)) throw badRequest('邮箱格式不正确');
  if (phone === null && email === null) throw badRequest('请至少填写手机号或邮箱，以便识别重复候选人');
  return { name, phone, email };
}

/** Entries keep their ids; new ones get one, so the editor can save and delete one module at a time. */
function withIds<T extends { id?: string }>(list: T[]): T[] {
  return list.map((e) => (e.id ? e : { ...e, id: newId() }));
}

/** The stored columns of a resume. The ID-card number is checked (GB 11643) and sealed. */
export function resumeColumnsOf(content: ResumeContent, box: SecretBox): ResumeColumns {
  const b = content.commonResume;
  let idCardEncrypted: string | null = null;
  let idCardLast4: string | null = null;
  if (b.identityCardNum.trim()) {
    const problem = idCardProblem(b.identityCardNum);
    if (problem) throw badRequest(ID_CARD_MESSAGES[problem]);
    const id = normalizeIdCard(b.identityCardNum);
    idCardEncrypted = box.seal(id);
    idCardLast4 = id.slice(-4);
  }
  return {
    sex: b.sex,
    birthday: b.birthday,
    city: b.city,
    workStartDate: b.workStartDate,
    education: b.education,
    companyName: b.companyName,
    positionName: b.positionName,
    idCardEncrypted,
    idCardLast4,
    householdRegistration: b.householdRegistration,
    folk: b.folk,
    nativePlace: b.nativePlace,
    politicalStatus: b.politicalStatus,
    maritalStatus: b.maritalStatus,
    selfEvaluation: b.selfEvaluation,
    expects: content.commonResumeExpects,
    educationList: withIds(content.commonEducationExperienceList),
    workList: withIds(content.commonWorkExperienceList),
    projectList: withIds(content.commonProjectExperiencesList),
    completed: isResumeComplete(content),
  };
}

/** The resume columns written from a ResumeContent (people hold name, phone and e-mail). */
export interface ResumeColumns {
  sex: number;
  birthday: string;
  city: string;
  workStartDate: string;
  education: number;
  companyName: string;
  positionName: string;
  idCardEncrypted: string | null;
  idCardLast4: string | null;
  householdRegistration: string;
  folk: string;
  nativePlace: string;
  politicalStatus: string;
  maritalStatus: string;
  selfEvaluation: string;
  expects: Expects;
  educationList: ResumeContent['commonEducationExperienceList'];
  workList: ResumeContent['commonWorkExperienceList'];
  projectList: ResumeContent['commonProjectExperiencesList'];
  completed: boolean;
}
