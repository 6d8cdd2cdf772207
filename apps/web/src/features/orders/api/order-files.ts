/**
 * The two ways orders leave the screen: the export by e-mail (a job builds the .xlsx and mails
 * it) and the resume download the browser opens in a new window (spec 000 §7).
 */
import { mailDomainsEndpoints } from '@hh/domain/accounts/mail-domains.endpoints';
import { fillPath } from '@hh/domain/api/endpoint';
import type { OrderExport, OrderListKind } from '@hh/domain/orders/order.schema';
import { orderFileEndpoints as api } from '@hh/domain/orders/order-files.endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { buildUrl, httpClient } from '../../../api/http-client';
import { type OrderFilters, orderListBody } from '../pages/order-filters';
import { orderKeys } from './keys';

/** The search fields the export takes (the spec's payload); the others narrow only the list on screen. */
const EXPORT_FIELDS = [
  'onlyMe',
  'pmId',
  'searchWord',
  'interviewStartDate',
  'interviewEndDate',
  'filterStartDate',
  'filterEndDate',
  'candidateState',
  'subState',
] as const;
const LIST_ONLY_FILTERS: { field: keyof OrderFilters; label: string }[] = [
  { field: 'companyName', label: '公司名称' },
  { field: 'positionName', label: '职位名称' },
  { field: 'rejectStatus', label: '驳回状态' },
  { field: 'groupUserIds', label: '顾问' },
];

/** The filters set on screen that the export does not take, by label (the dialog says so). */
export function filtersLeftOutOfExport(filters: OrderFilters): string[] {
  return LIST_ONLY_FILTERS.filter(({ field }) => {
    const v = filters[field];
    return Array.isArray(v) ? v.length > 0 : v !== undefined && v !== '';
  }).map((f) => f.label);
}

export function exportBody(filters: OrderFilters, kind: OrderListKind, email: string): OrderExport {
  const search = orderListBody(filters, kind);
  const body: Record<string, unknown> = { email };
  for (const field of EXPORT_FIELDS) if (search[field] !== undefined) body[field] = search[field];
  return body as OrderExport;
}

export function useExportOrders() {
  return useMutation({
    mutationFn: ({ filters, kind, email }: { filters: OrderFilters; kind: OrderListKind; email: string }) =>
      call(api.export, { body: exportBody(filters, kind, email) }),
  });
}

export const downloadSettingQuery = queryOptions({
  queryKey: orderKeys.downloadSetting(),
  queryFn: () => call(api.downloadSetting),
  staleTime: 30 * 60_000,
});

export interface DownloadChoice {
  /** Name parts, in the order they make the file name. */
  resumeName: string[];
  /** Fields left out of the resume. */
  filterField: string[];
  downloadType: number;
}

/**
 * The download address: one order by orderId (a Word resume), several by orderIds comma-joined
 * (a zip), stamped with requesttime like every call because the browser opens it itself.
 * Built as `endpointUrl` builds it, with the stamp injectable so the address can be checked.
 */
export function resumeDownloadUrl(orderIds: readonly string[], choice: DownloadChoice, stamp: string = httpClient.stamp()): string {
  return buildUrl(
    fillPath(api.resumeDownload.path, { api: 'word' }),
    {
      ...(orderIds.length === 1 ? { orderId: orderIds[0] } : { orderIds: orderIds.join(',') }),
      resumeName: choice.resumeName.join(','),
      filterField: choice.filterField.join(','),
      downloadType: choice.downloadType,
    },
    stamp,
  );
}

/** Where the caller may mail an export: the own bound e-mail and the firm's mail domains. */
export const exportRecipientsQuery = queryOptions({
  queryKey: ['orders', 'exportRecipients'] as const,
  queryFn: () => call(mailDomainsEndpoints.recipients),
  staleTime: 60_000,
});
