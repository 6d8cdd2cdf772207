/** The mail outbox (/ops/outbox, platform admin): what the platform sent while no SMTP server is set. */
import { outboxEndpoints as api } from '@hh/domain/ops/outbox.endpoints';
import { OUTBOX_PAGE_SIZE } from '@hh/domain/ops/outbox.schema';
import { queryOptions } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../api/call';

export { OUTBOX_PAGE_SIZE };

export const outboxKeys = {
  all: ['ops', 'outbox'] as const,
  list: (page: number) => ['ops', 'outbox', 'list', page] as const,
  message: (file: string) => ['ops', 'outbox', 'message', file] as const,
};

export function outboxListQuery(page: number) {
  return queryOptions({
    queryKey: outboxKeys.list(page),
    queryFn: () => call(api.list, { query: { pageNo: page, pageSize: OUTBOX_PAGE_SIZE } }),
  });
}

export function outboxMessageQuery(file: string) {
  return queryOptions({
    queryKey: outboxKeys.message(file),
    queryFn: () => call(api.message, { params: { file } }),
  });
}

/** The `.eml` download: the browser opens it itself, so it gets a fresh request-time stamp here. */
export function outboxRawUrl(file: string): string {
  return endpointUrl(api.raw, { file });
}
