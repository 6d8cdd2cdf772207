import type { Db } from '../../db/client';
import type { Router } from '../../platform/route';
import { ConsoleBillsRepository } from './console-bills.repository';
import { ConsoleDeliveriesRepository } from './console-finance.repository';
import { ConsoleFinanceService } from './console-finance.service';
import { DeliveryRecorder } from './delivery-recorder.repository';
import { FeeTermsRepository } from './fee-terms.repository';
import { financeRoutes } from './finance.routes';
import { FinanceService } from './finance.service';
import type { FinanceLedger } from './finance-ledger.port';
import { opsFinanceRoutes } from './ops-finance.routes';

/**
 * Wires finance into the app. Returns what the orders module calls: the state-log listener that
 * makes delivery records, and the guarantee job's step that settles guarantee failures.
 * `ledger` is the coins module's LedgerService (issue 18) seen through FinanceLedger.
 */
export function registerFinance(router: Router, deps: { db: Db; ledger?: FinanceLedger }) {
  const console = new ConsoleFinanceService(
    new ConsoleDeliveriesRepository(deps.db),
    new FeeTermsRepository(deps.db),
    new ConsoleBillsRepository(deps.db),
    deps.ledger,
  );
  financeRoutes(router, new FinanceService(deps.db));
  opsFinanceRoutes(router, console);
  return { stageLog: new DeliveryRecorder(), guaranteeFailures: { settle: () => console.settleGuaranteeFailures() }, console };
}
