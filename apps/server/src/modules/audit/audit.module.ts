import type { Db } from '../../db/client';
import type { Router } from '../../platform/route';
import type { StaffAuditWriter } from '../../platform/staff-audit';
import { AuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { AuditService } from './audit.service';

/**
 * The staff audit trail: its writer is made first, for the router every module registers through
 * (platform/route.ts audits each staff write), and its console routes are registered with the rest.
 */
export function createStaffAudit(db: Db): { writer: StaffAuditWriter; register(router: Router): void } {
  const repo = new AuditRepository(db);
  return { writer: repo, register: (router) => auditRoutes(router, new AuditService(repo)) };
}
