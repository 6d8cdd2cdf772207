import type { DataScope } from '@hh/domain/accounts/scope';
import type { TaskDetailRow, TaskListQuery, TaskRow } from '@hh/domain/library/library.schema';
import {
  canStartImport,
  FILE_OUTCOME_LABELS,
  type FileOutcome,
  finishedTaskState,
  TASK_STATE_LABELS,
  type TaskState,
  taskPercent,
} from '@hh/domain/library/library-rules';
import type { ConsultantActor } from '../../platform/actor';
import { DutyCycle } from '../../platform/duty-cycle';
import { conflict, notFound } from '../../platform/errors';
import { cleanFileName } from '../../platform/file-names';
import type { FileStorage } from '../../platform/file-storage';
import { isId, newId } from '../../platform/ids';
import type { JobQueue } from '../../platform/jobs';
import { assertLibraryOpen } from './library.service';
import type { IntakeFile, LibraryIntake } from './library-intake.service';
import type { LibraryTasksRepository, TaskSource } from './library-tasks.repository';
import { DEFAULT_WATCHDOG_LIMITS, type WatchdogLimits } from './watchdog-limits';
import { isZip, unpackZip, ZipRefusedError } from './zip-unpack';

export const IMPORT_JOB = 'library.import';
/** Files parsed and written together: one transaction and a few multi-row inserts per batch. */
const BATCH = 40;
/**
 * A background task (mailbox collection: nobody is waiting on it) goes in small batches, one at a
 * time, resting after each as long as it took, so the people using the API meanwhile keep their
 * answer times (issue 22: API p99 while collecting ≤ 2× idle).
 */
const BACKGROUND = { batch: 2, share: 0.34 } as const;

/*
 * The watchdog's limits (watchdog-limits.ts): a living run beats at least once a batch: 40 files,
 * each parse capped at 15 s, stay well inside 10 minutes. A queued task is normally claimed at once
 * by the instance that took the request (the queued job is only the fallback), so half an hour
 * queued means its job never started.
 */
export const INTERRUPTED_MESSAGE = '导入中断：服务在导入过程中重启，已导入的简历已保留，请重新导入其余文件';
export const NEVER_STARTED_MESSAGE = '导入未能开始，请重新导入';

type TaskRecord = NonNullable<Awaited<ReturnType<LibraryTasksRepository['byId']>>>;

export function taskRowOf(r: TaskRecord): TaskRow {
  return {
    id: r.id,
    fileName: r.fileName,
    state: r.state,
    stateLabel: TASK_STATE_LABELS[r.state as TaskState] ?? '',
    total: r.total,
    done: r.done,
    imported: r.imported,
    merged: r.merged,
    refused: r.refused,
    percent: r.state === 3 ? 100 : taskPercent(r.done, r.total),
    message: r.message,
    creatorName: r.creatorName,
    createTime: r.createdAt.getTime(),
    finishTime: r.finishedAt?.getTime() ?? null,
  };
}

/**
 * Bulk import (spec 000 "Task"): the request stores what was sent and queues a job, answering the
 * task id at once; the job (pg-boss, any instance) unpacks zips, parses in the worker pool while
 * the previous batch is written, and records one row per file. Progress is read with task/last.
 */
export class LibraryImportService {
  constructor(
    private readonly tasks: LibraryTasksRepository,
    private readonly intakes: LibraryIntake,
    private readonly storage: FileStorage,
    private readonly jobs: JobQueue,
    private readonly watchdog: WatchdogLimits = DEFAULT_WATCHDOG_LIMITS,
  ) {}

  async register() {
    await this.jobs.work<{ taskId: string; background?: boolean }>(IMPORT_JOB, async ({ taskId, background }) => {
      await this.run(taskId, background === true);
    });
  }

  /**
   * `title` names the task in the list (a mailbox's collection); by default the first file's name
   * and the count. A `background` task is paced (BACKGROUND).
   */
  async create(
    actor: ConsultantActor,
    files: { fileName: string; buffer: Buffer; truncated: boolean }[],
    options: { title?: string; background?: boolean } = {},
  ) {
    const { title, background = false } = options;
    assertLibraryOpen(actor);
    const verdict = canStartImport(await this.intakes.capacityOf(actor.firmId));
    if (!verdict.ok) throw conflict(verdict.message);
    const sources: TaskSource[] = [];
    for (const file of files) {
      const fileName = cleanFileName(file.fileName, '未命名文件');
      if (file.truncated) {
        sources.push({ fileName, storageKey: null, size: file.buffer.length });
        continue;
      }
      const stored = await this.storage.put(file.buffer, { folder: 'library-import', extension: isZip(file.buffer) ? 'zip' : 'bin' });
      sources.push({ fileName, storageKey: stored.key, size: stored.size });
    }
    const id = newId();
    const first = sources[0]?.fileName ?? '';
    const named = files.length > 1 ? `${first} 等${files.length}个文件` : first;
    await this.tasks.create({
      id,
      firmId: actor.firmId,
      createdBy: actor.userId,
      fileName: title ? `${title}：${named}` : named,
      sources,
    });
    // No retries: a crashed run marks its task failed rather than importing the same files twice.
    await this.jobs.send(IMPORT_JOB, { taskId: id, background }, { retryLimit: 0 });
    // This instance starts at once rather than waiting for the queue's next poll (up to 2 s); the
    // queued job stays as the fallback, and the claim (state 1 → 2) lets only one of them run it.
    // A failure is recorded on the task itself (state 4), so nothing is left to handle here.
    setImmediate(() => void this.run(id, background).catch(() => undefined));
    return { id, fileCount: files.length };
  }

  /** Whether a task is still queued or running: a producer of tasks (mailbox collection) waits for it before the next. */
  isUnfinished(taskId: string): Promise<boolean> {
    return this.tasks.isUnfinished(taskId);
  }

