/**
 * The online resume (spec 000 §7 Candidate): the full view and the share view, one module
 * saved or one entry deleted at a time with the resume's version (409 when someone saved in
 * between), and the audited reveal of a contact field.
 */
import { ApiState } from '@hh/domain/api/api-state';
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import type { ResumeDetail } from '@hh/domain/candidates/resume-detail.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { isApiError } from '../../../api/http-client';
import { candidateKeys } from './keys';

export type { ResumeDetail };

export type ResumeVariant = 'full' | 'share';

export function resumeQuery(commonUserId: string, variant: ResumeVariant) {
  // The spec's paths end in .json; the server takes the id with or without it.
  const params = { commonUserId: `${commonUserId}.json` };
  return queryOptions({
    queryKey: candidateKeys.resume(commonUserId, variant),
    queryFn: () => call(variant === 'share' ? api.shareDetail : api.detail, { params }),
  });
}

/** A module of the resume: the two forms and the three lists. */
export type SectionTarget = 'baseInfo' | 'expects' | 'education' | 'work' | 'project';
export type ListTarget = 'education' | 'work' | 'project';

/** The server's name of a module in the path: `work` there means work samples (spec), so work experience is `workExperience`. */
function pathOf(target: SectionTarget): string {
  return target === 'work' ? 'workExperience' : target;
}

export type SectionBody =
  | ResumeContent['commonResume']
  | ResumeContent['commonResumeExpects']
  | ResumeContent['commonEducationExperienceList'][number]
  | ResumeContent['commonWorkExperienceList'][number]
  | ResumeContent['commonProjectExperiencesList'][number];

/** Someone else saved the resume since it was loaded (the server says 简历已被他人修改…). */
export function isStaleResume(error: unknown): boolean {
  return isApiError(error) && error.state === ApiState.stale;
}

/** Saves a module or deletes an entry; afterwards the resume, the lists and the counts are fetched afresh. */
export function useResumeWrites(resume: Pick<ResumeDetail, 'userId' | 'version'>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: candidateKeys.all });
  const save = useMutation({
    mutationFn: ({ target, body }: { target: SectionTarget; body: SectionBody }) =>
      call(api.saveSection, {
        params: { target: pathOf(target), userId: `${resume.userId}.json` },
        query: { version: resume.version },
        body,
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ target, entryId }: { target: ListTarget; entryId: string }) =>
      call(api.deleteEntry, {
        params: { target: pathOf(target), userId: resume.userId, entryId: `${entryId}.json` },
        query: { version: resume.version },
      }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/** Resume message attribute types of spec 001 §3. */
export const SENSITIVE_TYPE = { phone: 1, email: 2, idCard: 3 } as const;
export type SensitiveField = keyof typeof SENSITIVE_TYPE;

/** The audited reveal: the server writes who saw which field of whom before answering. */
export function revealSensitive(commonUserId: string, field: SensitiveField) {
  return call(api.revealSensitive, { body: { commonUserId, type: SENSITIVE_TYPE[field] } });
}
