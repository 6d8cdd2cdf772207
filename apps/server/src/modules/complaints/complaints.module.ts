import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/file-storage';
import type { JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mailer';
import type { Router } from '../../platform/route';
import type { MessagesService } from '../content/messages.service';
import type { CaseFines } from './case-fines.service';
import type { ComplaintCallsPort } from './complaint-calls.port';
import { ComplaintFilesService } from './complaint-files.service';
import type { ComplaintOrdersPort } from './complaint-orders.port';
import { ComplaintsRepository } from './complaints.repository';
import { complaintsRoutes } from './complaints.routes';
import { ComplaintsService } from './complaints.service';
import type { ComplaintsLedger } from './complaints-ledger.port';
import { ConfirmationsRepository } from './confirmations.repository';
import { ConfirmationsService } from './confirmations.service';
import { ConsoleComplaintsRepository } from './console-complaints.repository';
import { OpsComplaintsService } from './ops-complaints.service';
import { PenaltiesService, type PenaltyEffects } from './penalties.service';
import { PerformanceRepository } from './performance.repository';
import { PerformanceService } from './performance.service';

export const COMPLAINT_OVERDUE_JOB = 'complaints.overdue';
/** Every minute: a case turns 答辩超时 at most a minute after its 24 hours. */
export const COMPLAINT_OVERDUE_CRON = '* * * * *';

/** The candidates' confirmation links; built before the orders module, which tells it of each recommendation. */
export function createConfirmations(db: Db, orders: ComplaintOrdersPort, mailer: Mailer, publicUrl: string | undefined) {
  return new ConfirmationsService(new ConfirmationsRepository(db), orders, mailer, publicUrl);
}

export const PERFORMANCE_CHECK_JOB = 'complaints.performance';
/** Daily at 00:30 China time (16:30 UTC): the day before is complete when the windows are measured. */
export const PERFORMANCE_CHECK_CRON = '30 16 * * *';

/**
 * The penalties of upheld cases and the performance check's deposits; built before the orders
 * module, which checks their bans.
 */
export function createPenalties(db: Db, deps: { orders: ComplaintOrdersPort; ledger: ComplaintsLedger; messages: MessagesService }) {
  const cases = new ComplaintsRepository(db);
  const performance = new PerformanceService(new PerformanceRepository(db), deps.orders, deps.ledger, deps.messages, (firmId) =>
    cases.managersOf(firmId),
  );
  return new PenaltiesService(new ConsoleComplaintsRepository(db), performance);
}

/** Wires complaints into the app: cases, evidence files, the overdue and performance jobs, the console's judging and deposits. */
export async function registerComplaints(
  router: Router,
  deps: {
    db: Db;
    storage: FileStorage;
    jobs: JobQueue;
    orders: ComplaintOrdersPort;
    calls: ComplaintCallsPort;
    messages: MessagesService;
    penalties: PenaltiesService;
    /** Orders ended and accounts closed by upheld cases (orders' stage machine, accounts' service). */
    effects: PenaltyEffects;
    confirmations: ConfirmationsService;
    /** Fines of upheld cases: from the firm's deposit, the rest through finance's FineRecorder. */
    fines: CaseFines;
  },
) {
  const repo = new ComplaintsRepository(deps.db);
  const cases = new ComplaintsService(repo, deps.orders, deps.messages);
  const ops = new OpsComplaintsService(
    new ConsoleComplaintsRepository(deps.db),
    cases,
    deps.orders,
    deps.penalties,
    deps.effects,
    deps.calls,
    deps.fines,
  );
  complaintsRoutes(router, {
    cases,
    files: new ComplaintFilesService(repo, deps.storage),
    ops,
    penalties: deps.penalties,
    confirmations: deps.confirmations,
  });
  await deps.jobs.work(COMPLAINT_OVERDUE_JOB, async () => {
    await cases.markOverdue();
  });
  await deps.jobs.schedule(COMPLAINT_OVERDUE_JOB, COMPLAINT_OVERDUE_CRON);
  await deps.jobs.work(PERFORMANCE_CHECK_JOB, async () => {
    await deps.penalties.performance.run();
  });
  await deps.jobs.schedule(PERFORMANCE_CHECK_JOB, PERFORMANCE_CHECK_CRON);
  return { cases };
}
