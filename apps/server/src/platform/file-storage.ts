import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where files live: resumes, attachments, recordings, exports. A local folder under
 * DATA_DIR/files by default; an S3-compatible store can implement the same interface.
 * Keys are generated here, never taken from a user, so no path can escape the root.
 *
 * Big files (library backups) never pass through memory: `putFile` takes a finished file from
 * disk and `openRead` hands back a stream, optionally of one byte range. Reading is a stream and
 * not a local path on purpose: an object store answers a GET (with a Range header) with a body
 * stream, so it can implement this without first downloading the object to disk.
 */
export interface StoredFile {
  key: string;
  sha256: string;
  size: number;
}

export interface StorageHint {
  folder: string;
  extension: string;
}

/** A byte range of a stored file: `length` bytes from `start`. */
export interface ByteRange {
  start: number;
  length: number;
}

export interface FileStorage {
  put(content: Buffer, hint: StorageHint): Promise<StoredFile>;
  /** Moves a finished file (a temp file the caller wrote) into storage; the source is gone once this resolves. */
  putFile(sourcePath: string, hint: StorageHint): Promise<StoredFile>;
  get(key: string): Promise<Buffer>;
  /** The stored file, or one range of it, as a stream. Rejects (before any byte) when the key holds nothing. */
  openRead(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
}

const KEY_RE = /^[a-z0-9-]{1,40}\/\d{6}\/[A-Za-z0-9_-]{22}\.[a-z0-9]{1,8}$/;

/** sha256 and size of a file on disk, read as a stream. */
async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

export class LocalFileStorage implements FileStorage {
  private readonly folders = new Set<string>();

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY_RE.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.root, key);
  }

  /** A new key for the hint, and its folder made (one mkdir per folder and process, not per file). */
  private async place(hint: StorageHint): Promise<{ key: string; file: string }> {
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    const extension =
      hint.extension
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 8) || 'bin';
    const key = `${hint.folder}/${month}/${randomBytes(16).toString('base64url')}.${extension}`;
    const file = this.pathOf(key);
    const dir = path.dirname(file);
    if (!this.folders.has(dir)) {
      await mkdir(dir, { recursive: true });
      this.folders.add(dir);
    }
    return { key, file };
  }

  /** Runs a write; a folder removed since it was made (ENOENT) is made again and the write retried once. */
  private async intoFolder(file: string, write: () => Promise<void>) {
    try {
      await write();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      await mkdir(path.dirname(file), { recursive: true });
      await write();
    }
  }

  async put(content: Buffer, hint: StorageHint) {
    const { key, file } = await this.place(hint);
    await this.intoFolder(file, () => writeFile(file, content, { flag: 'wx' }));
    return { key, sha256: createHash('sha256').update(content).digest('hex'), size: content.length };
  }

  async putFile(sourcePath: string, hint: StorageHint) {
    const { key, file } = await this.place(hint);
    const facts = await hashFile(sourcePath);
    await this.intoFolder(file, async () => {
      try {
        // A rename is instant and never doubles the disk space when the temp file is on the same disk.
        await rename(sourcePath, file);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
        // Another disk (an OS temp dir on its own mount): copy, and never leave half a copy behind.
        await copyFile(sourcePath, file).catch(async (copyError: unknown) => {
          await rm(file, { force: true });
          throw copyError;
        });
        await rm(sourcePath, { force: true });
      }
    });
    return { key, ...facts };
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async openRead(key: string, range?: ByteRange): Promise<Readable> {
    if (range && !(Number.isSafeInteger(range.start) && Number.isSafeInteger(range.length) && range.start >= 0 && range.length >= 0))
      throw new Error(`not a byte range: ${range.start}+${range.length}`);
    // Opened here so that a missing file rejects now rather than as a stream error later.
    const handle = await open(this.pathOf(key), 'r');
    if (range?.length === 0) {
      await handle.close();
      return Readable.from([]);
    }
    // The stream closes the handle when it ends or is destroyed.
    return handle.createReadStream(range ? { start: range.start, end: range.start + range.length - 1 } : {});
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
