/** The PM picker of the order filters: GET /api/usermanager/queryPms.json (spec 001 §7 shared helpers). */
import { positionEndpoints } from '@hh/domain/positions/positions.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/call';

export const pmOptionsQuery = queryOptions({
  queryKey: ['orders', 'pmOptions'],
  queryFn: () => call(positionEndpoints.queryPms),
  staleTime: 10 * 60_000,
});
