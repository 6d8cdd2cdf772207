import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { firms, libraryBackupDownloads, libraryBackups, libraryFiles, libraryResumes, users } from '../../db/schema/tables';
import type { Tx } from './library.repository';

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

/** The originals a backup keeps: files of the firm that became (or merged into) a resume and are still stored. */
const originalsOf = (firmId: string) =>
  and(eq(libraryFiles.firmId, firmId), isNotNull(libraryFiles.resumeId), isNotNull(libraryFiles.storageKey));

const fileColumns = {
  id: libraryFiles.id,
  resumeId: libraryFiles.resumeId,
  fileName: libraryFiles.fileName,
  storageKey: libraryFiles.storageKey,
};

const anchor = alias(libraryResumes, 'anchor');
const order = [asc(libraryResumes.createdAt), asc(libraryResumes.id)];

/**
 * A heartbeat is the database's clock, never an instance's, so instances with skewed clocks agree
 * on what is stale. Each backup write is a statement of its own, outside any transaction, so now()
 * is the time of that statement.
 */
const heartbeat = sql`now()`;

/**
 * The library as one snapshot transaction sees it, read in pages so that memory stays bounded
 * whatever its size. Pages follow the (created_at, id) index by keyset: each page starts after
 * the last row of the previous one, never at an offset. The anchor's time is read back inside
 * the query rather than passed in, because a JS Date would drop the microseconds PostgreSQL keeps
 * and rows created within the same millisecond would be read twice or skipped.
 */
export class LibrarySnapshot {
  constructor(
    private readonly tx: Tx,
    private readonly firmId: string,
    readonly firmName: string,
    /** What the library held at the snapshot: what the restore check expects to find. */
    readonly counts: { resumes: number; files: number },
  ) {}

  /** The firm's resumes after the given one, in (created_at, id) order. */
  private after(id: string | undefined) {
    const keyset = id
      ? sql`(${libraryResumes.createdAt}, ${libraryResumes.id}) > (${this.tx
          .select({ createdAt: anchor.createdAt, id: anchor.id })
          .from(anchor)
          .where(eq(anchor.id, id))})`
      : undefined;
    return and(eq(libraryResumes.firmId, this.firmId), keyset);
  }

  private filesOf(resumeIds: string[]) {
    return this.tx
      .select(fileColumns)
      .from(libraryFiles)
      .where(and(originalsOf(this.firmId), inArray(libraryFiles.resumeId, resumeIds)))
      .orderBy(asc(libraryFiles.createdAt), asc(libraryFiles.id));
  }

  /** The resumes, `size` at a time, each page with the originals kept for its resumes. */
  async *resumePages(size: number) {
    const columns = {
      id: libraryResumes.id,
      channel: libraryResumes.channel,
      content: libraryResumes.content,
      completed: libraryResumes.completed,
      createdAt: libraryResumes.createdAt,
      updatedAt: libraryResumes.updatedAt,
    };
    for (let after: string | undefined; ; ) {
      const resumes = await this.tx
        .select(columns)
        .from(libraryResumes)
        .where(this.after(after))
        .orderBy(...order)
        .limit(size);
      if (resumes.length === 0) return;
      yield { resumes, files: await this.filesOf(resumes.map((r) => r.id)) };
      after = resumes[resumes.length - 1]?.id;
      if (resumes.length < size) return;
    }
  }

  /** The originals, in pages of the resumes they belong to (the library_files_resume index), one row at a time. */
  async *originals(size: number) {
    for (let after: string | undefined; ; ) {
      const ids = await this.tx
        .select({ id: libraryResumes.id })
        .from(libraryResumes)
        .where(this.after(after))
        .orderBy(...order)
        .limit(size);
      if (ids.length === 0) return;
      yield* await this.filesOf(ids.map((r) => r.id));
      after = ids[ids.length - 1]?.id;
      if (ids.length < size) return;
    }
  }
}

/** Backups of a firm's library, the export history, and the snapshot a backup is built from. */
export class LibraryBackupsRepository {
  constructor(private readonly db: Db) {}

