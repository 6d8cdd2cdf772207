/**
 * audit: the staff audit trail (issue 31). Owns staff_audit, which the router writes after every
 * successful console write (platform/route.ts, through the StaffAuditWriter port) and nobody updates
 * or deletes (trigger, migration 0042). Admins search it and export it at /ops/audit (console area
 * `audit`); both are reads, so searching the trail adds nothing to it.
 */
import { auditEndpoints as api } from '@hh/domain/ops/audit.endpoints';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { ok } from '../../platform/envelope';
import { sendStreamedFile, XLSX_TYPE } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import type { AuditService } from './audit.service';

export function auditRoutes(router: Router, audit: AuditService): void {
  router.staff(
    api.list,
    async ({ query }) => {
      const { pageNo, pageSize, ...filter } = query;
      return ok(await audit.list(filter, pageNo, pageSize));
    },
    'audit',
  );
  router.staff(
    api.export,
    async ({ query, reply, request }) => {
      const write = await audit.exportWriter(query);
      const fileName = `操作审计-${formatChinaTime(Date.now(), 'YYYYMMDD-HHmm')}.xlsx`;
      return sendStreamedFile(reply, { fileName, contentType: XLSX_TYPE, log: request.log }, write);
    },
    'audit',
  );
}
