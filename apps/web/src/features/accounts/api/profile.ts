/** The user centre's profile, its WeChat and e-mail, and changing one's password. */
import { type UpdateProfile, userProfileSchema } from '@hh/domain/accounts/user-centre.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../api/http-client';
import { accountKeys } from './keys';

export const profileQuery = queryOptions({
  queryKey: accountKeys.profile(),
  queryFn: async () => userProfileSchema.parse(await get<unknown>('/api/commonUserInfo/profile.json')),
});

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateProfile) =>
      userProfileSchema.parse(await post<unknown>('/api/commonUserInfo/profile/update.json', input)),
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { oldPassword: string; newPassword: string }) =>
      post<{ endedSessions: number }>('/api/commonUserInfo/password/change.json', input),
  });
}
