/** The communication log of one candidate record (usermanager/candidate/visit/get, /edit). */
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { candidateKeys } from './keys';

export type { Visit } from '@hh/domain/candidates/talent.schema';

export function visitsQuery(userId: string) {
  return queryOptions({
    queryKey: candidateKeys.visits(userId),
    queryFn: () => call(api.visits, { query: { userId } }),
  });
}

export function useAddVisit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; visitTime: number }) => call(api.editVisit, { body: { userId, ...input } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.visits(userId) }),
  });
}
