/**
 * Signing in (POST /api/login.json, the one call without requesttime): phone and password, and
 * for staff with an authenticator its code or a recovery code. Sent through the type-only
 * `callTyped`: zod would break the sign-in page's 200 kB budget (vite.config.ts).
 */
import type { authEndpoints } from '@hh/domain/auth/auth.endpoints';
import { authPaths } from '@hh/domain/auth/auth.paths';
import type { LoginRequest } from '@hh/domain/auth/auth.schema';
import { normalizePhone } from '@hh/domain/people/phone';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callTyped } from '../../../api/call-typed';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phone, ...rest }: LoginRequest) =>
      callTyped<typeof authEndpoints.login>(authPaths.login, { body: { phone: normalizePhone(phone), ...rest } }),
    // Whatever a previous user of this tab left in the cache belongs to them.
    onSuccess: () => queryClient.clear(),
  });
}
