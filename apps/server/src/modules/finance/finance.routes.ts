/**
 * finance: where a firm's money comes from and goes (issue 20). Owns fee terms per position,
 * delivery records (made from the orders module's state logs at 63 and 91), settlement bills and
 * their lines. The firm's side is its manager's only (role 30): delivery cards and list,
 * per-consultant records, bills with confirmation and the streamed rebate export. The console's
 * side (ops-finance.routes.ts) moves deliveries, edits fee terms and builds bills. Payouts and
 * reversals of paid-out records go through the ledger port (finance-ledger.port.ts).
 */

import { RoleCode } from '@hh/domain/accounts/role';
import { financeEndpoints as api } from '@hh/domain/finance/finance.endpoints';
import { formatChinaTime } from '@hh/domain/time/china-time';
import { ok } from '../../platform/envelope';
import { sendStreamedFile, XLSX_TYPE } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import type { FinanceService } from './finance.service';
import { writeRebateExport } from './rebate-export';

const MANAGER = [RoleCode.manager] as const;

export function financeRoutes(router: Router, service: FinanceService): void {
  router.consultant(api.totalData, async ({ scope, body }) => ok(await service.totalData(scope, body)), MANAGER);
  router.consultant(api.deliveryDataList, async ({ scope, body }) => ok(await service.deliveryList(scope, body)), MANAGER);
  router.consultant(api.financialRecords, async ({ scope, query }) => ok(await service.records(scope, query)), MANAGER);
  router.consultant(api.billList, async ({ scope, query }) => ok(await service.bills(scope, query)), MANAGER);
  router.consultant(api.billDetail, async ({ scope, query }) => ok(await service.billDetail(scope, query.billId)), MANAGER);
  router.consultant(
    api.billConfirm,
    async ({ actor, scope, body }) => {
      const { billId, ...invoice } = body;
      await service.confirmBill(actor, scope, billId, invoice);
      return ok(null, '账单已确认');
    },
    MANAGER,
  );
  router.consultant(
    api.rebateDetailExport,
    async ({ scope, query, reply, request }) =>
      // The file is written while it is sent; a failure half-way ends the download (the browser reports it broken).
      sendStreamedFile(
        reply,
        { fileName: `返佣明细-${formatChinaTime(Date.now(), 'YYYYMMDDHHmm')}.xlsx`, contentType: XLSX_TYPE, log: request.log },
        (out) => writeRebateExport(service.rebateSource(scope, query), out),
      ),
    MANAGER,
  );
}
