import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/file-storage';
import type { JobQueue } from '../../platform/jobs';
import type { Router } from '../../platform/route';
import type { UploadService } from '../candidates/upload.service';
import type { ResumeParsing } from '../parsing/parsing.service';
import { LibraryRepository } from './library.repository';
import { libraryRoutes } from './library.routes';
import { LibraryService } from './library.service';
import { LibraryBackupService } from './library-backup.service';
import { LibraryBackupsRepository } from './library-backups.repository';
import { libraryBackupRoutes } from './library-backups.routes';
import { LibraryImportService } from './library-import.service';
import { LibraryIntake } from './library-intake.service';
import { LibraryTasksRepository } from './library-tasks.repository';
import { uploadRecordsRoutes } from './upload-records.routes';
import { UploadRecordsService } from './upload-records.service';

/** The watchdog that fails import tasks and backups a crash left hanging; every minute, once across the instances. */
const LIBRARY_WATCHDOG_JOB = 'library.watchdog';
const LIBRARY_WATCHDOG_CRON = '* * * * *';

declare module 'fastify' {
  interface FastifyInstance {
    /** The company library's services that run outside requests (jobs; mail and plugin intake later). */
    library: { library: LibraryService; imports: LibraryImportService; backups: LibraryBackupService };
  }
}

export interface LibraryModuleDeps {
  db: Db;
  jobs: JobQueue;
  storage: FileStorage;
  parsing: ResumeParsing;
  /** Talent uploads, for the upload records that list them beside the library's own. */
  uploads: UploadService;
  /** Where backup archives are built before they are stored (the OS temp dir when unset). */
  tempDir?: string;
}

/** Wires the company resume library (resumes, imports, backups) and the upload records into the app. */
export async function registerLibrary(app: FastifyInstance, router: Router, deps: LibraryModuleDeps) {
  const repo = new LibraryRepository(deps.db);
  const tasks = new LibraryTasksRepository(deps.db);
  const intake = new LibraryIntake(repo, tasks, deps.storage, deps.parsing);
  // The risk counters are the app's (shared across modules and instances), decorated before modules register.
  const library = new LibraryService(repo, intake, app.services.risk);
  const imports = new LibraryImportService(tasks, intake, deps.storage, deps.jobs);
  const backups = new LibraryBackupService(new LibraryBackupsRepository(deps.db), deps.storage, deps.jobs, deps.tempDir);
  await imports.register();
  await backups.register();
  // The library's watchdog, for import tasks and backups alike: every minute through the queue
  // (once across the instances), and once at start-up, so what was left hanging while the service
  // was down ends without waiting for the first tick.
  const sweepImports = async () => {
    const swept = await imports.sweep();
    if (swept.interrupted.length + swept.neverStarted.length > 0) app.log.warn(swept, 'library import watchdog failed abandoned tasks');
  };
  const sweepBackups = async () => {
    const swept = await backups.sweep();
    if (swept.interrupted.length + swept.neverStarted.length > 0) app.log.warn(swept, 'library backup watchdog failed abandoned backups');
  };
  const sweep = async () => {
    // Each runs even when the other fails: a failing import sweep must not keep backups blocked.
    const failed = (await Promise.allSettled([sweepImports(), sweepBackups()])).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  };
  await deps.jobs.work(LIBRARY_WATCHDOG_JOB, sweep);
  await deps.jobs.schedule(LIBRARY_WATCHDOG_JOB, LIBRARY_WATCHDOG_CRON);
  // A failed start-up sweep must not keep the server from starting: the scheduled one follows in a minute.
  await sweep().catch((error: unknown) => app.log.error({ err: error }, 'library watchdog failed at start-up'));
  libraryRoutes(router, library, imports);
  libraryBackupRoutes(router, backups);
  uploadRecordsRoutes(router, new UploadRecordsService(deps.uploads, tasks));
  app.decorate('library', { library, imports, backups });
  return { library };
}
