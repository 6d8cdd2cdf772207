import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeFiles } from '../../db/schema/tables';
import type { Tx } from './candidates.repository';

/**
 * Uploaded files of candidates: resume originals (kept beside the parsed draft until it is saved,
 * then attached to the person) and work samples, each within its firm.
 */
export class ResumeFilesRepository {
  constructor(private readonly db: Db) {}

  async attachmentsOf(personId: string, firmId: string) {
    return this.db
      .select({
        id: resumeFiles.id,
        fileName: resumeFiles.fileName,
        purpose: resumeFiles.purpose,
        mime: resumeFiles.mime,
        size: resumeFiles.size,
        createdAt: resumeFiles.createdAt,
      })
      .from(resumeFiles)
      .where(and(eq(resumeFiles.personId, personId), eq(resumeFiles.firmId, firmId)))
      .orderBy(desc(resumeFiles.createdAt));
  }

  async fileOfFirm(fileId: string, firmId: string) {
    const [row] = await this.db
      .select()
      .from(resumeFiles)
      .where(and(eq(resumeFiles.id, fileId), eq(resumeFiles.firmId, firmId)))
      .limit(1);
    return row;
  }

  /** Uploaded originals never saved into a candidate (no person) older than `before`. */
  async unsavedFiles(before: Date, limit: number) {
    return this.db
      .select({ id: resumeFiles.id, storageKey: resumeFiles.storageKey })
      .from(resumeFiles)
      .where(and(isNull(resumeFiles.personId), lt(resumeFiles.createdAt, before)))
      .limit(limit);
  }

  async deleteFile(id: string) {
    await this.db.delete(resumeFiles).where(and(eq(resumeFiles.id, id), isNull(resumeFiles.personId)));
  }

  async saveFile(file: typeof resumeFiles.$inferInsert) {
    await this.db.insert(resumeFiles).values(file);
  }

  async attachFile(tx: Tx, fileId: string, firmId: string, personId: string) {
    await tx
      .update(resumeFiles)
      .set({ personId })
      .where(and(eq(resumeFiles.id, fileId), eq(resumeFiles.firmId, firmId), isNull(resumeFiles.personId)));
  }
}
