/** Work samples of a candidate (spec: POST /candidate/work/{userId}.json) and whether the share view shows them (pictureWorkShow). */
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { candidateKeys } from './keys';

export function useWorkSampleWrites(userId: string, commonResumeId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: candidateKeys.all });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return call(api.uploadWork, { params: { userId: `${userId}.json` }, body: form });
    },
    onSuccess: refresh,
  });
  const toggleShow = useMutation({
    mutationFn: (show: boolean) => call(api.pictureWorkShow, { params: { commonResumeId: `${commonResumeId}.json` }, body: { show } }),
    onSuccess: refresh,
  });
  return { upload, toggleShow };
}
