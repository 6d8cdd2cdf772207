/** Bindings (spec 000 §7 Binding and delivery): the capability, the bound list (20 a page) and release. */
import { BINDING_PAGE_SIZE } from '@hh/domain/talent/binding';
import { bindingEndpoints as api } from '@hh/domain/talent/talent.endpoints';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

export const bindingKeys = {
  all: ['bindings'] as const,
  capability: () => ['bindings', 'capability'] as const,
  list: (page: number) => ['bindings', 'list', page] as const,
};

export const capabilityQuery = queryOptions({
  queryKey: bindingKeys.capability(),
  queryFn: () => call(api.capability),
});

export function boundListQuery(page: number) {
  return queryOptions({
    queryKey: bindingKeys.list(page),
    queryFn: () => call(api.list, { query: { current: page, limit: BINDING_PAGE_SIZE } }),
  });
}

export function useReleaseBinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.release, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bindingKeys.all }),
  });
}