  async run(taskId: string, background = false) {
    const task = await this.tasks.claim(taskId);
    if (!task) return;
    const ctx = { firmId: task.firmId, userId: task.createdBy, channel: 'import' as const, taskId };
    try {
      const files = await this.expand(task.sources);
      await this.tasks.setTotal(taskId, files.length);
      const size = background ? BACKGROUND.batch : BATCH;
      const batches: (typeof files)[] = [];
      for (let i = 0; i < files.length; i += size) batches.push(files.slice(i, i + size));
      const parseBatch = (batch: typeof files | undefined) =>
        batch
          ? Promise.all(
              batch.map((f): Promise<IntakeFile> => ('buffer' in f ? this.intakes.parse(f.fileName, f.buffer) : Promise.resolve(f))),
            )
          : null;
      if (background) {
        // One batch at a time, parsed then written, with a rest after each.
        const pace = new DutyCycle(BACKGROUND.share);
        for (const batch of batches) {
          const stopped = await pace.step(async () => {
            const parsed = await (parseBatch(batch) ?? []);
            if (!(await this.tasks.isRunning(taskId))) return true;
            await this.intakes.store(ctx, parsed);
            return false;
          });
          if (stopped) return;
        }
      } else {
        // The next batch parses in the pool while this one is written.
        let next = parseBatch(batches[0]);
        for (let i = 0; next; i++) {
          const parsed = await next;
          // A run so slow that the watchdog failed its task stops here: the user was told to import the rest again.
          if (!(await this.tasks.isRunning(taskId))) return;
          next = parseBatch(batches[i + 1]);
          await this.intakes.store(ctx, parsed);
        }
      }
      const state = finishedTaskState({ total: files.length });
      // A task the watchdog failed meanwhile stays failed (finish only ends a running task): its
      // message already tells the user to import the rest again.
      await this.tasks.finish(taskId, state, state === 4 ? '没有可导入的简历文件' : '');
    } catch (error) {
      const message = error instanceof ZipRefusedError ? error.message : '导入失败，请稍后重试';
      await this.tasks.finish(taskId, 4, message);
      if (!(error instanceof ZipRefusedError)) throw error;
    } finally {
      await Promise.all(task.sources.map((s) => (s.storageKey ? this.storage.remove(s.storageKey).catch(() => undefined) : undefined)));
    }
  }

  /**
   * The watchdog: fails running tasks whose heartbeat stopped (the process died mid-run) and
   * queued tasks that never started, so their progress bar ends with a message that says what to
   * do, and removes the files they kept. Safe to run on several instances at once: each task is
   * failed by one conditional update, so it is handled once.
   */
  async sweep() {
    const interrupted = await this.tasks.failStale(2, this.watchdog.runningStaleMs, INTERRUPTED_MESSAGE);
    const neverStarted = await this.tasks.failStale(1, this.watchdog.queuedStaleMs, NEVER_STARTED_MESSAGE);
    const keys = [...interrupted, ...neverStarted].flatMap((t) => t.sources.flatMap((s) => (s.storageKey ? [s.storageKey] : [])));
    await Promise.all(keys.map((key) => this.storage.remove(key).catch(() => undefined)));
    return { interrupted: interrupted.map((t) => t.id), neverStarted: neverStarted.map((t) => t.id) };
  }

  /** The resume files of a task: single files as they are, zips unpacked (a bad zip fails the task with its reason). */
  private async expand(sources: TaskSource[]) {
    const out: ({ fileName: string; buffer: Buffer } | { fileName: string; refused: string })[] = [];
    for (const source of sources) {
      const name = source.fileName;
      if (!source.storageKey) {
        out.push({ fileName: name, refused: `「${name}」超过大小限制，请压缩后再导入` });
        continue;
      }
      const buffer = await this.storage.get(source.storageKey);
      if (isZip(buffer) && name.toLowerCase().endsWith('.zip')) out.push(...unpackZip(buffer));
      else out.push({ fileName: name, buffer });
    }
    return out;
  }

  async list(actor: ConsultantActor, scope: DataScope, query: TaskListQuery) {
    assertLibraryOpen(actor);
    const { rows, total } = await this.tasks.for(scope).page(query.state, (query.pageNum - 1) * query.pageSize, query.pageSize);
    return { list: rows.map(taskRowOf), totalCount: total };
  }

  async all(actor: ConsultantActor, scope: DataScope, state: number) {
    assertLibraryOpen(actor);
    return (await this.tasks.for(scope).page(state, 0, 5000)).rows.map(taskRowOf);
  }

  async details(actor: ConsultantActor, scope: DataScope, query: { taskId: string; outcome: number; pageNum: number; pageSize: number }) {
    assertLibraryOpen(actor);
    const task = isId(query.taskId) ? await this.tasks.for(scope).byId(query.taskId) : undefined;
    if (!task) throw notFound('任务不存在或已删除');
    const { rows, total } = await this.tasks.details(task.id, query.outcome, (query.pageNum - 1) * query.pageSize, query.pageSize);
    const list: TaskDetailRow[] = rows.map((r) => ({
      id: r.id,
      fileName: r.fileName,
      outcome: r.outcome,
      outcomeLabel: FILE_OUTCOME_LABELS[r.outcome as FileOutcome] ?? '',
      message: r.message,
      resumeId: r.resumeId,
      resumeName: r.resumeName ?? '',
      createTime: r.createdAt.getTime(),
    }));
    return { list, totalCount: total };
  }

  async last(actor: ConsultantActor) {
    assertLibraryOpen(actor);
    const row = await this.tasks.lastOf(actor.firmId, actor.userId);
    return row ? taskRowOf(row) : null;
  }
}
