/** The console's positions (/ops/positions): the list, the editor, publishing and closing, the resume sample. */
import { consolePositionEndpoints as api } from '@hh/domain/positions/console-positions.endpoints';
import { OPS_PAGE_SIZE } from '@hh/domain/positions/ops.schema';
import type { PositionWrite } from '@hh/domain/positions/position.schema';
import type { PositionState } from '@hh/domain/positions/position-enums';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../api/call';
import { opsPositionKeys } from './projects';

export interface PositionListSearch {
  projectId?: string;
  state?: PositionState;
  keyword?: string;
  page: number;
}

export function opsPositionListQuery({ page, ...search }: PositionListSearch) {
  const query = { ...search, current: page, limit: OPS_PAGE_SIZE };
  return queryOptions({
    queryKey: opsPositionKeys.positions(query),
    queryFn: () => call(api.list, { query }),
  });
}

export function opsPositionQuery(id: string) {
  return queryOptions({
    queryKey: opsPositionKeys.position(id),
    queryFn: () => call(api.get, { params: { id } }),
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  // Firms' lists change with a publish or a close as well.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: opsPositionKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['positions'] }),
    ]);
}

export function useSavePosition() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, write }: { id: string | null; write: PositionWrite }) => {
      if (!id) return call(api.create, { body: write });
      await call(api.update, { params: { id }, body: write });
      return { id };
    },
    onSuccess: refresh,
  });
}

export function usePositionState() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'publish' | 'close' }) => call(api[action], { params: { id } }),
    onSuccess: refresh,
  });
}

export function useUploadSample() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return call(api.uploadSample, { params: { id }, body: form });
    },
    onSuccess: refresh,
  });
}

export function useRemoveSample() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(api.removeSample, { params: { id } }),
    onSuccess: refresh,
  });
}

/** The sample PDF for the editor's preview; each frame load needs its own stamp. */
export function opsSampleUrl(id: string): string {
  return endpointUrl(api.sample, { id });
}
