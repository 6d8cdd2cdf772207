/**
 * The console's banners and gray list (/ops/banners): lists and their changes, each change
 * refreshing the lists and the banners the workbench shows. Answers are parsed with the domain's schemas.
 */
import type { BannerInput } from '@hh/domain/site/banner-admin.schema';
import { bannerAdminEndpoints as api } from '@hh/domain/site/site.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

const keys = {
  all: ['ops', 'banners'] as const,
  list: ['ops', 'banners', 'list'] as const,
  gray: ['ops', 'banners', 'gray'] as const,
};
/** The key the workbench reads the published banners under (features/workbench). */
const PUBLISHED = ['site', 'banners'] as const;

export const opsBannersQuery = queryOptions({ queryKey: keys.list, queryFn: () => call(api.list, {}) });
export const grayListQuery = queryOptions({ queryKey: keys.gray, queryFn: () => call(api.grayList, {}) });

function useRefreshing<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: keys.all }), queryClient.invalidateQueries({ queryKey: PUBLISHED })]),
  });
}

export const useSaveBanner = () =>
  useRefreshing(({ id, body }: { id: string | null; body: BannerInput }) =>
    id ? call(api.update, { params: { id }, body }) : call(api.create, { body }),
  );
export const useRemoveBanner = () => useRefreshing((id: string) => call(api.remove, { params: { id } }));
export const useAddGrayUser = () => useRefreshing((phone: string) => call(api.addGrayUser, { body: { phone } }));
export const useRemoveGrayUser = () => useRefreshing((userId: string) => call(api.removeGrayUser, { params: { userId } }));
