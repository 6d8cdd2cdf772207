import type { Writable } from 'node:stream';
import { CONSOLE_ACCESS, type ConsoleArea } from '@hh/domain/accounts/console-access';
import { STAFF_ROLE_LABELS, type StaffRole } from '@hh/domain/accounts/role';
import { chinaDayStart } from '@hh/domain/finance/finance.schema';
import { AUDIT_EXPORT_MAX_ROWS, type AuditFilter, type AuditList, type AuditRow } from '@hh/domain/ops/audit.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { badRequest } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { writeXlsxStream, type XlsxCell, type XlsxColumn } from '../../platform/xlsx-stream';
import type { AuditRecord, AuditRepository, AuditSearch } from './audit.repository';

const DAY = 86_400_000;
const PHONE_RE = /^1\d{10}$/;
/** Rows per keyset page of the export. */
const EXPORT_PAGE = 1_000;
/** The most characters of before/after one spreadsheet cell holds (Excel's own cell limit is 32,767). */
const CELL_MAX = 30_000;

export const AUDIT_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '时间', width: 20 },
  { header: '操作人', width: 12, shared: true },
  { header: '岗位', width: 12, shared: true },
  { header: '功能区域', width: 18, shared: true },
  { header: '对象类型', width: 14, shared: true },
  { header: '对象编号', width: 38 },
  { header: '请求', width: 44, shared: true },
  { header: '客户端地址', width: 16 },
  { header: '结果', width: 24 },
  { header: '修改前', width: 40 },
  { header: '修改后', width: 40 },
];

function toRow(r: AuditRecord): AuditRow {
  return {
    id: r.id,
    at: r.at.getTime(),
    actorId: r.actorId,
    actorName: r.actorName,
    staffRole: r.staffRole,
    ip: r.ip,
    method: r.method,
    route: r.route,
    area: r.area,
    objectType: r.objectType,
    objectId: r.objectId,
    before: r.before,
    after: r.after,
    summary: r.summary,
  };
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value).slice(0, CELL_MAX));

function cells(r: AuditRecord): XlsxCell[] {
  return [
    formatChinaTime(r.at, 'YYYY-MM-DD HH:mm:ss'),
    r.actorName,
    STAFF_ROLE_LABELS[r.staffRole as StaffRole] ?? r.staffRole,
    CONSOLE_ACCESS[r.area as ConsoleArea]?.label ?? r.area,
    r.objectType,
    r.objectId ?? '',
    `${r.method} ${r.route}`,
    r.ip ?? '',
    r.summary ?? '',
    json(r.before),
    json(r.after),
  ];
}

/** The staff audit trail for admins: the search of /ops/audit and its export. */
export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  /** The filter as the repository searches it; null when the actor named nobody (nothing can match). */
  private async searchOf(f: AuditFilter): Promise<AuditSearch | null> {
    const search: AuditSearch = { objectType: f.objectType, objectId: f.objectId, area: f.area };
    if (f.actor) {
      const actor = isId(f.actor) ? { id: f.actor.toLowerCase() } : PHONE_RE.test(f.actor) ? { phone: f.actor } : { name: f.actor };
      search.actorIds = await this.repo.staffMatching(actor);
      if (search.actorIds.length === 0) return null;
    }
    const from = f.from ? chinaDayStart(f.from) : null;
    const to = f.to ? chinaDayStart(f.to) : null;
    if (from !== null) search.fromAt = new Date(from);
    if (to !== null) search.toAt = new Date(to + DAY);
    return search;
  }

  async list(f: AuditFilter, pageNo: number, pageSize: number): Promise<AuditList> {
    const search = await this.searchOf(f);
    if (!search) return { list: [], totalCount: 0 };
    const page = await this.repo.page(search, pageSize, (pageNo - 1) * pageSize);
    return { list: page.rows.map(toRow), totalCount: page.total };
  }

  /**
   * Checks the export before its first byte goes out (a refusal is still an envelope), then answers
   * the writer that streams the .xlsx: a search past AUDIT_EXPORT_MAX_ROWS is refused with a Chinese
   * message rather than cut silently.
   */
  async exportWriter(f: AuditFilter): Promise<(out: Writable) => Promise<number>> {
    const search = await this.searchOf(f);
    if (search && (await this.repo.countUpTo(search, AUDIT_EXPORT_MAX_ROWS)) > AUDIT_EXPORT_MAX_ROWS) {
      throw badRequest(`符合条件的记录超过${AUDIT_EXPORT_MAX_ROWS}条，请缩小日期范围或增加筛选条件后再导出`);
    }
    const repo = this.repo;
    async function* batches() {
      if (!search) return;
      for await (const rows of repo.pages(search, EXPORT_PAGE)) yield rows.map(cells);
    }
    return (out) => writeXlsxStream(out, '操作审计', AUDIT_EXPORT_COLUMNS, batches());
  }
}
