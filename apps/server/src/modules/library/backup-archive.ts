import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ArchiveEntryFacts, BACKUP_SCHEMA_VERSION, type BackupManifest, checkBackupManifest } from '@hh/domain/library/library-rules';
import yazl from 'yazl';
import { type RangedSource, readZipDirectory, readZipEntry } from './zip-range-reader';

/**
 * The backup archive of a firm's library: manifest.json (counts, the sha256 and size of every
 * entry, schema version, time, firm), resumes.ndjson (one structured resume a line) and the
 * originals under files/. It is streamed to a temp file, never built in memory: the resumes come
 * a page at a time, each original is opened only when the archive reaches it and read as a
 * stream, and every entry is hashed as it passes. `checkBackupArchive` is the restore check: it
 * reopens the stored archive the way a restore would, entry by entry, and proves it complete.
 */
export interface OriginalFile {
  /** Its name in the archive, under files/. */
  name: string;
  open: () => Promise<Readable>;
}

export interface ArchiveInput {
  firmId: string;
  firmName: string;
  createdAt: number;
  /** The resumes page by page; a page is asked for only when the previous one is in the archive. */
  resumePages: AsyncIterable<object[]> | Iterable<object[]>;
  files: AsyncIterable<OriginalFile> | Iterable<OriginalFile>;
  /** Where the temp file goes; the OS temp dir unless told. */
  tempDir?: string;
}

export interface BuiltArchive {
  /** The finished zip; the caller moves it into storage and removes whatever is left. */
  path: string;
  size: number;
  counts: { resumes: number; files: number };
}

/** A library of 10,000 resumes with a few originals each stays far below; the cap bounds the directory held while checking. */
const MAX_ENTRIES = 1_000_000;
/** The manifest is the one entry read whole (about 130 bytes an entry). */
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;
/** One resume line of resumes.ndjson is held while it is parsed. */
const MAX_LINE_BYTES = 16 * 1024 * 1024;

async function* ndjson(pages: ArchiveInput['resumePages'], counted: (n: number) => void) {
  for await (const page of pages) {
    if (page.length === 0) continue;
    counted(page.length);
    yield Buffer.from(page.map((r) => `${JSON.stringify(r)}\n`).join(''), 'utf8');
  }
}

export async function buildBackupArchive(input: ArchiveInput): Promise<BuiltArchive> {
  const dir = input.tempDir ?? os.tmpdir();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `hh-library-backup-${randomUUID()}.zip`);
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const written = pipeline(output, createWriteStream(file, { flags: 'wx' }));
  // yazl reports a failed entry on the zip, the disk on the pipeline; either ends the build.
  const failed = new Promise<never>((_, reject) => {
    zip.on('error', reject);
    written.catch(reject);
  });
  failed.catch(() => undefined);
  const mtime = new Date(input.createdAt);
  const entries: ArchiveEntryFacts[] = [];
  let current: Readable | undefined;

  /** Adds one entry and waits until it has passed into the archive, so only one source is ever open. */
  const add = async (name: string, open: () => Promise<Readable>) => {
    const done = new Promise<ArchiveEntryFacts>((resolve, reject) => {
      zip.addReadStreamLazy(name, { mtime }, (give) => {
        open().then((source) => {
          current = source;
          // The entry is done once the source has closed too, so the next one never opens beside it.
          const closed = new Promise((done) => source.once('close', done));
          const hash = createHash('sha256');
          let size = 0;
          const tap = new Transform({
            transform(chunk: Buffer, _encoding, next) {
              hash.update(chunk);
              size += chunk.length;
              next(null, chunk);
            },
          });
          tap.on('end', () => void closed.then(() => resolve({ name, sha256: hash.digest('hex'), size })));
          // yazl pipes what it is given without watching for errors; a broken source must end the build.
          pipeline(source, tap).catch(reject);
          give(null, tap);
        }, reject);
      });
    });
    // Whichever loses the race may still reject later; it is handled here so it never goes unhandled.
    done.catch(() => undefined);
    entries.push(await Promise.race([done, failed]));
    current = undefined;
  };

  try {
    let resumes = 0;
    const counted = (n: number) => {
      resumes += n;
    };
    // One page read ahead at most (an object stream would otherwise buffer 16 of them).
    await add('resumes.ndjson', async () => Readable.from(ndjson(input.resumePages, counted), { highWaterMark: 1 }));
    let files = 0;
    for await (const original of input.files) {
      await add(original.name, original.open);
      files++;
    }
    const manifest: BackupManifest = {
      schemaVersion: BACKUP_SCHEMA_VERSION,
      firmId: input.firmId,
      firmName: input.firmName,
      createdAt: input.createdAt,
      counts: { resumes, files },
      entries,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2), 'utf8'), 'manifest.json', { mtime });
    zip.end();
    await Promise.race([written, failed]);
    return { path: file, size: (await stat(file)).size, counts: { resumes, files } };
  } catch (error) {
    current?.destroy();
    output.destroy(new Error('backup archive abandoned'));
    // Wait for the file stream to close before removing, or a late open could bring the file back.
    await written.catch(() => undefined);
    await rm(file, { force: true });
    throw error;
  }
}

