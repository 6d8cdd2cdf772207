/** The staff audit trail (/ops/audit, platform admin): the search and its .xlsx export. */
import { auditEndpoints as api } from '@hh/domain/ops/audit.endpoints';
import { AUDIT_PAGE_SIZE } from '@hh/domain/ops/audit.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../api/call';
import { NETWORK_ERROR_MESSAGE } from '../../../api/http-client';
import type { AuditQuery } from '../pages/audit-filters';

export { AUDIT_PAGE_SIZE };

export const auditKeys = {
  all: ['ops', 'audit'] as const,
  list: (query: AuditQuery, page: number) => ['ops', 'audit', 'list', query, page] as const,
};

export function auditListQuery(query: AuditQuery, page: number) {
  return queryOptions({
    queryKey: auditKeys.list(query, page),
    queryFn: () => call(api.list, { query: { ...query, pageNo: page, pageSize: AUDIT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

const FALLBACK_NAME = '操作审计.xlsx';

function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (!encoded) return FALLBACK_NAME;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return FALLBACK_NAME;
  }
}

/**
 * Downloads the search as .xlsx. Fetched rather than opened, so a refusal (a search past the
 * export's limit, a filter the server refuses) is the envelope's Chinese message, thrown, never a
 * page of JSON; each call gets a fresh request-time stamp.
 */
export async function downloadAuditExport(query: AuditQuery): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpointUrl(api.export, undefined, query), { credentials: 'same-origin' });
  } catch {
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof envelope?.message === 'string' && envelope.message ? envelope.message : '导出失败，请稍后再试');
  }
  if (!response.ok) throw new Error('导出失败，请稍后再试');
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('content-disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser's download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
