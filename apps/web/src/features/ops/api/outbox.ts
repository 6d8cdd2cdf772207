/** The mail outbox (/ops/outbox, platform admin): what the platform sent while no SMTP server is set. */
import { OUTBOX_PAGE_SIZE, outboxListSchema, outboxMessageSchema } from '@hh/domain/ops/outbox.schema';
import { queryOptions } from '@tanstack/react-query';
import { buildUrl, get, httpClient } from '../../../api/http-client';

export { OUTBOX_PAGE_SIZE };

export const outboxKeys = {
  all: ['ops', 'outbox'] as const,
  list: (page: number) => ['ops', 'outbox', 'list', page] as const,
  message: (file: string) => ['ops', 'outbox', 'message', file] as const,
};

export function outboxListQuery(page: number) {
  return queryOptions({
    queryKey: outboxKeys.list(page),
    queryFn: async () => outboxListSchema.parse(await get<unknown>('/api/ops/outbox', { pageNo: page, pageSize: OUTBOX_PAGE_SIZE })),
  });
}

export function outboxMessageQuery(file: string) {
  return queryOptions({
    queryKey: outboxKeys.message(file),
    queryFn: async () => outboxMessageSchema.parse(await get<unknown>(`/api/ops/outbox/${encodeURIComponent(file)}`)),
  });
}

/** The `.eml` download: the browser opens it itself, so it gets a fresh request-time stamp here. */
export function outboxRawUrl(file: string): string {
  return buildUrl(`/api/ops/outbox/${encodeURIComponent(file)}/raw`, undefined, httpClient.stamp());
}
