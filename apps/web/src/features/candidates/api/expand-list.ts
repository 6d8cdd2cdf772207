/** The talent list's expand list (usermanager/expandList): a page's candidates at a glance, in one call. */
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { candidateKeys } from './keys';

/** Loads the whole page's rows once the first row is expanded; later expansions read the cache. */
export function useExpandList(userIds: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: candidateKeys.expand(userIds),
    queryFn: async () => {
      const rows = await call(api.expandList, { query: { ids: userIds.join(',') } });
      return new Map(rows.map((r) => [r.userId, r]));
    },
    enabled: enabled && userIds.length > 0,
    staleTime: 30_000,
  });
}
