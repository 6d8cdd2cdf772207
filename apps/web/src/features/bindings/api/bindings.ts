/** Bindings (spec 000 §7 Binding and delivery): the capability, the bound list (20 a page) and release. */
import { BINDING_PAGE_SIZE } from '@hh/domain/talent/binding';
import { bindingCapabilitySchema, boundListSchema } from '@hh/domain/talent/binding.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, put } from '../../../api/http-client';

export const bindingKeys = {
  all: ['bindings'] as const,
  capability: () => ['bindings', 'capability'] as const,
  list: (page: number) => ['bindings', 'list', page] as const,
};

export const capabilityQuery = queryOptions({
  queryKey: bindingKeys.capability(),
  queryFn: async () => bindingCapabilitySchema.parse(await get<unknown>('/api/lietouCandidateBind/capability')),
});

export function boundListQuery(page: number) {
  return queryOptions({
    queryKey: bindingKeys.list(page),
    queryFn: async () =>
      boundListSchema.parse(await get<unknown>('/api/lietouCandidateBind/list', { current: page, limit: BINDING_PAGE_SIZE })),
  });
}

export function useReleaseBinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => put<null>(`/api/lietouCandidateBind/release/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bindingKeys.all }),
  });
}
