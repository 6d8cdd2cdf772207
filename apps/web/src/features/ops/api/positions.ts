/** The console's positions (/ops/positions): the list, the editor, publishing and closing, the resume sample. */
import { createdIdSchema, OPS_PAGE_SIZE, opsPositionDetailSchema, opsPositionPageSchema } from '@hh/domain/positions/ops.schema';
import type { PositionWrite } from '@hh/domain/positions/position.schema';
import type { PositionState } from '@hh/domain/positions/position-enums';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { del, get, httpClient, post, put } from '../../../api/http-client';
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
    queryFn: async () => opsPositionPageSchema.parse(await get<unknown>('/api/ops/positions', query)),
  });
}

export function opsPositionQuery(id: string) {
  return queryOptions({
    queryKey: opsPositionKeys.position(id),
    queryFn: async () => opsPositionDetailSchema.parse(await get<unknown>(`/api/ops/positions/${encodeURIComponent(id)}`)),
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
      if (!id) return createdIdSchema.parse(await post<unknown>('/api/ops/positions', write));
      await put<null>(`/api/ops/positions/${encodeURIComponent(id)}`, write);
      return { id };
    },
    onSuccess: refresh,
  });
}

export function usePositionState() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'publish' | 'close' }) =>
      post<null>(`/api/ops/positions/${encodeURIComponent(id)}/${action}`),
    onSuccess: refresh,
  });
}

export function useUploadSample() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return post<null>(`/api/ops/positions/${encodeURIComponent(id)}/resumeSample`, form);
    },
    onSuccess: refresh,
  });
}

export function useRemoveSample() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => del<null>(`/api/ops/positions/${encodeURIComponent(id)}/resumeSample`),
    onSuccess: refresh,
  });
}

/** The sample PDF for the editor's preview; each frame load needs its own stamp. */
export function opsSampleUrl(id: string): string {
  return `/api/ops/positions/${encodeURIComponent(id)}/resumeSample?requesttime=${httpClient.stamp()}`;
}
