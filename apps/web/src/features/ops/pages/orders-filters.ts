import { ORDER_STAGE_LABELS } from '@hh/domain/orders/order-stage';

/** The console's tabs: the review queue first, then the employer-side stages; 全部 holds the firm-side ones too. */
export const OPS_TABS: readonly { stage: number; label: string }[] = [
  { stage: 30, label: '待审核' },
  ...([40, 50, 62, 63, 64, 80, 91, 93, 127] as const).map((stage) => ({ stage, label: ORDER_STAGE_LABELS[stage] })),
  { stage: 0, label: '全部' },
];
export const DEFAULT_OPS_TAB = 30;

export interface OpsOrderFilters {
  stage: number;
  page: number;
  searchWord: string;
  rejectStatus: number | undefined;
}

/** The console list's filters from the address; what cannot be read falls back to the review queue, page 1. */
export function opsFiltersOf(search: URLSearchParams): OpsOrderFilters {
  const stage = Number(search.get('stage') ?? DEFAULT_OPS_TAB);
  const page = Number(search.get('page') ?? 1);
  const rejectStatus = search.get('rejectStatus');
  return {
    stage: OPS_TABS.some((t) => t.stage === stage) ? stage : DEFAULT_OPS_TAB,
    page: Number.isInteger(page) && page >= 1 && page <= 5_000 ? page : 1,
    searchWord: (search.get('searchWord') ?? '').trim().slice(0, 50),
    rejectStatus: rejectStatus !== null && ['0', '1', '2'].includes(rejectStatus) ? Number(rejectStatus) : undefined,
  };
}

/** The address of some filters, defaults left out. */
export function searchOfOpsFilters(f: OpsOrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.stage !== DEFAULT_OPS_TAB) params.set('stage', String(f.stage));
  if (f.searchWord) params.set('searchWord', f.searchWord);
  if (f.rejectStatus !== undefined) params.set('rejectStatus', String(f.rejectStatus));
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}
