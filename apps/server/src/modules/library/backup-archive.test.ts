import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FileStorage, LocalFileStorage } from '../../platform/file-storage';
import { rawZip } from '../../test/fixtures/resume-files';
import { type ArchiveInput, buildBackupArchive, checkBackupArchive, type OriginalFile } from './backup-archive';
import { bufferSource, type RangedSource, readZipDirectory } from './zip-range-reader';
import { readAllEntries } from './zip-unpack';

const FILES = 300;
const RESUMES = 1_200;

let dir: string;
let tempDir: string;
let storage: FileStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hh-backup-test-'));
  tempDir = path.join(dir, 'tmp');
  await mkdir(tempDir);
  storage = new LocalFileStorage(path.join(dir, 'files'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** 300 originals kept in storage, and the resumes in pages of 500, as the backup job reads them. */
async function library() {
  const originals: { name: string; key: string; sha256: string }[] = [];
  for (let i = 0; i < FILES; i++) {
    const content = randomBytes(4_096 + i * 16);
    const stored = await storage.put(content, { folder: 'library', extension: 'pdf' });
    originals.push({ name: `files/${String(i).padStart(4, '0')}.pdf`, key: stored.key, sha256: stored.sha256 });
  }
  let open = 0;
  let mostOpen = 0;
  const files = originals.map<OriginalFile>((o) => ({
    name: o.name,
    open: async () => {
      const stream = await storage.openRead(o.key);
      mostOpen = Math.max(mostOpen, ++open);
      stream.once('close', () => open--);
      return stream;
    },
  }));
  async function* resumePages() {
    for (let start = 0; start < RESUMES; start += 500) {
      const size = Math.min(500, RESUMES - start);
      yield Array.from({ length: size }, (_, i) => ({ id: `r${start + i}`, commonResume: { name: `候选人${start + i}`, city: '上海' } }));
    }
  }
  const input: ArchiveInput = {
    firmId: 'f',
    firmName: '星河猎头',
    createdAt: Date.UTC(2026, 10, 22),
    resumePages: resumePages(),
    files,
    tempDir,
  };
  return { input, originals, mostOpen: () => mostOpen };
}

/** A ranged source over what storage holds, noting the largest range asked for. */
function storedSource(key: string, size: number) {
  let largest = 0;
  const source: RangedSource = {
    size,
    read: (range) => {
      largest = Math.max(largest, range.length);
      return storage.openRead(key, range);
    },
  };
  return { source, largest: () => largest };
}

describe('backup archive, streamed', () => {
  it('writes 300 originals and 1,200 resumes through a temp file, and the restore check passes reading entry by entry', async () => {
    const { input, originals, mostOpen } = await library();
    const built = await buildBackupArchive(input);
    expect(built.counts).toEqual({ resumes: RESUMES, files: FILES });
    expect(path.dirname(built.path)).toBe(tempDir);
    // One original open at a time, however many the library has.
    expect(mostOpen()).toBe(1);

    const stored = await storage.putFile(built.path, { folder: 'library-backups', extension: 'zip' });
    expect(stored.size).toBe(built.size);
    expect(existsSync(built.path)).toBe(false);
    expect(await readdir(tempDir)).toEqual([]);
    const whole = await storage.get(stored.key);
    expect(stored.sha256).toBe(createHash('sha256').update(whole).digest('hex'));

    const { source, largest } = storedSource(stored.key, stored.size);
    expect(await checkBackupArchive(source, { resumes: RESUMES, files: FILES })).toEqual({ ok: true, problems: [] });
    // The check never asked storage for the archive whole: the end record's tail is the largest read.
    expect(stored.size).toBeGreaterThan(1_000_000);
    expect(largest()).toBeLessThanOrEqual(22 + 0xffff);

    // What a restore gets back: every original byte for byte, and every resume a line.
    const entries = new Map(readAllEntries(whole, 1_000).map((e) => [e.name, e.buffer]));
    for (const o of [originals[0], originals[FILES - 1]]) {
      const back = entries.get(o?.name ?? '') ?? Buffer.alloc(0);
      expect(createHash('sha256').update(back).digest('hex')).toBe(o?.sha256);
    }
    const lines = entries.get('resumes.ndjson')?.toString('utf8').trim().split('\n') ?? [];
    expect(lines).toHaveLength(RESUMES);
    expect(JSON.parse(lines[RESUMES - 1] ?? '')).toMatchObject({ id: `r${RESUMES - 1}`, commonResume: { name: `候选人${RESUMES - 1}` } });
    const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? '');
    expect(manifest.counts).toEqual({ resumes: RESUMES, files: FILES });
    expect(manifest.entries).toHaveLength(FILES + 1);
  }, 60_000);

  it('fails the check of an archive whose stored bytes were changed, naming the entry', async () => {
    const { input, originals } = await library();
    const built = await buildBackupArchive(input);
    const stored = await storage.putFile(built.path, { folder: 'library-backups', extension: 'zip' });
    const target = originals[120]?.name ?? '';
    const directory = await readZipDirectory(storedSource(stored.key, stored.size).source, 1_000);
    const entry = directory.entries.find((e) => e.name === target);
    if (!entry) throw new Error(`no entry ${target}`);
    // Flip one byte in the middle of that original's data, as a failing disk would.
    const file = path.join(dir, 'files', stored.key);
    const handle = await open(file, 'r+');
    const at = entry.localHeaderOffset + 30 + Buffer.byteLength(target) + Math.floor(entry.compressedSize / 2);
    const byte = Buffer.alloc(1);
    await handle.read(byte, 0, 1, at);
    await handle.write(Buffer.from([(byte[0] ?? 0) ^ 0xff]), 0, 1, at);
    await handle.close();

    const verdict = await checkBackupArchive(storedSource(stored.key, stored.size).source, { resumes: RESUMES, files: FILES });
    expect(verdict.ok).toBe(false);
    expect(verdict.problems.length).toBeGreaterThan(0);
    expect(verdict.problems.every((p) => p.endsWith(target))).toBe(true);
  }, 60_000);

  it('fails the check when an entry was swapped for other content of the same size, or declares less than it holds', async () => {
    const empty = rawZip([]);
    expect(await checkBackupArchive(bufferSource(empty), { resumes: 0, files: 0 })).toEqual({
      ok: false,
      problems: ['缺少清单 manifest.json'],
    });

    const built = await buildBackupArchive({
      firmId: 'f',
      firmName: '星河猎头',
      createdAt: 1,
      resumePages: [[{ id: 'a' }]],
      files: [{ name: 'files/a.txt', open: async () => Readable.from([Buffer.from('原件内容')]) }],
      tempDir,
    });
    const archive = await readFile(built.path);
    const entries = readAllEntries(archive, 10);
    const swapped = rawZip(entries.map((e) => ({ name: e.name, data: e.name === 'files/a.txt' ? Buffer.from('伪造内容') : e.buffer })));
    expect(await checkBackupArchive(bufferSource(swapped), { resumes: 1, files: 1 })).toEqual({
      ok: false,
      problems: ['文件校验不一致 files/a.txt'],
    });
    // A directory that understates an entry's size: inflating stops at the declared size and the entry is refused.
    const lying = rawZip(entries.map((e) => ({ name: e.name, data: e.buffer, declaredSize: e.name === 'files/a.txt' ? 3 : undefined })));
    expect((await checkBackupArchive(bufferSource(lying), { resumes: 1, files: 1 })).problems).toContain('文件无法解压 files/a.txt');
  });

  it('removes the temp file when an original cannot be read to the end, or cannot be opened', async () => {
    const broken = (): Readable =>
      new Readable({
        read() {
          this.push(randomBytes(64 * 1024));
          this.destroy(new Error('disk read failed'));
        },
      });
    const base = { firmId: 'f', firmName: '星河猎头', createdAt: 1, resumePages: [[{ id: 'a' }]], tempDir };
    const ok = { name: 'files/ok.txt', open: async () => Readable.from([Buffer.from('原件')]) };
    await expect(buildBackupArchive({ ...base, files: [ok, { name: 'files/bad.txt', open: async () => broken() }] })).rejects.toThrow(
      'disk read failed',
    );
    expect(await readdir(tempDir)).toEqual([]);

    const missing = { name: 'files/gone.txt', open: () => storage.openRead('library/202611/AAAAAAAAAAAAAAAAAAAAAA.txt') };
    await expect(buildBackupArchive({ ...base, files: [ok, missing] })).rejects.toThrow();
    expect(await readdir(tempDir)).toEqual([]);
  });
});
