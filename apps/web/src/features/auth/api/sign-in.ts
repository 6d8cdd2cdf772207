/** Signing in (POST /api/login.json, the one call without requesttime). */
import type { LoginRequest, LoginResult } from '@hh/domain/auth/auth.schema';
import { normalizePhone } from '@hh/domain/people/phone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/http-client';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginRequest) =>
      post<LoginResult>('/api/login.json', { phone: normalizePhone(input.phone), password: input.password }),
    // Whatever a previous user of this tab left in the cache belongs to them.
    onSuccess: () => queryClient.clear(),
  });
}
