/** The user centre's profile, its WeChat and e-mail, and changing one's password. */
import { userCentreEndpoints as api } from '@hh/domain/accounts/user-centre.endpoints';
import type { UpdateProfile } from '@hh/domain/accounts/user-centre.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { accountKeys } from './keys';

export const profileQuery = queryOptions({
  queryKey: accountKeys.profile(),
  queryFn: () => call(api.profile),
});

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfile) => call(api.updateProfile, { body: input }),
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { oldPassword: string; newPassword: string }) => call(api.changePassword, { body: input }),
  });
}
