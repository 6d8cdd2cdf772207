/**
 * The candidate-list search for a position (spec 000 §7): the built filter, the tab,
 * query.limit / query.offset and positionId. The answer is read as data.data and
 * data.totalCount with their defaults.
 */
import type { chooseCandidateQuerySchema } from '@hh/domain/orders/choose.schema';
import { recommendEndpoints as api } from '@hh/domain/orders/recommend.endpoints';
import { type ChooseCandidateListBody, readChooseCandidatePage } from '@hh/domain/talent/choose-candidate-state';
import type { z } from 'zod';
import { call } from '../../../api/call';

export async function fetchChooseCandidates(body: ChooseCandidateListBody) {
  // The query builder's filter is typed loosely (a record of its fields); the server checks it against the schema.
  const search = body as z.input<typeof chooseCandidateQuerySchema>;
  return readChooseCandidatePage(await call(api.chooseList, { body: search }));
}
