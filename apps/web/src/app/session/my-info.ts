import { myInfoDataSchema } from '@hh/domain/auth/auth.schema';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../api/http-client';
import { queryKeys } from '../../api/query-keys';

/** The user data the shell is built from (spec 001 §3): name, role, firm flags for the menu. */
export const myInfoQuery = queryOptions({
  queryKey: queryKeys.session.myInfo(),
  // The whole shell is drawn from this answer: a malformed one must fail loudly, not half-render.
  queryFn: async () => myInfoDataSchema.parse(await get<unknown>('/api/commonUserInfo/myInfoData.json')),
  staleTime: 5 * 60_000,
});
