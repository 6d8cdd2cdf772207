/**
 * Real-name verification and the enterprise-messenger binding (spec 000 §7): the status the
 * shell checks (realname.json, bind/record), starting and checking the face step, and the bind QR code.
 */
import { messengerEndpoints, realNameEndpoints } from '@hh/domain/identity/identity.endpoints';
import type { RealNameInit } from '@hh/domain/identity/real-name.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

export const identityKeys = {
  all: ['identity'] as const,
  realName: () => ['identity', 'realName'] as const,
  messenger: () => ['identity', 'messenger'] as const,
  messengerQr: () => ['identity', 'messengerQr'] as const,
};

export const realNameQuery = queryOptions({
  queryKey: identityKeys.realName(),
  queryFn: () => call(realNameEndpoints.info),
  staleTime: 5 * 60_000,
});

export function useStartRealName() {
  return useMutation({
    mutationFn: (input: RealNameInit) => call(realNameEndpoints.init, { body: input }),
  });
}

export function useValidateRealName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certifyId: string) => call(realNameEndpoints.validate, { body: { certifyId } }),
    onSuccess: (result) => {
      if (result.status === 'passed') return queryClient.invalidateQueries({ queryKey: identityKeys.realName() });
    },
  });
}

export const messengerRecordQuery = queryOptions({
  queryKey: identityKeys.messenger(),
  queryFn: () => call(messengerEndpoints.record),
  staleTime: 5 * 60_000,
});

/** A bind QR code stays valid 10 minutes; a fresh one is fetched before that. */
export const messengerQrQuery = queryOptions({
  queryKey: identityKeys.messengerQr(),
  queryFn: () => call(messengerEndpoints.selfQrCode),
  staleTime: 8 * 60_000,
  refetchInterval: 8 * 60_000,
});
