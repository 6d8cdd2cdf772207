import { ApiState } from '@hh/domain/api/api-state';
import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import {
  CAPACITY_FULL_MESSAGE,
  DEFAULT_LIBRARY_CAPACITY,
  dedupeKeys,
  FILE_OUTCOME_LABELS,
  type FileOutcome,
  type LibraryChannel,
} from '@hh/domain/library/library-rules';
import { mergeResumeContent } from '@hh/domain/library/merge-resume';
import { maskEmail, maskPhone } from '@hh/domain/people/phone';
import type { FileStorage } from '../../platform/file-storage';
import { newId } from '../../platform/ids';
import { mimeOf } from '../candidates/upload.service';
import { displayName, draftOf, type ParseOutcome, type ResumeParsing } from '../parsing/parsing.service';
import type { LibraryFileInsert, LibraryRepository, LibraryResumeInsert } from './library.repository';
import { resumeColumns } from './library-columns';
import type { LibraryTasksRepository } from './library-tasks.repository';

/** A file on its way into the library: parsed, or refused before or during parsing. */
export type IntakeFile = { fileName: string; buffer: Buffer; parsed: ParseOutcome } | { fileName: string; refused: string };

export interface IntakeContext {
  firmId: string;
  userId: string;
  channel: LibraryChannel;
  taskId: string | null;
}

export interface IntakeResult {
  fileName: string;
  outcome: FileOutcome;
  message: string;
  resumeId: string | null;
}

interface Entry {
  id: string;
  name: string;
  content: ResumeContent;
  isNew: boolean;
  dirty: boolean;
}

const BUSY_RETRIES = 20;

/**
 * How resumes enter the company library, whatever brought them (single upload, import task;
 * later the mail collector and the browser plugin): parse in the candidates module's worker pool,
 * keep the original, then — under the firm's library lock, one transaction a batch — match
 * duplicates by normalised phone and e-mail against the batch and the library, merge them,
 * apply the capacity, and write every file's outcome with multi-row inserts.
 */
export class LibraryIntake {
  constructor(
    private readonly repo: LibraryRepository,
    private readonly tasks: LibraryTasksRepository,
    private readonly storage: FileStorage,
    private readonly parsing: ResumeParsing,
  ) {}

  /** Parses one file; when the shared pool is full (talent uploads at the same time) waits and tries again. */
  async parse(fileName: string, buffer: Buffer): Promise<IntakeFile> {
    for (let attempt = 0; ; attempt++) {
      const parsed = await this.parsing.parse(fileName, buffer);
      if (parsed.ok || parsed.state !== ApiState.unavailable || attempt >= BUSY_RETRIES) return { fileName, buffer, parsed };
      await new Promise((r) => setTimeout(r, 250 * (attempt + 1)));
    }
  }

  async capacityOf(firmId: string) {
    const { capacity, used } = await this.repo.for({ firmId }).capacity();
    return { capacity: capacity ?? DEFAULT_LIBRARY_CAPACITY, used };
  }

