/** The free masked preview of a pool person and the counted reveals left today (issue 16). */
import { talentPreviewEndpoints as api } from '@hh/domain/talent/talent-preview.endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/call';

export function talentPreviewQuery(commonUserId: string) {
  return queryOptions({
    queryKey: ['talentSearch', 'preview', commonUserId],
    queryFn: () => call(api.preview, { params: { commonUserId } }),
  });
}

/** Asked right before each reveal, so the number the confirmation states is current. */
export function revealQuota() {
  return call(api.revealQuota);
}
