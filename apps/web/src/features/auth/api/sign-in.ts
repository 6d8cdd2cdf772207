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
import { ApiError, MALFORMED_RESPONSE_MESSAGE } from '../../../api/http-client';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phone, ...rest }: LoginRequest) => {
      const result = await callTyped<typeof authEndpoints.login>(authPaths.login, { body: { phone: normalizePhone(phone), ...rest } });
      // data is null only beside state 4011, which the client has already thrown as an ApiError.
      if (!result) throw new ApiError('malformed', MALFORMED_RESPONSE_MESSAGE);
      return result;
    },
    // Whatever a previous user of this tab left in the cache belongs to them.
    onSuccess: () => queryClient.clear(),
  });
}
