/** The workbench's QR tip: whether it was closed, and closing it for good (spec 001 §3/§4). */
import { messageEndpoints as api } from '@hh/domain/messages/messages.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

const KEY = ['shell', 'qrTip'] as const;

export const qrTipQuery = queryOptions({ queryKey: KEY, queryFn: () => call(api.qrTipState), staleTime: Number.POSITIVE_INFINITY });

/** Hides the tip at once and tells the server (state=1); the answer stands in the cache. */
export function useCloseQrTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.closeQrTip, { query: { state: 1 } }),
    onMutate: () => queryClient.setQueryData(KEY, { state: 1 as const }),
    onSuccess: (answer) => queryClient.setQueryData(KEY, answer),
  });
}
