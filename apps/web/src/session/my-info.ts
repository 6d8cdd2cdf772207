import { userCentreEndpoints as api } from '@hh/domain/accounts/user-centre.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/call';
import { queryKeys } from '../api/query-keys';

/** The user data the shell is built from (spec 001 §3): name, role, firm flags for the menu. */
export const myInfoQuery = queryOptions({
  queryKey: queryKeys.session.myInfo(),
  // The whole shell is drawn from this answer: a malformed one must fail loudly, not half-render.
  queryFn: () => call(api.myInfo),
  staleTime: 5 * 60_000,
});
