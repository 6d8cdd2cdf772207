/**
 * Upload and create (spec 000 §2 recuit/uploadResume): files go as multipart field `files` to
 * candidate/upload.json and come back parsed or refused; a reviewed draft is saved with
 * candidate/create.json. The duplicate check by phone runs before a manual entry is saved.
 */
import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import { type DuplicateAnswer, duplicateAnswerSchema } from '@hh/domain/candidates/talent.schema';
import { type UploadResult, uploadResultSchema } from '@hh/domain/candidates/upload.schema';
import { normalizePhone } from '@hh/domain/people/phone';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../api/http-client';
import { candidateKeys } from './keys';

export async function uploadResumes(files: File[]): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return uploadResultSchema.parse(await post<unknown>('/api/candidate/upload.json', form));
}

export function duplicateByPhoneQuery(phone: string) {
  const value = normalizePhone(phone);
  return queryOptions({
    queryKey: candidateKeys.duplicate(value),
    queryFn: async (): Promise<DuplicateAnswer> =>
      duplicateAnswerSchema.parse(await get<unknown>(`/api/duplicate/phone/${encodeURIComponent(value)}.json`)),
    staleTime: 10_000,
  });
}

export interface CreateCandidate {
  resume: ResumeContent;
  source: 'upload' | 'manual';
  fileId?: string;
}

export interface Created {
  userId: string;
  commonUserId: string;
  completed: boolean;
}

export function useCreateCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCandidate) => post<Created>('/api/candidate/create.json', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
