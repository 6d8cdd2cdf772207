import { rm } from 'node:fs/promises';
import os from 'node:os';
import type { BackupRow, ExportLogRow } from '@hh/domain/library/library.schema';
import { BACKUP_STATE_LABELS, type BackupState } from '@hh/domain/library/library-rules';
import type { ConsultantActor } from '../../platform/actor';
import { conflict, notFound } from '../../platform/errors';
import type { ByteRange, FileStorage } from '../../platform/file-storage';
import { isId, newId } from '../../platform/ids';
import type { JobQueue } from '../../platform/jobs';
import { buildBackupArchive, checkBackupArchive, type OriginalFile } from './backup-archive';
import { assertLibraryOpen } from './library.service';
import type { LibraryBackupsRepository, LibrarySnapshot } from './library-backups.repository';
import { DEFAULT_WATCHDOG_LIMITS, type WatchdogLimits } from './watchdog-limits';

export const BACKUP_JOB = 'library.backup';

/** Rows a page: about 500 resumes of a few kB each are held at once, whatever the library's size. */
const PAGE = 500;

/*
 * The watchdog's limits (watchdog-limits.ts): a living run beats at most every 30 s as the archive
 * moves on (a page of resumes, an original, a range the restore check reads), and none of those
 * takes minutes, so ten minutes without a beat means the process died or hung. A queued backup is
 * claimed as soon as an instance's backup worker is free (one backup at a time per instance), so
 * half an hour queued normally means its job never started.
 */
export const BACKUP_INTERRUPTED_MESSAGE = '备份中断：服务在备份过程中重启，请重新备份';
export const BACKUP_NEVER_STARTED_MESSAGE = '备份未能开始，请重新备份';
/** Often enough to stay far inside the watchdog's ten minutes, rarely enough to cost the build nothing. */
const BEAT_EVERY_MS = 30_000;

/**
 * A run's heartbeat, throttled: called each time the build moves on, it writes at most every
 * `everyMs` (the claim has just written the first). Without progress there is no beat, so a hung
 * build is swept like a dead one.
 */
function throttledBeat(beat: () => Promise<void>, everyMs = BEAT_EVERY_MS) {
  let last = Date.now();
  return () => {
    const now = Date.now();
    if (now - last < everyMs) return;
    last = now;
    // Fire and forget: the archive must not wait on the database for a sign of life, and a failed
    // beat loses nothing but itself — the next one follows in 30 s, and only ten minutes without
    // any makes the watchdog act.
    void beat().catch(() => undefined);
  };
}

/** resumes.ndjson, a page at a time: each resume with the originals kept for it. */
async function* resumeLines(snap: LibrarySnapshot, beat: () => void) {
  for await (const page of snap.resumePages(PAGE)) {
    beat();
    yield page.resumes.map((r) => ({
      id: r.id,
      channel: r.channel,
      completed: r.completed,
      createdAt: r.createdAt.getTime(),
      updatedAt: r.updatedAt.getTime(),
      files: page.files.filter((f) => f.resumeId === r.id).map((f) => ({ id: f.id, fileName: f.fileName })),
      ...(r.content as object),
    }));
  }
}

/** The originals under files/, each opened from storage only when the archive reaches it. */
async function* originals(snap: LibrarySnapshot, storage: FileStorage, beat: () => void): AsyncGenerator<OriginalFile> {
  for await (const f of snap.originals(PAGE)) {
    beat();
    const extension = f.fileName.includes('.') ? f.fileName.split('.').pop() : 'bin';
    yield { name: `files/${f.id}.${extension}`, open: () => storage.openRead(f.storageKey as string) };
  }
}

const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Backups of the firm's library (manager only): the request queues a job; the job reads the
 * library from one snapshot a page at a time, streams the archive to a temp file, moves it into
 * FileStorage, then runs the restore check on what storage holds and records the verdict. A
 * download sends the archive and writes a row of export history. A watchdog fails backups a crash
 * left unfinished, which would otherwise keep the firm from ever starting another.
 */
export class LibraryBackupService {
  constructor(
    private readonly repo: LibraryBackupsRepository,
    private readonly storage: FileStorage,
    private readonly jobs: JobQueue,
    /** Where archives are written before they are stored; best on the same disk as the storage, so storing is a rename. */
    private readonly tempDir = os.tmpdir(),
    private readonly watchdog: WatchdogLimits = DEFAULT_WATCHDOG_LIMITS,
  ) {}

  async register() {
    await this.jobs.work<{ backupId: string }>(BACKUP_JOB, async ({ backupId }) => {
      await this.run(backupId);
    });
  }

  async create(actor: ConsultantActor) {
    assertLibraryOpen(actor);
    const running = (await this.repo.for(actor).page(0, 1)).rows[0];
    if (running && running.state <= 2) throw conflict('已有备份任务在进行中，请完成后再创建');
    const id = newId();
    await this.repo.create({ id, firmId: actor.firmId, createdBy: actor.userId });
    await this.jobs.send(BACKUP_JOB, { backupId: id }, { retryLimit: 0 });
    return { id };
  }

