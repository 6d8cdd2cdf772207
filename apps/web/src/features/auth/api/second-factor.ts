/**
 * The staff second factor in the console (安全设置, /ops/security): its status, enrolling an
 * authenticator, passing the factor in this session, new recovery codes. The console's layout
 * reads the status too, to send a session that has not passed the factor here.
 */
import { secondFactorEndpoints as api } from '@hh/domain/auth/second-factor.endpoints';
import type { SecondFactorProof } from '@hh/domain/auth/second-factor.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

export const secondFactorKeys = { status: ['session', 'secondFactor'] as const };

export const secondFactorStatusQuery = queryOptions({
  queryKey: secondFactorKeys.status,
  queryFn: () => call(api.status),
  staleTime: 60_000,
});

function useRefreshingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.status }) });
}

export function useEnrol() {
  return useMutation({ mutationFn: () => call(api.enrol) });
}

export function useConfirmEnrolment() {
  return useRefreshingMutation((otp: string) => call(api.confirm, { body: { otp } }));
}

export function useVerifySession() {
  return useRefreshingMutation((proof: SecondFactorProof) => call(api.verify, { body: proof }));
}

export function useNewRecoveryCodes() {
  return useRefreshingMutation((otp: string) => call(api.recoveryCodes, { body: { otp } }));
}