/** Counts the lines of resumes.ndjson as they stream past, holding one line at a time; a line that is not JSON throws. */
class NdjsonLines {
  count = 0;
  private parts: Buffer[] = [];
  private held = 0;

  push(chunk: Buffer) {
    let start = 0;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, start)) {
      this.hold(chunk.subarray(start, at));
      this.line();
      start = at + 1;
    }
    if (start < chunk.length) this.hold(chunk.subarray(start));
  }

  end() {
    this.line();
  }

  private hold(part: Buffer) {
    this.held += part.length;
    if (this.held > MAX_LINE_BYTES) throw new BadLine();
    this.parts.push(part);
  }

  private line() {
    const text = Buffer.concat(this.parts).toString('utf8');
    this.parts = [];
    this.held = 0;
    if (!text) return;
    try {
      JSON.parse(text);
    } catch {
      throw new BadLine();
    }
    this.count++;
  }
}

class BadLine extends Error {}

const broken = { ok: false, problems: ['备份文件已损坏，无法读取'] };

export async function checkBackupArchive(
  source: RangedSource,
  expected: { resumes: number; files: number },
): Promise<{ ok: boolean; problems: string[] }> {
  let directory: Awaited<ReturnType<typeof readZipDirectory>>;
  try {
    directory = await readZipDirectory(source, MAX_ENTRIES);
  } catch {
    return broken;
  }
  const facts: ArchiveEntryFacts[] = [];
  const unreadable: string[] = [];
  let manifestText: string | undefined;
  let resumeLines = 0;
  for (const entry of directory.entries) {
    const isManifest = entry.name === 'manifest.json';
    if (isManifest && entry.uncompressedSize > MAX_MANIFEST_BYTES) return { ok: false, problems: ['清单 manifest.json 无法读取'] };
    const lines = entry.name === 'resumes.ndjson' ? new NdjsonLines() : undefined;
    const manifestParts: Buffer[] = [];
    const hash = createHash('sha256');
    let size = 0;
    try {
      await readZipEntry(source, directory, entry, (chunk) => {
        hash.update(chunk);
        size += chunk.length;
        lines?.push(chunk);
        if (isManifest) manifestParts.push(chunk);
      });
      lines?.end();
    } catch (error) {
      if (error instanceof BadLine) return { ok: false, problems: ['resumes.ndjson 中有无法读取的行'] };
      // Recorded as read but unmatched, so the manifest comparison names it too.
      unreadable.push(`文件无法解压 ${entry.name}`);
      facts.push({ name: entry.name, sha256: '', size: -1 });
      continue;
    }
    facts.push({ name: entry.name, sha256: hash.digest('hex'), size });
    if (lines) resumeLines = lines.count;
    if (isManifest) manifestText = Buffer.concat(manifestParts).toString('utf8');
  }
  if (manifestText === undefined) {
    const lost = facts.some((f) => f.name === 'manifest.json');
    return { ok: false, problems: [lost ? '清单 manifest.json 无法读取' : '缺少清单 manifest.json'] };
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(manifestText) as BackupManifest;
  } catch {
    return { ok: false, problems: ['清单 manifest.json 无法读取'] };
  }
  const verdict = checkBackupManifest({ manifest, entries: facts, resumeLines, expected });
  const problems = [...unreadable, ...verdict.problems];
  return { ok: problems.length === 0, problems };
}
