import type { Db } from '../../db/client';
import type { Router } from '../../platform/route';
import { approvalsRoutes } from './approvals.routes';
import { BillableOrdersRepository } from './billable-orders.repository';
import type { CoinAdjuster } from './coin-adjuster.port';
import { ConsoleBillsRepository } from './console-bills.repository';
import { ConsoleDeliveriesRepository } from './console-finance.repository';
import { ConsoleFinanceService } from './console-finance.service';
import { DeliveryRecorder } from './delivery-recorder.repository';
import { FeeTermsRepository } from './fee-terms.repository';
import { financeRoutes } from './finance.routes';
import { FinanceService } from './finance.service';
import type { FinanceLedger } from './finance-ledger.port';
import type { FineRecorder } from './fine-recorder.port';
import { FinesRepository } from './fines.repository';
import { FineService } from './fines.service';
import { MoneyRequestsRepository } from './money-requests.repository';
import { MoneyRequestsService } from './money-requests.service';
import { opsFinanceRoutes } from './ops-finance.routes';

/**
 * Wires finance into the app. Returns what the orders module calls: the state-log listener that
 * makes delivery records, and the guarantee job's step that settles guarantee failures; and
 * `fines`, the FineRecorder port other modules (complaints) are handed to fine a firm.
 * `ledger` is the coins module's LedgerService (issue 18) seen through FinanceLedger, and `coins`
 * the adjustment an approved coin request makes (CoinAdjuster).
 */
export function registerFinance(router: Router, deps: { db: Db; ledger?: FinanceLedger; coins?: CoinAdjuster }) {
  const bills = new ConsoleBillsRepository(deps.db);
  const deliveries = new ConsoleDeliveriesRepository(deps.db);
  const terms = new FeeTermsRepository(deps.db);
  const console = new ConsoleFinanceService(deliveries, terms, bills, deps.ledger);
  const fines = new FineService(new FinesRepository(deps.db), (firmId) => bills.firmExists(firmId));
  financeRoutes(router, new FinanceService(deps.db));
  // Four eyes on money: the console's money writes are requests, made when another approver says so.
  const requests = new MoneyRequestsService(new MoneyRequestsRepository(deps.db), {
    deliveries,
    console,
    fines,
    terms,
    bills,
    coins: deps.coins,
  });
  opsFinanceRoutes(router, console, fines, requests);
  approvalsRoutes(router, requests);
  const fineRecorder: FineRecorder = fines;
  return {
    stageLog: new DeliveryRecorder(),
    guaranteeFailures: { settle: () => console.settleGuaranteeFailures() },
    console,
    fines: fineRecorder,
    // The coins module asks its manual adjustments through this (CoinRequests port).
    requests,
    // The coins module's monthly ledger reads delivery records through this port.
    billableOrders: new BillableOrdersRepository(deps.db),
  };
}
