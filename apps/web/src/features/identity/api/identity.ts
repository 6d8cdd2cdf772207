/**
 * Real-name verification and the enterprise-messenger binding (spec 000 §7): the status the
 * shell checks (realname.json, bind/record), starting and checking the face step, and the bind QR code.
 */
import { messengerQrCodeSchema, messengerRecordSchema } from '@hh/domain/identity/messenger.schema';
import {
  type RealNameInit,
  realNameInfoSchema,
  realNameInitResultSchema,
  realNameValidateResultSchema,
} from '@hh/domain/identity/real-name.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../api/http-client';

export const identityKeys = {
  all: ['identity'] as const,
  realName: () => ['identity', 'realName'] as const,
  messenger: () => ['identity', 'messenger'] as const,
  messengerQr: () => ['identity', 'messengerQr'] as const,
};

export const realNameQuery = queryOptions({
  queryKey: identityKeys.realName(),
  queryFn: async () => realNameInfoSchema.parse(await get<unknown>('/api/realname/auth/realname.json')),
  staleTime: 5 * 60_000,
});

export function useStartRealName() {
  return useMutation({
    mutationFn: async (input: RealNameInit) =>
      realNameInitResultSchema.parse(await post<unknown>('/api/realname/auth/zhima/init.json', input)),
  });
}

export function useValidateRealName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (certifyId: string) =>
      realNameValidateResultSchema.parse(await post<unknown>('/api/realname/auth/zhima/validate.json', { certifyId })),
    onSuccess: (result) => {
      if (result.status === 'passed') return queryClient.invalidateQueries({ queryKey: identityKeys.realName() });
    },
  });
}

export const messengerRecordQuery = queryOptions({
  queryKey: identityKeys.messenger(),
  queryFn: async () => messengerRecordSchema.parse(await get<unknown>('/api/qy/weChat/bind/record')),
  staleTime: 5 * 60_000,
});

/** A bind QR code stays valid 10 minutes; a fresh one is fetched before that. */
export const messengerQrQuery = queryOptions({
  queryKey: identityKeys.messengerQr(),
  queryFn: async () => messengerQrCodeSchema.parse(await get<unknown>('/api/qy/weChat/bind/self/qrCode')),
  staleTime: 8 * 60_000,
  refetchInterval: 8 * 60_000,
});
