import { inflateRawSync } from 'node:zlib';
import { cleanFileName } from '../../platform/file-names';
import { isUnsafeEntryName, MAX_RESUME_BYTES, readZipDirectory, ZipFormatError } from '../parsing/parsing.service';

/**
 * Unpacking an uploaded zip of resumes in memory, safely: the central directory is read first
 * (entry count and declared sizes checked before anything is inflated), each entry is inflated
 * with a hard cap at its declared size, and what cannot be a resume is refused on its own row:
 * path tricks, encrypted entries, nested archives, oversized or bomb-like entries.
 */
export const ZIP_LIMITS = {
  entries: 1_000,
  totalUncompressed: 500 * 1024 * 1024,
  ratio: 200,
  ratioMinSize: 1024 * 1024,
};

export type UnpackedEntry = { fileName: string; buffer: Buffer } | { fileName: string; refused: string };

export class ZipRefusedError extends Error {}

const NESTED = /\.(zip|rar|7z|tar|gz|tgz|bz2|xz)$/i;
const LOCAL_SIG = 0x04034b50;

export function isZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === LOCAL_SIG;
}

/** Everything in the zip that is not a folder or system clutter, as files or refusals. Throws ZipRefusedError for the whole archive. */
export function unpackZip(buffer: Buffer, limits = ZIP_LIMITS): UnpackedEntry[] {
  let entries: ReturnType<typeof readZipDirectory>;
  try {
    entries = readZipDirectory(buffer, limits.entries);
  } catch (e) {
    if (e instanceof ZipFormatError && e.message.startsWith('entries:'))
      throw new ZipRefusedError(`压缩包内文件超过${limits.entries}个，请分批导入`);
    if (e instanceof ZipFormatError && e.message === 'zip64') throw new ZipRefusedError('压缩包过大（ZIP64格式），请分批导入');
    throw new ZipRefusedError('压缩包已损坏，无法读取');
  }
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (total > limits.totalUncompressed) throw new ZipRefusedError('压缩包解压后超过500MB，疑似压缩炸弹，已拒绝');

  const out: UnpackedEntry[] = [];
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const base = entry.name.split('/').pop() ?? entry.name;
    // macOS resource forks and hidden files are not resumes anyone meant to send.
    if (entry.name.startsWith('__MACOSX/') || base.startsWith('.')) continue;
    const fileName = cleanFileName(base, '未命名文件');
    if (isUnsafeEntryName(entry.name)) {
      out.push({ fileName, refused: `「${fileName}」路径异常，疑似恶意文件，已拒绝` });
      continue;
    }
    if (entry.flags & 0x1) {
      out.push({ fileName, refused: `「${fileName}」已加密，请去除密码后再导入` });
      continue;
    }
    if (NESTED.test(fileName)) {
      out.push({ fileName, refused: `「${fileName}」是压缩包，不支持压缩包内嵌套压缩包，请解压后再导入` });
      continue;
    }
    if (entry.uncompressedSize > MAX_RESUME_BYTES) {
      out.push({ fileName, refused: `「${fileName}」超过10MB，请压缩后再导入` });
      continue;
    }
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (ratio > limits.ratio && entry.uncompressedSize > limits.ratioMinSize) {
      out.push({ fileName, refused: `「${fileName}」压缩比异常，疑似压缩炸弹，已拒绝` });
      continue;
    }
    const data = inflateEntry(buffer, entry);
    if (!data) out.push({ fileName, refused: `「${fileName}」已损坏，无法解压` });
    else out.push({ fileName, buffer: data });
  }
  return out;
}

/** Every entry with its bytes, for reading back an archive we wrote (the backup's restore check). */
export function readAllEntries(buffer: Buffer, maxEntries: number): { name: string; buffer: Buffer }[] {
  return readZipDirectory(buffer, maxEntries).map((entry) => {
    const data = inflateEntry(buffer, entry);
    if (!data) throw new ZipFormatError(`entry unreadable: ${entry.name}`);
    return { name: entry.name, buffer: data };
  });
}

function inflateEntry(buffer: Buffer, entry: ReturnType<typeof readZipDirectory>[number]): Buffer | null {
  const p = entry.localHeaderOffset;
  if (p + 30 > buffer.length || buffer.readUInt32LE(p) !== LOCAL_SIG) return null;
  const start = p + 30 + buffer.readUInt16LE(p + 26) + buffer.readUInt16LE(p + 28);
  const data = buffer.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return entry.compressedSize === entry.uncompressedSize ? Buffer.from(data) : null;
  if (entry.method !== 8) return null;
  try {
    const out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    return out.length === entry.uncompressedSize ? out : null;
  } catch {
    return null;
  }
}
