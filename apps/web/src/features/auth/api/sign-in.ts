/** Signing in (POST /api/login.json, the one call without requesttime). */
import { authEndpoints as api } from '@hh/domain/auth/auth.endpoints';
import type { LoginRequest } from '@hh/domain/auth/auth.schema';
import { normalizePhone } from '@hh/domain/people/phone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginRequest) => call(api.login, { body: { phone: normalizePhone(input.phone), password: input.password } }),
    // Whatever a previous user of this tab left in the cache belongs to them.
    onSuccess: () => queryClient.clear(),
  });
}
