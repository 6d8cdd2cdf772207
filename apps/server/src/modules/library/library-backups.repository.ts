import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firms, libraryBackupDownloads, libraryBackups, libraryFiles, libraryResumes, users } from '../../db/schema/tables';

const backupColumns = {
  id: libraryBackups.id,
  state: libraryBackups.state,
  resumeCount: libraryBackups.resumeCount,
  fileCount: libraryBackups.fileCount,
  size: libraryBackups.size,
  storageKey: libraryBackups.storageKey,
  checkOk: libraryBackups.checkOk,
  checkMessage: libraryBackups.checkMessage,
  createdAt: libraryBackups.createdAt,
  finishedAt: libraryBackups.finishedAt,
  creatorName: users.cname,
};

/** Backups of a firm's library, the export history, and the snapshot a backup is built from. */
export class LibraryBackupsRepository {
  constructor(private readonly db: Db) {}

  async create(row: typeof libraryBackups.$inferInsert) {
    await this.db.insert(libraryBackups).values(row);
  }

  async page(firmId: string, offset: number, limit: number) {
    const where = eq(libraryBackups.firmId, firmId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(backupColumns)
        .from(libraryBackups)
        .innerJoin(users, eq(users.id, libraryBackups.createdBy))
        .where(where)
        .orderBy(desc(libraryBackups.createdAt), desc(libraryBackups.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(libraryBackups).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async byId(firmId: string, id: string) {
    const [row] = await this.db
      .select(backupColumns)
      .from(libraryBackups)
      .innerJoin(users, eq(users.id, libraryBackups.createdBy))
      .where(and(eq(libraryBackups.firmId, firmId), eq(libraryBackups.id, id)))
      .limit(1);
    return row;
  }

  async claim(id: string) {
    const [row] = await this.db
      .update(libraryBackups)
      .set({ state: 2 })
      .where(and(eq(libraryBackups.id, id), eq(libraryBackups.state, 1)))
      .returning({ id: libraryBackups.id, firmId: libraryBackups.firmId });
    return row;
  }

  async finish(id: string, fields: Partial<typeof libraryBackups.$inferInsert>) {
    await this.db
      .update(libraryBackups)
      .set({ ...fields, finishedAt: new Date() })
      .where(eq(libraryBackups.id, id));
  }

  /** The firm's library as it stands: resumes and the originals kept for them, read in one snapshot transaction. */
  async snapshot(firmId: string) {
    return this.db.transaction(
      async (tx) => {
        const [firm] = await tx.select({ name: firms.name }).from(firms).where(eq(firms.id, firmId));
        const resumes = await tx
          .select({
            id: libraryResumes.id,
            channel: libraryResumes.channel,
            content: libraryResumes.content,
            completed: libraryResumes.completed,
            createdAt: libraryResumes.createdAt,
            updatedAt: libraryResumes.updatedAt,
          })
          .from(libraryResumes)
          .where(eq(libraryResumes.firmId, firmId))
          .orderBy(asc(libraryResumes.createdAt), asc(libraryResumes.id));
        const files = await tx
          .select({
            id: libraryFiles.id,
            resumeId: libraryFiles.resumeId,
            fileName: libraryFiles.fileName,
            storageKey: libraryFiles.storageKey,
          })
          .from(libraryFiles)
          .where(and(eq(libraryFiles.firmId, firmId), isNotNull(libraryFiles.resumeId), isNotNull(libraryFiles.storageKey)))
          .orderBy(asc(libraryFiles.createdAt), asc(libraryFiles.id));
        return { firmName: firm?.name ?? '', resumes, files };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  async logDownload(row: typeof libraryBackupDownloads.$inferInsert) {
    await this.db.insert(libraryBackupDownloads).values(row);
  }

  async downloads(firmId: string, offset: number, limit: number) {
    const where = eq(libraryBackupDownloads.firmId, firmId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: libraryBackupDownloads.id,
          backupId: libraryBackupDownloads.backupId,
          fileName: libraryBackupDownloads.fileName,
          size: libraryBackupDownloads.size,
          resumeCount: libraryBackups.resumeCount,
          userName: users.cname,
          createdAt: libraryBackupDownloads.createdAt,
        })
        .from(libraryBackupDownloads)
        .innerJoin(users, eq(users.id, libraryBackupDownloads.userId))
        .innerJoin(libraryBackups, eq(libraryBackups.id, libraryBackupDownloads.backupId))
        .where(where)
        .orderBy(desc(libraryBackupDownloads.createdAt), desc(libraryBackupDownloads.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(libraryBackupDownloads).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
