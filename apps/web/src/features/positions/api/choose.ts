/**
 * The candidate-list search for a position (spec 000 §7): POST /api/usermanager/chooseCandidate/list
 * with the built filter, the tab, query.limit / query.offset and positionId. The answer is read
 * as data.data and data.totalCount with their defaults.
 */
import { type ChooseCandidateListBody, readChooseCandidatePage } from '@hh/domain/talent/choose-candidate-state';
import { post } from '../../../api/http-client';

export async function fetchChooseCandidates(body: ChooseCandidateListBody) {
  return readChooseCandidatePage(await post<unknown>('/api/usermanager/chooseCandidate/list', body));
}
