/** Work samples of a candidate (spec: POST /candidate/work/{userId}.json) and whether the share view shows them (pictureWorkShow). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/http-client';
import { candidateKeys } from './keys';

export function useWorkSampleWrites(userId: string, commonResumeId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: candidateKeys.all });
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return post<{ id: string }>(`/api/candidate/work/${encodeURIComponent(userId)}.json`, form);
    },
    onSuccess: refresh,
  });
  const toggleShow = useMutation({
    mutationFn: (show: boolean) =>
      post<{ pictureWorkShow: boolean }>(`/api/candidate/pictureWorkShow/${encodeURIComponent(commonResumeId)}.json`, { show }),
    onSuccess: refresh,
  });
  return { upload, toggleShow };
}
