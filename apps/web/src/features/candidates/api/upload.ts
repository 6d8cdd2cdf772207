/**
 * Upload and create (spec 000 §2 recuit/uploadResume): files go as multipart field `files` to
 * candidate/upload.json and come back parsed or refused; a reviewed draft is saved with
 * candidate/create.json. The duplicate check by phone runs before a manual entry is saved.
 */
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import type { CandidateCreated, DuplicateAnswer } from '@hh/domain/candidates/talent.schema';
import type { UploadResult } from '@hh/domain/candidates/upload.schema';
import { normalizePhone } from '@hh/domain/people/phone';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { candidateKeys } from './keys';

export async function uploadResumes(files: File[]): Promise<UploadResult> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return call(api.upload, { body: form });
}

export function duplicateByPhoneQuery(phone: string) {
  const value = normalizePhone(phone);
  return queryOptions({
    queryKey: candidateKeys.duplicate(value),
    queryFn: (): Promise<DuplicateAnswer> => call(api.duplicate, { params: { type: 'phone', value: `${value}.json` } }),
    staleTime: 10_000,
  });
}

export interface CreateCandidate {
  resume: ResumeContent;
  source: 'upload' | 'manual';
  fileId?: string;
}

export type Created = CandidateCreated;

export function useCreateCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCandidate) => call(api.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.all }),
  });
}
