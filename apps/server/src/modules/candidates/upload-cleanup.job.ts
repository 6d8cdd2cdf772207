import type { FileStorage } from '../../platform/file-storage';
import type { ResumeFilesRepository } from './resume-files.repository';

export const UPLOAD_CLEANUP_JOB = 'candidates.upload-cleanup';
export const UPLOAD_CLEANUP_CRON = '17 * * * *';
/** How long an uploaded resume waits to be saved before it is deleted: a working day and a night. */
export const UNSAVED_UPLOAD_TTL_MS = 24 * 3_600_000;

/**
 * Deletes resume uploads that were parsed but never saved into a candidate: personal data kept
 * without a purpose is not kept at all (PIPL). The stored file goes first, then its row, so a crash
 * in between leaves a row the next run finishes, never a file nobody can find.
 */
export class UploadCleanupJob {
  constructor(
    private readonly files: ResumeFilesRepository,
    private readonly storage: FileStorage,
  ) {}

  async run(now = Date.now()): Promise<number> {
    let removed = 0;
    for (;;) {
      const files = await this.files.unsavedFiles(new Date(now - UNSAVED_UPLOAD_TTL_MS), 200);
      if (files.length === 0) return removed;
      for (const file of files) {
        await this.storage.remove(file.storageKey);
        await this.files.deleteFile(file.id);
        removed++;
      }
    }
  }
}
