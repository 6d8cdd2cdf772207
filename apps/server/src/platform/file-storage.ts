import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where files live: resumes, attachments, recordings, exports. A local folder under
 * DATA_DIR/files by default; an S3-compatible store can implement the same interface.
 * Keys are generated here, never taken from a user, so no path can escape the root.
 */
export interface FileStorage {
  put(content: Buffer, hint: { folder: string; extension: string }): Promise<{ key: string; sha256: string; size: number }>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const KEY_RE = /^[a-z0-9-]{1,40}\/\d{6}\/[A-Za-z0-9_-]{22}\.[a-z0-9]{1,8}$/;

export class LocalFileStorage implements FileStorage {
  private readonly folders = new Set<string>();

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY_RE.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(content: Buffer, hint: { folder: string; extension: string }) {
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    const extension =
      hint.extension
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 8) || 'bin';
    const key = `${hint.folder}/${month}/${randomBytes(16).toString('base64url')}.${extension}`;
    const file = this.pathOf(key);
    const dir = path.dirname(file);
    // One mkdir per folder and process, not per file; a folder removed meanwhile is made again.
    if (!this.folders.has(dir)) {
      await mkdir(dir, { recursive: true });
      this.folders.add(dir);
    }
    try {
      await writeFile(file, content, { flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      await mkdir(dir, { recursive: true });
      await writeFile(file, content, { flag: 'wx' });
    }
    return { key, sha256: createHash('sha256').update(content).digest('hex'), size: content.length };
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
