import { createHash } from 'node:crypto';
import { type ArchiveEntryFacts, BACKUP_SCHEMA_VERSION, type BackupManifest, checkBackupManifest } from '@hh/domain/library/library-rules';
import yazl from 'yazl';
import { readAllEntries } from './zip-unpack';

/**
 * The backup archive of a firm's library: manifest.json (counts, the sha256 and size of every
 * entry, schema version, time, firm), resumes.ndjson (one structured resume a line) and the
 * originals under files/. `checkBackupArchive` is the restore check: it reopens the archive the
 * way a restore would and proves it complete.
 */
export interface ArchiveInput {
  firmId: string;
  firmName: string;
  createdAt: number;
  resumes: object[];
  files: { name: string; content: Buffer }[];
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const MAX_ENTRIES = 65_000;

export async function buildBackupArchive(input: ArchiveInput): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const entries: ArchiveEntryFacts[] = [];
  const add = (name: string, content: Buffer) => {
    entries.push({ name, sha256: sha256(content), size: content.length });
    zip.addBuffer(content, name, { mtime: new Date(input.createdAt) });
  };
  add('resumes.ndjson', Buffer.from(input.resumes.map((r) => `${JSON.stringify(r)}\n`).join(''), 'utf8'));
  for (const file of input.files) add(file.name, file.content);
  const manifest: BackupManifest = {
    schemaVersion: BACKUP_SCHEMA_VERSION,
    firmId: input.firmId,
    firmName: input.firmName,
    createdAt: input.createdAt,
    counts: { resumes: input.resumes.length, files: input.files.length },
    entries,
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2), 'utf8'), 'manifest.json', { mtime: new Date(input.createdAt) });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function checkBackupArchive(archive: Buffer, expected: { resumes: number; files: number }): { ok: boolean; problems: string[] } {
  let entries: { name: string; buffer: Buffer }[];
  try {
    entries = readAllEntries(archive, MAX_ENTRIES);
  } catch {
    return { ok: false, problems: ['备份文件已损坏，无法读取'] };
  }
  const manifestEntry = entries.find((e) => e.name === 'manifest.json');
  if (!manifestEntry) return { ok: false, problems: ['缺少清单 manifest.json'] };
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestEntry.buffer.toString('utf8')) as BackupManifest;
  } catch {
    return { ok: false, problems: ['清单 manifest.json 无法读取'] };
  }
  const ndjson = entries.find((e) => e.name === 'resumes.ndjson');
  let resumeLines = 0;
  if (ndjson) {
    for (const line of ndjson.buffer.toString('utf8').split('\n')) {
      if (!line) continue;
      try {
        JSON.parse(line);
        resumeLines++;
      } catch {
        return { ok: false, problems: ['resumes.ndjson 中有无法读取的行'] };
      }
    }
  }
  return checkBackupManifest({
    manifest,
    entries: entries.map((e) => ({ name: e.name, sha256: sha256(e.buffer), size: e.buffer.length })),
    resumeLines,
    expected,
  });
}
