/** The console's employer projects (/ops/projects) and the staff who run them. */
import { consoleProjectEndpoints as api } from '@hh/domain/positions/console-positions.endpoints';
import { OPS_PAGE_SIZE } from '@hh/domain/positions/ops.schema';
import type { ProjectForm } from '@hh/domain/positions/position.schema';
import type { ProjectState } from '@hh/domain/positions/position-enums';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';

/** Projects and positions share a prefix: a project's change (closing it) changes its positions too. */
export const opsPositionKeys = {
  all: ['ops', 'positions'] as const,
  projects: (query: unknown) => ['ops', 'positions', 'projects', query] as const,
  project: (id: string) => ['ops', 'positions', 'project', id] as const,
  positions: (query: unknown) => ['ops', 'positions', 'list', query] as const,
  position: (id: string) => ['ops', 'positions', 'one', id] as const,
  staff: (role: string) => ['reference', 'ops', 'staff', role] as const,
};

export interface ProjectListSearch {
  state?: ProjectState;
  keyword?: string;
  page: number;
}

export function projectListQuery({ page, ...search }: ProjectListSearch, limit = OPS_PAGE_SIZE) {
  const query = { ...search, current: page, limit };
  return queryOptions({
    queryKey: opsPositionKeys.projects(query),
    queryFn: () => call(api.list, { query }),
  });
}

export function projectQuery(id: string) {
  return queryOptions({
    queryKey: opsPositionKeys.project(id),
    queryFn: () => call(api.get, { params: { id } }),
  });
}

export function staffQuery(role: 'pm' | 'assistant') {
  return queryOptions({
    queryKey: opsPositionKeys.staff(role),
    queryFn: () => call(api.staff, { query: { role } }),
    staleTime: 5 * 60_000,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: opsPositionKeys.all });
}

export function useSaveProject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, form }: { id: string | null; form: ProjectForm }) => {
      if (!id) return call(api.create, { body: form });
      await call(api.update, { params: { id }, body: form });
      return { id };
    },
    onSuccess: refresh,
  });
}

export function useProjectState() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'close' | 'open' }) => call(api[action], { params: { id } }),
    onSuccess: refresh,
  });
}
