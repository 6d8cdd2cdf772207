import type { ConsultantActor } from '../../platform/actor';

/** A file a collected mail carried; `truncated` when it is over the upload limit and is not kept. */
export interface MailFile {
  fileName: string;
  buffer: Buffer;
  truncated: boolean;
}

/**
 * What the collector needs of the company library (modules/library, wired in app.ts): an import
 * task of the files, created as the mailbox's owner, which the owner then sees with their other
 * imports. It throws an AppError with a Chinese message when the library refuses (closed, full).
 */
export interface MailboxImportPort {
  importFiles(owner: ConsultantActor, files: MailFile[], title: string): Promise<{ id: string }>;
  /** Whether an import task is still queued or running. */
  isUnfinished(taskId: string): Promise<boolean>;
}
