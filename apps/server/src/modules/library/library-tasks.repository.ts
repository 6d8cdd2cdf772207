import type { DataScope } from '@hh/domain/accounts/scope';
import { and, count, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { libraryFiles, libraryResumes, libraryTasks, users } from '../../db/schema/tables';
import type { Tx } from './library.repository';

export interface TaskSource {
  fileName: string;
  /** Null when the file was cut off at the size limit and not kept. */
  storageKey: string | null;
  size: number;
}

/** Who may be seen: the caller's scope as user ids, null for the whole firm. */
export type ScopeUsers = readonly string[] | null;

const taskColumns = {
  id: libraryTasks.id,
  fileName: libraryTasks.fileName,
  state: libraryTasks.state,
  total: libraryTasks.total,
  done: libraryTasks.done,
  imported: libraryTasks.imported,
  merged: libraryTasks.merged,
  refused: libraryTasks.refused,
  message: libraryTasks.message,
  createdAt: libraryTasks.createdAt,
  finishedAt: libraryTasks.finishedAt,
  createdBy: libraryTasks.createdBy,
  creatorName: users.cname,
};

/**
 * A heartbeat is the database's clock, never an instance's, so instances with skewed clocks agree
 * on what is stale. statement_timestamp() rather than now(): inside a batch's transaction now() is
 * the transaction's start, which may be long before the write when the batch waited for the
 * firm's lock behind another task.
 */
const heartbeat = sql`statement_timestamp()`;

/** Import tasks and their per-file rows; single uploads (library_files without a task) for the upload records. */
export class LibraryTasksRepository {
  constructor(private readonly db: Db) {}

  private scoped(firmId: string, scope: ScopeUsers): SQL {
    return and(eq(libraryTasks.firmId, firmId), scope === null ? undefined : inArray(libraryTasks.createdBy, [...scope])) as SQL;
  }

  private uploadsScoped(firmId: string, scope: ScopeUsers): SQL {
    return and(
      eq(libraryFiles.firmId, firmId),
      isNull(libraryFiles.taskId),
      scope === null ? undefined : inArray(libraryFiles.uploadedBy, [...scope]),
    ) as SQL;
  }

  /** The tasks and single uploads as one scope sees them: each read carries the firm and creator filter. */
  for(scope: DataScope) {
    const { firmId, userIds } = scope;
    return {
      page: (state: number, offset: number, limit: number) => this.page(firmId, userIds, state, offset, limit),
      byId: (id: string) => this.byId(firmId, userIds, id),
      uploads: (offset: number, limit: number) => this.uploads(firmId, userIds, offset, limit),
      counts: () => this.counts(firmId, userIds),
    };
  }

  async create(row: typeof libraryTasks.$inferInsert) {
    await this.db.insert(libraryTasks).values(row);
  }

  private async page(firmId: string, scope: ScopeUsers, state: number, offset: number, limit: number) {
    const where = and(this.scoped(firmId, scope), state ? eq(libraryTasks.state, state) : undefined);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(taskColumns)
        .from(libraryTasks)
        .innerJoin(users, eq(users.id, libraryTasks.createdBy))
        .where(where)
        .orderBy(desc(libraryTasks.createdAt), desc(libraryTasks.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(libraryTasks).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  private async byId(firmId: string, scope: ScopeUsers, id: string) {
    const [row] = await this.db
      .select(taskColumns)
      .from(libraryTasks)
      .innerJoin(users, eq(users.id, libraryTasks.createdBy))
      .where(and(this.scoped(firmId, scope), eq(libraryTasks.id, id)))
      .limit(1);
    return row;
  }

  async lastOf(firmId: string, userId: string) {
    const [row] = await this.db
      .select(taskColumns)
      .from(libraryTasks)
      .innerJoin(users, eq(users.id, libraryTasks.createdBy))
      .where(and(eq(libraryTasks.firmId, firmId), eq(libraryTasks.createdBy, userId)))
      .orderBy(desc(libraryTasks.createdAt))
      .limit(1);
    return row;
  }

  /** Claims a queued task for the job (1 → 2); a task already claimed answers nothing. */
  async claim(id: string) {
    const [row] = await this.db
      .update(libraryTasks)
      .set({ state: 2, heartbeatAt: heartbeat })
      .where(and(eq(libraryTasks.id, id), eq(libraryTasks.state, 1)))
      .returning({ id: libraryTasks.id, firmId: libraryTasks.firmId, createdBy: libraryTasks.createdBy, sources: libraryTasks.sources });
    return row ? { ...row, sources: row.sources as TaskSource[] } : undefined;
  }

  async setTotal(id: string, total: number) {
    await this.db.update(libraryTasks).set({ total, heartbeatAt: heartbeat }).where(eq(libraryTasks.id, id));
  }

  /** Adds a batch's outcomes inside the batch's transaction, so counts and rows never disagree. */
  async addCounts(tx: Tx, id: string, add: { imported: number; merged: number; refused: number }) {
    await tx
      .update(libraryTasks)
      .set({
        done: sql`${libraryTasks.done} + ${add.imported + add.merged + add.refused}`,
        imported: sql`${libraryTasks.imported} + ${add.imported}`,
        merged: sql`${libraryTasks.merged} + ${add.merged}`,
        refused: sql`${libraryTasks.refused} + ${add.refused}`,
        heartbeatAt: heartbeat,
      })
      .where(eq(libraryTasks.id, id));
  }

  /** Whether the task is still running: a run the watchdog gave up on stops writing. */
  /** Whether a task is still queued or running (not finished or failed). */
  async isUnfinished(id: string): Promise<boolean> {
    const [row] = await this.db.select({ state: libraryTasks.state }).from(libraryTasks).where(eq(libraryTasks.id, id));
    return row !== undefined && row.state < 3;
  }

  async isRunning(id: string): Promise<boolean> {
    const [row] = await this.db.select({ state: libraryTasks.state }).from(libraryTasks).where(eq(libraryTasks.id, id));
    return row?.state === 2;
  }

  /**
   * Ends a running task; answers false when it is no longer running — the watchdog failed it
   * meanwhile (its heartbeat had stopped), and its message must stay rather than turn into 已完成.
   */
  async finish(id: string, state: number, message: string): Promise<boolean> {
    const rows = await this.db
      .update(libraryTasks)
      .set({ state, message, finishedAt: new Date(), sources: [] })
      .where(and(eq(libraryTasks.id, id), eq(libraryTasks.state, 2)))
      .returning({ id: libraryTasks.id });
    return rows.length > 0;
  }

  /**
   * Fails the tasks of `state` whose heartbeat is older than `staleMs`, answering them with the
   * files they had kept (to remove from storage). One conditional UPDATE: when two instances sweep
   * at once, the second waits for the first's row lock, rechecks `state` and skips the row, and a
   * batch committing meanwhile refreshes the heartbeat so the recheck skips its task too. The
   * self-join reads `sources` as they were before this update clears them.
   */
  async failStale(state: 1 | 2, staleMs: number, message: string) {
    const before = alias(libraryTasks, 'before');
    const rows = await this.db
      .update(libraryTasks)
      .set({ state: 4, message, finishedAt: new Date(), sources: [] })
      .from(before)
      .where(
        and(
          eq(before.id, libraryTasks.id),
          eq(libraryTasks.state, state),
          lt(libraryTasks.heartbeatAt, sql`now() - make_interval(secs => ${staleMs / 1000})`),
        ),
      )
      .returning({ id: libraryTasks.id, sources: before.sources });
    return rows.map((r) => ({ id: r.id, sources: r.sources as TaskSource[] }));
  }

  async details(taskId: string, outcome: number, offset: number, limit: number) {
    const where = and(eq(libraryFiles.taskId, taskId), outcome ? eq(libraryFiles.outcome, outcome) : undefined);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: libraryFiles.id,
          fileName: libraryFiles.fileName,
          outcome: libraryFiles.outcome,
          message: libraryFiles.message,
          resumeId: libraryFiles.resumeId,
          resumeName: libraryResumes.name,
          createdAt: libraryFiles.createdAt,
        })
        .from(libraryFiles)
        .leftJoin(libraryResumes, eq(libraryResumes.id, libraryFiles.resumeId))
        .where(where)
        .orderBy(libraryFiles.createdAt, libraryFiles.id)
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(libraryFiles).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Single uploads into the library (no task), newest first, within the scope. */
  private async uploads(firmId: string, scope: ScopeUsers, offset: number, limit: number) {
    const where = this.uploadsScoped(firmId, scope);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: libraryFiles.id,
          fileName: libraryFiles.fileName,
          outcome: libraryFiles.outcome,
          message: libraryFiles.message,
          createdAt: libraryFiles.createdAt,
          uploaderName: users.cname,
        })
        .from(libraryFiles)
        .innerJoin(users, eq(users.id, libraryFiles.uploadedBy))
        .where(where)
        .orderBy(desc(libraryFiles.createdAt), desc(libraryFiles.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(libraryFiles).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  private async counts(firmId: string, scope: ScopeUsers) {
    const [[uploads], [tasks]] = await Promise.all([
      this.db.select({ n: count() }).from(libraryFiles).where(this.uploadsScoped(firmId, scope)),
      this.db.select({ n: count() }).from(libraryTasks).where(this.scoped(firmId, scope)),
    ]);
    return { uploads: uploads?.n ?? 0, tasks: tasks?.n ?? 0 };
  }
}