  /** The backups of one firm, for its consultants (the job's claim/beat/finish work across firms by backup id). */
  for(tenant: { firmId: string }) {
    const { firmId } = tenant;
    return {
      page: (offset: number, limit: number) => this.page(firmId, offset, limit),
      byId: (id: string) => this.byId(firmId, id),
      downloads: (offset: number, limit: number) => this.downloads(firmId, offset, limit),
    };
  }

  async create(row: typeof libraryBackups.$inferInsert) {
    await this.db.insert(libraryBackups).values(row);
  }

  private async page(firmId: string, offset: number, limit: number) {
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

  private async byId(firmId: string, id: string) {
    const [row] = await this.db
      .select(backupColumns)
      .from(libraryBackups)
      .innerJoin(users, eq(users.id, libraryBackups.createdBy))
      .where(and(eq(libraryBackups.firmId, firmId), eq(libraryBackups.id, id)))
      .limit(1);
    return row;
  }

  /** Claims a queued backup for the job (1 → 2) and starts its heartbeat; a backup already claimed answers nothing. */
  async claim(id: string) {
    const [row] = await this.db
      .update(libraryBackups)
      .set({ state: 2, heartbeatAt: heartbeat })
      .where(and(eq(libraryBackups.id, id), eq(libraryBackups.state, 1)))
      .returning({ id: libraryBackups.id, firmId: libraryBackups.firmId });
    return row;
  }

  /** A running backup's sign of life; a backup the watchdog already failed stays failed. */
  async beat(id: string) {
    await this.db
      .update(libraryBackups)
      .set({ heartbeatAt: heartbeat })
      .where(and(eq(libraryBackups.id, id), eq(libraryBackups.state, 2)));
  }

  /**
   * Ends a running backup; answers false when it is no longer running — the watchdog failed it
   * meanwhile (its heartbeat had stopped), and its message must stay rather than turn into 已完成.
   */
  async finish(id: string, fields: Partial<typeof libraryBackups.$inferInsert>): Promise<boolean> {
    const rows = await this.db
      .update(libraryBackups)
      .set({ ...fields, finishedAt: new Date() })
      .where(and(eq(libraryBackups.id, id), eq(libraryBackups.state, 2)))
      .returning({ id: libraryBackups.id });
    return rows.length > 0;
  }

  /**
   * Fails the backups of `state` whose heartbeat is older than `staleMs`, answering their ids. One
   * conditional UPDATE: when two instances sweep at once, the second waits for the first's row
   * lock, rechecks `state` and skips the row, so each backup is failed once; a beat committing
   * meanwhile refreshes the heartbeat, so the recheck skips a backup that is alive after all.
   */
  async failStale(state: 1 | 2, staleMs: number, message: string): Promise<string[]> {
    const rows = await this.db
      .update(libraryBackups)
      .set({ state: 4, checkOk: false, checkMessage: message, finishedAt: new Date() })
      .where(and(eq(libraryBackups.state, state), lt(libraryBackups.heartbeatAt, sql`now() - make_interval(secs => ${staleMs / 1000})`)))
      .returning({ id: libraryBackups.id });
    return rows.map((r) => r.id);
  }

  /**
   * Runs `read` inside one repeatable-read, read-only transaction, so everything it reads — the
   * counts and every page — is the library at one instant, however long the archive takes to
   * write. The transaction holds one pool connection for that time; nothing is locked.
   */
  async readSnapshot<T>(firmId: string, read: (snapshot: LibrarySnapshot) => Promise<T>): Promise<T> {
    return this.db.transaction(
      async (tx) => {
        const [firm] = await tx.select({ name: firms.name }).from(firms).where(eq(firms.id, firmId));
        const [resumes] = await tx.select({ n: count() }).from(libraryResumes).where(eq(libraryResumes.firmId, firmId));
        const [files] = await tx.select({ n: count() }).from(libraryFiles).where(originalsOf(firmId));
        return read(new LibrarySnapshot(tx, firmId, firm?.name ?? '', { resumes: resumes?.n ?? 0, files: files?.n ?? 0 }));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  async logDownload(row: typeof libraryBackupDownloads.$inferInsert) {
    await this.db.insert(libraryBackupDownloads).values(row);
  }

  private async downloads(firmId: string, offset: number, limit: number) {
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
