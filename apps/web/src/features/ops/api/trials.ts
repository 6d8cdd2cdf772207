/**
 * Trial requests from the public site (/ops/trials): the list by status, 20 a page, and the
 * staff's follow-up (contacted or closed, with a note). Answers are parsed with the domain's schemas.
 */
import { trialEndpoints as api } from '@hh/domain/site/site.endpoints';
import { TRIAL_PAGE_SIZE, type TrialFollowUp } from '@hh/domain/site/trial.schema';
import type { TrialStatus } from '@hh/domain/site/trial-rules';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

export { TRIAL_PAGE_SIZE };

export const trialKeys = {
  all: ['ops', 'trials'] as const,
  list: (status: TrialStatus | undefined, page: number) => ['ops', 'trials', 'list', status ?? 'all', page] as const,
};

export function trialListQuery(status: TrialStatus | undefined, page: number) {
  return queryOptions({
    queryKey: trialKeys.list(status, page),
    queryFn: () => call(api.list, { query: { status, pageNo: page, pageSize: TRIAL_PAGE_SIZE } }),
  });
}

/** Marks a request contacted or closed; every page and the counts are refreshed afterwards. */
export function useTrialFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TrialFollowUp }) => call(api.followUp, { params: { id }, body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trialKeys.all }),
  });
}
