import { normalizePhone } from '../people/phone';

/**
 * The company resume library's pure rules: import task states, what a file's outcome is, how
 * duplicates are keyed, how the firm's capacity is shared out, and how a backup archive is
 * checked against its manifest. One place for the server, the web and the tests.
 */

/**
 * Import task states. The spec makes 3 the default filter of the task list: finished tasks are
 * what the list is for, while a queued or running task is shown above it by `task/last` with its
 * progress. 4 is a task that could not run at all (its files unreadable, the job crashed); a
 * finished task whose files were partly refused is still 3 — each file's row says why.
 */
export const TASK_STATES = [1, 2, 3, 4] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const TASK_STATE_LABELS: Record<TaskState, string> = { 1: '排队中', 2: '导入中', 3: '已完成', 4: '失败' };
/** The task list's default filter (spec 000 §4); 0 means every state. */
export const DEFAULT_TASK_STATE_FILTER = 3;

/** One file's outcome in an import task or a single upload. */
export const FILE_OUTCOMES = [1, 2, 3] as const;
export type FileOutcome = (typeof FILE_OUTCOMES)[number];
export const FILE_OUTCOME_LABELS: Record<FileOutcome, string> = { 1: '已导入', 2: '重复已合并', 3: '已拒绝' };

/** Backup task states. */
export const BACKUP_STATES = [1, 2, 3, 4] as const;
export type BackupState = (typeof BACKUP_STATES)[number];
export const BACKUP_STATE_LABELS: Record<BackupState, string> = { 1: '排队中', 2: '备份中', 3: '已完成', 4: '失败' };

/** Where a library resume came from; mail and plugin intake use the same entry point later. */
export const LIBRARY_CHANNELS = ['upload', 'import', 'mail', 'plugin'] as const;
export type LibraryChannel = (typeof LIBRARY_CHANNELS)[number];
export const LIBRARY_CHANNEL_LABELS: Record<LibraryChannel, string> = {
  upload: '上传',
  import: '批量导入',
  mail: '邮箱收取',
  plugin: '插件采集',
};

/** Capacity of a firm's library unless the platform sets another. */
export const DEFAULT_LIBRARY_CAPACITY = 10_000;
export const CAPACITY_FULL_MESSAGE = '简历库容量已满';

export interface DedupeKeys {
  phone: string | null;
  email: string | null;
}

/** The keys a resume is matched on: the normalised mainland phone and the lower-cased e-mail. */
export function dedupeKeys(phone: string | null | undefined, email: string | null | undefined): DedupeKeys {
  const p = phone ? normalizePhone(phone) : '';
  const e = (email ?? '').trim().toLowerCase();
  return { phone: /^1[3-9]\d{9}$/.test(p) ? p : null, email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) ? e : null };
}

export interface CapacityState {
  capacity: number;
  used: number;
}

export function remainingCapacity(state: CapacityState): number {
  return Math.max(0, state.capacity - state.used);
}

/**
 * Capacity is enforced twice: a task is refused up front when the library is already full, and
 * inside a task each new resume past the limit is refused on its own row (merges into an existing
 * resume take no room). This answers the up-front question.
 */
export function canStartImport(state: CapacityState): { ok: true } | { ok: false; message: string } {
  if (remainingCapacity(state) > 0) return { ok: true };
  return { ok: false, message: `${CAPACITY_FULL_MESSAGE}（${state.used}/${state.capacity}），请清理后再导入或联系平台扩容` };
}

/** The finished state of a task: 4 when not one resume file could be read out of the upload, else 3. */
export function finishedTaskState(counts: { total: number }): TaskState {
  return counts.total > 0 ? 3 : 4;
}

/** Progress of a task in whole percent. */
export function taskPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** What a backup archive says about itself (manifest.json). */
export interface BackupManifest {
  schemaVersion: number;
  firmId: string;
  firmName: string;
  createdAt: number;
  counts: { resumes: number; files: number };
  entries: { name: string; sha256: string; size: number }[];
}

export const BACKUP_SCHEMA_VERSION = 1;

export interface ArchiveEntryFacts {
  name: string;
  sha256: string;
  size: number;
}

/**
 * The restore check's verdict, from what was read back out of the archive: every entry the
 * manifest lists is there with its checksum and size, nothing unlisted is there, resumes.ndjson
 * holds one line per resume, the file count matches, and both match the library at backup time.
 */
export function checkBackupManifest(input: {
  manifest: BackupManifest;
  entries: ArchiveEntryFacts[];
  resumeLines: number;
  expected: { resumes: number; files: number };
}): { ok: boolean; problems: string[] } {
  const { manifest, entries, resumeLines, expected } = input;
  const problems: string[] = [];
  if (manifest.schemaVersion !== BACKUP_SCHEMA_VERSION) problems.push(`不支持的备份版本 ${manifest.schemaVersion}`);
  const actual = new Map(entries.filter((e) => e.name !== 'manifest.json').map((e) => [e.name, e]));
  for (const listed of manifest.entries) {
    const found = actual.get(listed.name);
    if (!found) problems.push(`缺少文件 ${listed.name}`);
    else if (found.sha256 !== listed.sha256 || found.size !== listed.size) problems.push(`文件校验不一致 ${listed.name}`);
    actual.delete(listed.name);
  }
  for (const extra of actual.keys()) problems.push(`清单外的文件 ${extra}`);
  if (resumeLines !== manifest.counts.resumes) problems.push(`简历条数 ${resumeLines} 与清单 ${manifest.counts.resumes} 不符`);
  const fileEntries = manifest.entries.filter((e) => e.name.startsWith('files/')).length;
  if (fileEntries !== manifest.counts.files) problems.push(`原件数 ${fileEntries} 与清单 ${manifest.counts.files} 不符`);
  if (manifest.counts.resumes !== expected.resumes)
    problems.push(`简历条数 ${manifest.counts.resumes} 与备份时的简历库 ${expected.resumes} 不符`);
  if (manifest.counts.files !== expected.files) problems.push(`原件数 ${manifest.counts.files} 与备份时的简历库 ${expected.files} 不符`);
  return { ok: problems.length === 0, problems };
}
