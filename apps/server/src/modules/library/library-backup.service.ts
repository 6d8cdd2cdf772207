import type { BackupRow, ExportLogRow } from '@hh/domain/library/library.schema';
import { BACKUP_STATE_LABELS, type BackupState } from '@hh/domain/library/library-rules';
import type { ConsultantActor } from '../../platform/actor';
import { conflict, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage';
import { isId, newId } from '../../platform/ids';
import type { JobQueue } from '../../platform/jobs';
import { buildBackupArchive, checkBackupArchive } from './backup-archive';
import { assertLibraryOpen } from './library.service';
import type { LibraryBackupsRepository } from './library-backups.repository';

export const BACKUP_JOB = 'library.backup';

const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Backups of the firm's library (manager only): the request queues a job; the job snapshots the
 * library, writes the archive to FileStorage, then runs the restore check on what it wrote and
 * records the verdict. A download streams the archive and writes a row of export history.
 */
export class LibraryBackupService {
  constructor(
    private readonly repo: LibraryBackupsRepository,
    private readonly storage: FileStorage,
    private readonly jobs: JobQueue,
  ) {}

  async register() {
    await this.jobs.work<{ backupId: string }>(BACKUP_JOB, async ({ backupId }) => {
      await this.run(backupId);
    });
  }

  async create(actor: ConsultantActor) {
    assertLibraryOpen(actor);
    const running = (await this.repo.page(actor.firmId, 0, 1)).rows[0];
    if (running && running.state <= 2) throw conflict('已有备份任务在进行中，请完成后再创建');
    const id = newId();
    await this.repo.create({ id, firmId: actor.firmId, createdBy: actor.userId });
    await this.jobs.send(BACKUP_JOB, { backupId: id }, { retryLimit: 0 });
    return { id };
  }

  async run(backupId: string) {
    const backup = await this.repo.claim(backupId);
    if (!backup) return;
    try {
      const createdAt = Date.now();
      const snap = await this.repo.snapshot(backup.firmId);
      const files = [];
      for (const f of snap.files) {
        const extension = f.fileName.includes('.') ? f.fileName.split('.').pop() : 'bin';
        files.push({ name: `files/${f.id}.${extension}`, content: await this.storage.get(f.storageKey as string) });
      }
      const resumes = snap.resumes.map((r) => ({
        id: r.id,
        channel: r.channel,
        completed: r.completed,
        createdAt: r.createdAt.getTime(),
        updatedAt: r.updatedAt.getTime(),
        files: snap.files.filter((f) => f.resumeId === r.id).map((f) => ({ id: f.id, fileName: f.fileName })),
        ...(r.content as object),
      }));
      const archive = await buildBackupArchive({ firmId: backup.firmId, firmName: snap.firmName, createdAt, resumes, files });
      const stored = await this.storage.put(archive, { folder: 'library-backups', extension: 'zip' });
      // The restore check reads back what storage now holds, not the buffer we meant to write.
      const check = checkBackupArchive(await this.storage.get(stored.key), { resumes: resumes.length, files: files.length });
      await this.repo.finish(backupId, {
        state: check.ok ? 3 : 4,
        resumeCount: resumes.length,
        fileCount: files.length,
        size: stored.size,
        storageKey: stored.key,
        sha256: stored.sha256,
        checkOk: check.ok,
        checkMessage: check.ok
          ? `校验通过：${resumes.length}份简历、${files.length}个原件，全部文件校验一致`
          : check.problems.slice(0, 5).join('；'),
      });
    } catch (error) {
      await this.repo.finish(backupId, { state: 4, checkOk: false, checkMessage: '备份失败，请稍后重试' });
      throw error;
    }
  }

  async list(actor: ConsultantActor, page: { pageNum: number; pageSize: number }) {
    assertLibraryOpen(actor);
    const { rows, total } = await this.repo.page(actor.firmId, (page.pageNum - 1) * page.pageSize, page.pageSize);
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
    const { rows, total } = await this.repo.downloads(actor.firmId, (page.pageNum - 1) * page.pageSize, page.pageSize);
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
    const backup = isId(backupId) ? await this.repo.byId(actor.firmId, backupId) : undefined;
    if (!backup) throw notFound('备份不存在或已删除');
    if (backup.state !== 3 || !backup.storageKey) throw conflict('备份尚未完成或未通过校验，不能下载');
    const buffer = await this.storage.get(backup.storageKey).catch(() => {
      throw notFound('备份文件已丢失，请重新备份');
    });
    const fileName = `简历库备份-${actor.firm?.name ?? ''}-${day(backup.createdAt.getTime())}.zip`;
    await this.repo.logDownload({
      id: newId(),
      backupId: backup.id,
      firmId: actor.firmId,
      userId: actor.userId,
      fileName,
      size: buffer.length,
    });
    return { buffer, fileName };
  }
}