  async run(backupId: string) {
    const backup = await this.repo.claim(backupId);
    if (!backup) return;
    const beat = throttledBeat(() => this.repo.beat(backupId));
    let archivePath: string | undefined;
    /**
     * The stored archive until a finished backup refers to it; removed at the end when none does
     * (the run failed, or the watchdog failed the backup meanwhile), so nothing is orphaned.
     */
    let orphanKey: string | undefined;
    try {
      const createdAt = Date.now();
      const { built, expected } = await this.repo.readSnapshot(backup.firmId, async (snap) => ({
        built: await buildBackupArchive({
          firmId: backup.firmId,
          firmName: snap.firmName,
          createdAt,
          resumePages: resumeLines(snap, beat),
          files: originals(snap, this.storage, beat),
          tempDir: this.tempDir,
        }),
        expected: snap.counts,
      }));
      archivePath = built.path;
      const stored = await this.storage.putFile(built.path, { folder: 'library-backups', extension: 'zip' });
      orphanKey = stored.key;
      // The restore check reads back what storage now holds, not the file we meant to write.
      const read = (range: ByteRange) => {
        beat();
        return this.storage.openRead(stored.key, range);
      };
      const check = await checkBackupArchive({ size: stored.size, read }, expected);
      const { resumes, files } = built.counts;
      const finished = await this.repo.finish(backupId, {
        state: check.ok ? 3 : 4,
        resumeCount: resumes,
        fileCount: files,
        size: stored.size,
        storageKey: stored.key,
        sha256: stored.sha256,
        checkOk: check.ok,
        checkMessage: check.ok ? `校验通过：${resumes}份简历、${files}个原件，全部文件校验一致` : check.problems.slice(0, 5).join('；'),
      });
      // Not finished: the watchdog failed the backup meanwhile, and its message (请重新备份) stays;
      // the archive is then no backup's and is removed below.
      if (finished) orphanKey = undefined;
    } catch (error) {
      await this.repo.finish(backupId, { state: 4, checkOk: false, checkMessage: '备份失败，请稍后重试' });
      throw error;
    } finally {
      // Moved into storage on success; left behind only when storing it failed.
      if (archivePath) await rm(archivePath, { force: true });
      // Swallowed: a failed removal leaves the file behind, but must not hide why the run ended.
      if (orphanKey) await this.storage.remove(orphanKey).catch(() => undefined);
    }
  }

  /**
   * The watchdog: fails running backups whose heartbeat stopped (the process died mid-run) and
   * queued ones that never started, so the firm sees why and may back up again (create refuses
   * while the newest backup is unfinished). Safe on several instances at once: each backup is
   * failed by one conditional update, so it is handled once.
   */
  async sweep() {
    const interrupted = await this.repo.failStale(2, this.watchdog.runningStaleMs, BACKUP_INTERRUPTED_MESSAGE);
    const neverStarted = await this.repo.failStale(1, this.watchdog.queuedStaleMs, BACKUP_NEVER_STARTED_MESSAGE);
    return { interrupted, neverStarted };
  }

  async list(actor: ConsultantActor, page: { pageNum: number; pageSize: number }) {
    assertLibraryOpen(actor);
    const { rows, total } = await this.repo.for(actor).page((page.pageNum - 1) * page.pageSize, page.pageSize);
    const list: BackupRow[] = rows.map((r) => ({
      id: r.id,
      state: r.state,
      stateLabel: BACKUP_STATE_LABELS[r.state as BackupState] ?? '',
      resumeCount: r.resumeCount,
      fileCount: r.fileCount,
      size: r.size,
      checkOk: r.checkOk,
      checkMessage: r.checkMessage,
      creatorName: r.creatorName,
      createTime: r.createdAt.getTime(),
      finishTime: r.finishedAt?.getTime() ?? null,
    }));
    return { list, totalCount: total };
  }

  async logs(actor: ConsultantActor, page: { pageNum: number; pageSize: number }) {
    assertLibraryOpen(actor);
    const { rows, total } = await this.repo.for(actor).downloads((page.pageNum - 1) * page.pageSize, page.pageSize);
    const list: ExportLogRow[] = rows.map((r) => ({
      id: r.id,
      backupId: r.backupId,
      fileName: r.fileName,
      size: r.size,
      resumeCount: r.resumeCount,
      userName: r.userName,
      createTime: r.createdAt.getTime(),
    }));
    return { list, totalCount: total };
  }

  async download(actor: ConsultantActor, backupId: string) {
    assertLibraryOpen(actor);
    const backup = isId(backupId) ? await this.repo.for(actor).byId(backupId) : undefined;
    if (!backup) throw notFound('备份不存在或已删除');
    if (backup.state !== 3 || !backup.storageKey) throw conflict('备份尚未完成或未通过校验，不能下载');
    // Streamed from storage: an archive of a large library is never held in memory whole.
    const stream = await this.storage.openRead(backup.storageKey).catch(() => {
      throw notFound('备份文件已丢失，请重新备份');
    });
    const fileName = `简历库备份-${actor.firm?.name ?? ''}-${day(backup.createdAt.getTime())}.zip`;
    await this.repo.logDownload({
      id: newId(),
      backupId: backup.id,
      firmId: actor.firmId,
      userId: actor.userId,
      fileName,
      size: backup.size,
    });
    return { stream, size: backup.size, fileName };
  }
}