  async store(ctx: IntakeContext, files: IntakeFile[]): Promise<IntakeResult[]> {
    const results: IntakeResult[] = files.map((f) => ({ fileName: f.fileName, outcome: 3, message: '', resumeId: null }));
    const fileRows: (LibraryFileInsert | null)[] = files.map(() => null);
    const candidates: { index: number; content: ResumeContent; stored: { key: string; sha256: string; size: number }; mime: string }[] = [];

    await Promise.all(
      files.map(async (file, index) => {
        const refuse = (message: string) => {
          results[index] = { fileName: file.fileName, outcome: 3, message, resumeId: null };
        };
        if ('refused' in file) return refuse(file.refused);
        if (!file.parsed.ok) return refuse(file.parsed.message);
        const content = draftOf(file.parsed.resume);
        const keys = dedupeKeys(content.commonResume.phone, content.commonResume.email);
        if (!content.commonResume.name && !keys.phone && !keys.email) {
          return refuse(`「${displayName(file.fileName)}」未识别到姓名和联系方式，不像是一份简历`);
        }
        if (keys.phone) content.commonResume.phone = keys.phone;
        if (keys.email) content.commonResume.email = keys.email;
        const extension = file.fileName.includes('.') ? (file.fileName.split('.').pop() ?? file.parsed.kind) : file.parsed.kind;
        const stored = await this.storage.put(file.buffer, { folder: 'library', extension });
        candidates.push({ index, content, stored, mime: mimeOf(file.parsed.kind, file.buffer) });
      }),
    );
    candidates.sort((a, b) => a.index - b.index);
    const { capacity } = await this.capacityOf(ctx.firmId);
    const dropped: string[] = [];

    const library = this.repo.for(ctx);
    await library.withLock(async (tx) => {
      let used = await library.countIn(tx);
      const all = candidates.map((c) => dedupeKeys(c.content.commonResume.phone, c.content.commonResume.email));
      const existing = await library.matchesIn(
        tx,
        all.flatMap((k) => (k.phone ? [k.phone] : [])),
        all.flatMap((k) => (k.email ? [k.email] : [])),
      );
      const byPhone = new Map<string, Entry>();
      const byEmail = new Map<string, Entry>();
      const register = (entry: Entry) => {
        const k = dedupeKeys(entry.content.commonResume.phone, entry.content.commonResume.email);
        if (k.phone && !byPhone.has(k.phone)) byPhone.set(k.phone, entry);
        if (k.email && !byEmail.has(k.email)) byEmail.set(k.email, entry);
      };
      for (const row of existing) register({ id: row.id, name: row.name, content: row.content, isNew: false, dirty: false });
      const entries: Entry[] = [];

      for (const c of candidates) {
        const keys = dedupeKeys(c.content.commonResume.phone, c.content.commonResume.email);
        const match = (keys.phone ? byPhone.get(keys.phone) : undefined) ?? (keys.email ? byEmail.get(keys.email) : undefined);
        let resumeId: string;
        if (match) {
          // A key held by a third resume must not move onto the matched one (the unique indexes would refuse it).
          const incoming = structuredClone(c.content);
          if (keys.phone && byPhone.has(keys.phone) && byPhone.get(keys.phone) !== match) incoming.commonResume.phone = '';
          if (keys.email && byEmail.has(keys.email) && byEmail.get(keys.email) !== match) incoming.commonResume.email = '';
          const { content, filled } = mergeResumeContent(match.content, incoming);
          match.content = content;
          if (filled.length > 0) match.dirty = true;
          register(match);
          const shown = keys.phone ? maskPhone(keys.phone) : maskEmail(keys.email ?? '');
          results[c.index] = {
            fileName: c.content.commonResume.name || files[c.index]?.fileName || '',
            outcome: 2,
            message:
              filled.length > 0
                ? `与库中「${match.name || '未命名'}」（${shown}）重复，已合并，补充了：${filled.join('、')}`
                : `与库中「${match.name || '未命名'}」（${shown}）重复，库中信息已完整，保留原简历`,
            resumeId: match.id,
          };
          resumeId = match.id;
        } else if (used >= capacity) {
          results[c.index] = {
            fileName: '',
            outcome: 3,
            message: `${CAPACITY_FULL_MESSAGE}（${used}/${capacity}），未导入`,
            resumeId: null,
          };
          dropped.push(c.stored.key);
          continue;
        } else {
          used++;
          const entry: Entry = { id: newId(), name: c.content.commonResume.name, content: c.content, isNew: true, dirty: true };
          entries.push(entry);
          register(entry);
          results[c.index] = { fileName: '', outcome: 1, message: FILE_OUTCOME_LABELS[1], resumeId: entry.id };
          resumeId = entry.id;
        }
        const file = files[c.index] as IntakeFile;
        fileRows[c.index] = {
          id: newId(),
          firmId: ctx.firmId,
          uploadedBy: ctx.userId,
          taskId: ctx.taskId,
          resumeId,
          channel: ctx.channel,
          fileName: file.fileName.slice(0, 200),
          outcome: results[c.index]?.outcome ?? 1,
          message: results[c.index]?.message ?? '',
          mime: c.mime,
          size: c.stored.size,
          storageKey: c.stored.key,
          sha256: c.stored.sha256,
        };
      }

      const inserts: LibraryResumeInsert[] = entries.map((e) => ({
        id: e.id,
        firmId: ctx.firmId,
        channel: ctx.channel,
        taskId: ctx.taskId,
        createdBy: ctx.userId,
        ...resumeColumns(e.content),
      }));
      await this.repo.insertResumes(tx, inserts);
      for (const e of new Set([...byPhone.values(), ...byEmail.values()])) {
        if (!e.isNew && e.dirty) await this.repo.updateMerged(tx, e.id, resumeColumns(e.content));
      }
      const rows = files.map(
        (file, index): LibraryFileInsert =>
          fileRows[index] ?? {
            id: newId(),
            firmId: ctx.firmId,
            uploadedBy: ctx.userId,
            taskId: ctx.taskId,
            resumeId: null,
            channel: ctx.channel,
            fileName: file.fileName.slice(0, 200),
            outcome: 3,
            message: results[index]?.message ?? '',
          },
      );
      await this.repo.insertFiles(tx, rows);
      if (ctx.taskId) {
        const countOf = (o: number) => results.filter((r) => r.outcome === o).length;
        await this.tasks.addCounts(tx, ctx.taskId, { imported: countOf(1), merged: countOf(2), refused: countOf(3) });
      }
    });
    await Promise.all(dropped.map((key) => this.storage.remove(key).catch(() => undefined)));
    return results.map((r, i) => ({ ...r, fileName: files[i]?.fileName ?? r.fileName }));
  }
}
