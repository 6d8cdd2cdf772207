import { and, count, desc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeFiles, users } from '../../db/schema/tables';
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

  /** Uploaded resumes (not work samples) of the firm by the given uploaders (null: all), newest first: the upload records. */
  async uploadRecords(firmId: string, uploaders: readonly string[] | null, offset: number, limit: number) {
    const where = this.uploadsWhere(firmId, uploaders);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: resumeFiles.id,
          fileName: resumeFiles.fileName,
          personId: resumeFiles.personId,
          createdAt: resumeFiles.createdAt,
          uploaderName: users.cname,
        })
        .from(resumeFiles)
        .innerJoin(users, eq(users.id, resumeFiles.uploadedBy))
        .where(where)
        .orderBy(desc(resumeFiles.createdAt), desc(resumeFiles.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(resumeFiles).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async uploadCount(firmId: string, uploaders: readonly string[] | null) {
    const [row] = await this.db.select({ n: count() }).from(resumeFiles).where(this.uploadsWhere(firmId, uploaders));
    return row?.n ?? 0;
  }

  private uploadsWhere(firmId: string, uploaders: readonly string[] | null): SQL {
    return and(
      eq(resumeFiles.firmId, firmId),
      eq(resumeFiles.purpose, 'resume'),
      uploaders === null ? undefined : inArray(resumeFiles.uploadedBy, [...uploaders]),
    ) as SQL;
  }
}
