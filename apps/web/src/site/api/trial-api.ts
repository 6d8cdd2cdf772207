import type { TrialApplyValues } from '@hh/domain/site/trial-rules';
import { post } from '../../api/http-client';

/** POST /api/free/add/apply: the trial dialog's request; rejects with the server's Chinese message. */
export function applyForTrial(values: TrialApplyValues): Promise<{ id: string }> {
  return post<{ id: string }>('/api/free/add/apply', values);
}
