import type { siteEndpoints } from '@hh/domain/site/site.endpoints';
import { sitePaths } from '@hh/domain/site/site.paths';
import type { TrialApplyValues } from '@hh/domain/site/trial-rules';
import { callTyped } from '../../api/call-typed';

/**
 * The trial dialog's request; rejects with the server's Chinese message. Sent type-only: the
 * site's pages carry no zod (150 kB budget), and the server checks the fields itself.
 */
export function applyForTrial(values: TrialApplyValues): Promise<{ id: string }> {
  return callTyped<typeof siteEndpoints.applyTrial>(sitePaths.applyTrial, { body: values });
}
