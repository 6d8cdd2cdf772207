import { endpoint } from '../api/endpoint';
import { auditFilterSchema, auditListQuerySchema, auditListSchema } from './audit.schema';

/** The staff audit trail (/ops/audit, console area `audit`: admins only). Both are reads: searching the trail writes no row to it. */
export const auditEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/ops/audit/list', mutates: false, query: auditListQuerySchema, response: auditListSchema }),
  /** The same search as an .xlsx, newest first (at most AUDIT_EXPORT_MAX_ROWS rows). */
  export: endpoint({ method: 'GET', path: '/api/ops/audit/export', mutates: false, query: auditFilterSchema, response: 'file' }),
};
