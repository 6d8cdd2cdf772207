import { inflateRawSync } from 'node:zlib';

/**
 * Reading a DOCX (a zip) without unpacking it: the central directory at the end of the
 * file lists every entry with its sizes, so zip bombs and path tricks are refused before a
 * single byte is inflated. Only what Word writes is supported: no ZIP64, no encryption,
 * stored or deflated entries.
 */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export class ZipFormatError extends Error {}

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;

/**
 * One central-directory record at `p` (shared with the backups' ranged reader): its entry, its
 * extra field (ZIP64 sizes live there) and where the next record begins; null when no whole
 * record lies there before `end`.
 */
export function readCentralRecord(buf: Buffer, p: number, end: number): { entry: ZipEntry; extra: Buffer; next: number } | null {
  if (p + 46 > end || buf.readUInt32LE(p) !== CENTRAL_SIG) return null;
  const nameLength = buf.readUInt16LE(p + 28);
  const extraLength = buf.readUInt16LE(p + 30);
  const commentLength = buf.readUInt16LE(p + 32);
  const next = p + 46 + nameLength + extraLength + commentLength;
  if (next > end) return null;
  const entry: ZipEntry = {
    flags: buf.readUInt16LE(p + 8),
    method: buf.readUInt16LE(p + 10),
    compressedSize: buf.readUInt32LE(p + 20),
    uncompressedSize: buf.readUInt32LE(p + 24),
    localHeaderOffset: buf.readUInt32LE(p + 42),
    name: buf.toString('utf8', p + 46, p + 46 + nameLength),
  };
  return { entry, extra: buf.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength), next };
}

function findEndOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65,535 bytes, so it sits near the end.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIG) return i;
  }
  return -1;
}

export function readZipDirectory(buf: Buffer, maxEntries: number): ZipEntry[] {
  if (buf.length < 22) throw new ZipFormatError('too short');
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) throw new ZipFormatError('no end of central directory');
  const count = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ZipFormatError('zip64');
  if (count > maxEntries) throw new ZipFormatError(`entries:${count}`);
  if (dirOffset + dirSize > eocd) throw new ZipFormatError('central directory out of bounds');

  const entries: ZipEntry[] = [];
  let p = dirOffset;
  for (let i = 0; i < count; i++) {
    const record = readCentralRecord(buf, p, eocd);
    if (!record) throw new ZipFormatError('bad central header');
    const { entry } = record;
    if (entry.localHeaderOffset + 30 + entry.compressedSize > dirOffset) throw new ZipFormatError('entry out of bounds');
    entries.push(entry);
    p = record.next;
  }
  return entries;
}

/** Absolute paths, drive letters, `..` segments and backslashes: names that would escape a folder if unpacked. */
export function isUnsafeEntryName(name: string): boolean {
  if (name.length === 0 || name.includes('\0') || name.includes('\\')) return true;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return true;
  return name.split('/').some((segment) => segment === '..');
}

/**
 * Inflates every entry with a hard cap at its declared size. The directory can lie about
 * sizes; this is where a lie is caught, with memory bounded by what the directory promised.
 */
export function assertDeclaredSizes(buf: Buffer, entries: ZipEntry[]): void {
  for (const e of entries) readZipEntry(buf, e);
}

/** The entry's bytes as stored (compressed or not), after its local header. */
function packedData(buf: Buffer, e: ZipEntry): Buffer {
  const p = e.localHeaderOffset;
  if (buf.readUInt32LE(p) !== LOCAL_SIG) throw new ZipFormatError(`bad local header: ${e.name}`);
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  return buf.subarray(start, start + e.compressedSize);
}

/** One entry's content, inflated with the same hard cap at its declared size. */
export function readZipEntry(buf: Buffer, e: ZipEntry): Buffer {
  const data = packedData(buf, e);
  if (e.method === 0) {
    if (e.compressedSize !== e.uncompressedSize || data.length !== e.uncompressedSize)
      throw new ZipFormatError(`stored size mismatch: ${e.name}`);
    return data;
  }
  if (e.method !== 8) throw new ZipFormatError(`unsupported method ${e.method}: ${e.name}`);
  let out: Buffer;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.max(1, e.uncompressedSize) });
  } catch {
    throw new ZipFormatError(`inflates past its declared size or is corrupt: ${e.name}`);
  }
  if (out.length !== e.uncompressedSize) throw new ZipFormatError(`size mismatch: ${e.name}`);
  return out;
}
