/** The communication log of one candidate record (usermanager/candidate/visit/get, /edit). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../api/http-client';
import { candidateKeys } from './keys';

export interface Visit {
  id: string;
  content: string;
  visitTime: number;
  userId: string;
  userName: string;
}

export function visitsQuery(userId: string) {
  return queryOptions({
    queryKey: candidateKeys.visits(userId),
    queryFn: () => get<Visit[]>('/api/usermanager/candidate/visit/get', { userId }),
  });
}

export function useAddVisit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; visitTime: number }) =>
      post<null>('/api/usermanager/candidate/visit/edit', { userId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKeys.visits(userId) }),
  });
}
