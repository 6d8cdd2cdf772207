/**
 * The online resume (spec 000 §7 Candidate): the full view and the share view, one module
 * saved or one entry deleted at a time with the resume's version (409 when someone saved in
 * between), and the audited reveal of a contact field.
 */
import { ApiState } from '@hh/domain/api/api-state';
import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import type { MissingItem } from '@hh/domain/candidates/resume-completeness';
import { type ResumeDetail, resumeDetailSchema } from '@hh/domain/candidates/resume-detail.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { del, get, isApiError, post } from '../../../api/http-client';
import { candidateKeys } from './keys';

export type { ResumeDetail };

export type ResumeVariant = 'full' | 'share';

export function resumeQuery(commonUserId: string, variant: ResumeVariant) {
  const id = encodeURIComponent(commonUserId);
  return queryOptions({
    queryKey: candidateKeys.resume(commonUserId, variant),
    queryFn: async () =>
      resumeDetailSchema.parse(await get<unknown>(variant === 'share' ? `/api/share/candidate/${id}.json` : `/api/candidate/${id}.json`)),
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

interface SaveAnswer {
  completed: boolean;
  missing: MissingItem[];
  version: number;
}

/** Someone else saved the resume since it was loaded (the server says 简历已被他人修改…). */
export function isStaleResume(error: unknown): boolean {
  return isApiError(error) && error.state === ApiState.stale;
}

/** Saves a module or deletes an entry; afterwards the resume, the lists and the counts are fetched afresh. */
export function useResumeWrites(resume: Pick<ResumeDetail, 'userId' | 'version'>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: candidateKeys.all });
  const userId = encodeURIComponent(resume.userId);
  const save = useMutation({
    mutationFn: ({ target, body }: { target: SectionTarget; body: SectionBody }) =>
      post<SaveAnswer>(`/api/candidate/${pathOf(target)}/${userId}.json`, body, { version: resume.version }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ target, entryId }: { target: ListTarget; entryId: string }) =>
      del<SaveAnswer>(`/api/candidate/${pathOf(target)}/${userId}/${encodeURIComponent(entryId)}.json`, { version: resume.version }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/** Resume message attribute types of spec 001 §3. */
export const SENSITIVE_TYPE = { phone: 1, email: 2, idCard: 3 } as const;
export type SensitiveField = keyof typeof SENSITIVE_TYPE;

/** The audited reveal: the server writes who saw which field of whom before answering. */
export function revealSensitive(commonUserId: string, field: SensitiveField) {
  return post<{ value: string }>('/api/sensitive/data/view', { commonUserId, type: SENSITIVE_TYPE[field] });
}
