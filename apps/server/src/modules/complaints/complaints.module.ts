import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/file-storage';
import type { JobQueue } from '../../platform/jobs';
import type { Router } from '../../platform/route';
import type { MessagesService } from '../content/messages.service';
import { ComplaintFilesService } from './complaint-files.service';
import type { ComplaintOrdersPort } from './complaint-orders.port';
import { ComplaintsRepository } from './complaints.repository';
import { complaintsRoutes } from './complaints.routes';
import { ComplaintsService } from './complaints.service';
import { ConsoleComplaintsRepository } from './console-complaints.repository';
import { OpsComplaintsService } from './ops-complaints.service';
import { PenaltiesService } from './penalties.service';

export const COMPLAINT_OVERDUE_JOB = 'complaints.overdue';
/** Every minute: a case turns 答辩超时 at most a minute after its 24 hours. */
export const COMPLAINT_OVERDUE_CRON = '* * * * *';

/** The penalties of upheld cases; built before the orders module, which checks its bans. */
export function createPenalties(db: Db): PenaltiesService {
  return new PenaltiesService(new ConsoleComplaintsRepository(db));
}

/** Wires complaints into the app: cases, evidence files, the overdue job and the console's judging. */
export async function registerComplaints(
  router: Router,
  deps: {
    db: Db;
    storage: FileStorage;
    jobs: JobQueue;
    orders: ComplaintOrdersPort;
    messages: MessagesService;
    penalties: PenaltiesService;
  },
) {
  const repo = new ComplaintsRepository(deps.db);
  const cases = new ComplaintsService(repo, deps.orders, deps.messages);
  const ops = new OpsComplaintsService(new ConsoleComplaintsRepository(deps.db), cases, deps.orders, deps.penalties);
  complaintsRoutes(router, { cases, files: new ComplaintFilesService(repo, deps.storage), ops, penalties: deps.penalties });
  await deps.jobs.work(COMPLAINT_OVERDUE_JOB, async () => {
    await cases.markOverdue();
  });
  await deps.jobs.schedule(COMPLAINT_OVERDUE_JOB, COMPLAINT_OVERDUE_CRON);
  return { cases };
}
