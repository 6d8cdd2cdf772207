import { CONSOLE_AREAS, type ConsoleArea } from '@hh/domain/accounts/console-access';
import { chinaDayStart } from '@hh/domain/finance/finance.schema';

/** The search of 操作审计 as the address holds it: each filter, and the page. */
export interface AuditFilters {
  actor: string;
  objectType: string;
  objectId: string;
  area: ConsoleArea | undefined;
  /** Beijing days `YYYY-MM-DD`, both included; '' for open. */
  from: string;
  to: string;
  page: number;
}

const OBJECT_TYPE = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const day = (value: string | null) => {
  const v = (value ?? '').trim();
  return chinaDayStart(v) === null ? '' : v;
};

/**
 * The filters from the address. Forgiving: a hand-edited value the server would refuse is left out
 * (an unknown area, a date that does not exist, a range the wrong way round), so the page always loads.
 */
export function auditFiltersOf(search: URLSearchParams): AuditFilters {
  const area = search.get('area');
  const page = Number(search.get('page') ?? 1);
  const objectType = (search.get('objectType') ?? '').trim();
  let from = day(search.get('from'));
  let to = day(search.get('to'));
  if (from && to && from > to) [from, to] = ['', ''];
  return {
    actor: (search.get('actor') ?? '').trim().slice(0, 50),
    objectType: OBJECT_TYPE.test(objectType) ? objectType : '',
    objectId: (search.get('objectId') ?? '').trim().slice(0, 200),
    area: (CONSOLE_AREAS as readonly string[]).includes(area ?? '') ? (area as ConsoleArea) : undefined,
    from,
    to,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of some filters, empty ones and page 1 left out. */
export function searchOfAuditFilters(f: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.actor) params.set('actor', f.actor);
  if (f.area) params.set('area', f.area);
  if (f.objectType) params.set('objectType', f.objectType);
  if (f.objectId) params.set('objectId', f.objectId);
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** The filters the list and the export send. */
export type AuditQuery = Partial<Record<'actor' | 'objectType' | 'objectId' | 'from' | 'to', string>> & { area?: ConsoleArea };

/** The query the list and the export send: only the filters that are set. */
export function auditQueryOf(f: AuditFilters): AuditQuery {
  const query: AuditQuery = {};
  for (const key of ['actor', 'objectType', 'objectId', 'from', 'to'] as const) if (f[key]) query[key] = f[key];
  if (f.area) query.area = f.area;
  return query;
}
