import { createReadStream } from 'node:fs';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';
import type { ByteRange } from '../../platform/file-storage';
import { readCentralRecord, type ZipEntry } from '../parsing/parsing.service';

/**
 * Reading a zip through byte ranges, one entry at a time, the way a restore reads a backup:
 * the end record and the central directory first, then each entry's local header and its data
 * streamed through inflate. Nothing but the directory (names, sizes and offsets, about 100 bytes
 * an entry) is held; an entry's content passes through in chunks. ZIP64 is read, because a big
 * library's archive passes 4 GB. Written for our own backups (yazl): stored or deflated entries,
 * one disk, no encryption. yauzl can do this too, but it is only here as another package's
 * dependency, without types, and asks its reader for each 30- or 46-byte record separately —
 * thousands of round trips against an object store.
 */
export interface RangedSource {
  /** Total bytes: where the end record is searched from. */
  size: number;
  read(range: ByteRange): Promise<Readable>;
}

/** An entry as the central directory lists it (sizes from the ZIP64 extra field when they overflow). */
export type ZipDirEntry = ZipEntry;

export interface ZipDirectory {
  entries: ZipDirEntry[];
  /** Where the central directory starts: every entry's data must end before it. */
  directoryOffset: number;
}

export class ZipReadError extends Error {}

const EOCD_SIG = 0x06054b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_EOCD_SIG = 0x06064b50;
const LOCAL_SIG = 0x04034b50;
const MAX_DIRECTORY_BYTES = 128 * 1024 * 1024;

/** A file on disk as a ranged source (tests, and a temp file before it is stored). */
export function fileSource(file: string, size: number): RangedSource {
  return {
    size,
    read: async ({ start, length }) => (length === 0 ? Readable.from([]) : createReadStream(file, { start, end: start + length - 1 })),
  };
}

/** A buffer as a ranged source (an archive already downloaded whole, in tests). */
export function bufferSource(buffer: Buffer): RangedSource {
  return { size: buffer.length, read: async ({ start, length }) => Readable.from([buffer.subarray(start, start + length)]) };
}

/** Exactly `length` bytes at `start`; a short or long answer from the source is an error, not a smaller buffer. */
export async function readRange(source: RangedSource, start: number, length: number): Promise<Buffer> {
  if (start < 0 || start + length > source.size) throw new ZipReadError(`range out of bounds: ${start}+${length}`);
  const out = Buffer.alloc(length);
  let filled = 0;
  for await (const chunk of await source.read({ start, length })) {
    const bytes = chunk as Buffer;
    if (filled + bytes.length > length) throw new ZipReadError('source answered more bytes than asked');
    bytes.copy(out, filled);
    filled += bytes.length;
  }
  if (filled !== length) throw new ZipReadError(`short read: ${filled} of ${length}`);
  return out;
}

function u64(buf: Buffer, at: number): number {
  const value = buf.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipReadError('zip64 value too large');
  return Number(value);
}

/** Entry count, size and offset of the central directory, from the end record (and its ZIP64 twin when it has one). */
async function readEnd(source: RangedSource): Promise<{ count: number; dirSize: number; dirOffset: number; endAt: number }> {
  if (source.size < 22) throw new ZipReadError('too short');
  // The end record is 22 bytes plus a comment of up to 65,535 bytes, so it sits in the tail.
  const tailStart = Math.max(0, source.size - 22 - 0xffff);
  const tail = await readRange(source, tailStart, source.size - tailStart);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIG) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipReadError('no end of central directory');
  const endAt = tailStart + at;
  const count = tail.readUInt16LE(at + 10);
  const dirSize = tail.readUInt32LE(at + 12);
  const dirOffset = tail.readUInt32LE(at + 16);
  if (count !== 0xffff && dirSize !== 0xffffffff && dirOffset !== 0xffffffff) return { count, dirSize, dirOffset, endAt };

  if (endAt < 20) throw new ZipReadError('zip64 locator missing');
  const locator = await readRange(source, endAt - 20, 20);
  if (locator.readUInt32LE(0) !== ZIP64_LOCATOR_SIG) throw new ZipReadError('zip64 locator missing');
  const recordAt = u64(locator, 8);
  if (recordAt + 56 > endAt - 20) throw new ZipReadError('zip64 end record out of bounds');
  const record = await readRange(source, recordAt, 56);
  if (record.readUInt32LE(0) !== ZIP64_EOCD_SIG) throw new ZipReadError('bad zip64 end record');
  return { count: u64(record, 32), dirSize: u64(record, 40), dirOffset: u64(record, 48), endAt: recordAt };
}

/** Sizes and offset that did not fit in 32 bits, from the ZIP64 extra field (id 1), in the order the format fixes. */
function applyZip64Extra(entry: ZipDirEntry, extra: Buffer) {
  const wanted: ('uncompressedSize' | 'compressedSize' | 'localHeaderOffset')[] = [];
  if (entry.uncompressedSize === 0xffffffff) wanted.push('uncompressedSize');
  if (entry.compressedSize === 0xffffffff) wanted.push('compressedSize');
  if (entry.localHeaderOffset === 0xffffffff) wanted.push('localHeaderOffset');
  if (wanted.length === 0) return;
  for (let p = 0; p + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(p);
    const size = extra.readUInt16LE(p + 2);
    if (id === 0x0001) {
      if (size < wanted.length * 8 || p + 4 + size > extra.length) break;
      wanted.forEach((field, i) => {
        entry[field] = u64(extra, p + 4 + i * 8);
      });
      return;
    }
    p += 4 + size;
  }
  throw new ZipReadError(`zip64 extra field missing: ${entry.name}`);
}

/** The central directory, read in one range and checked against the archive's bounds. */
export async function readZipDirectory(source: RangedSource, maxEntries: number): Promise<ZipDirectory> {
  const { count, dirSize, dirOffset, endAt } = await readEnd(source);
  if (count > maxEntries) throw new ZipReadError(`entries:${count}`);
  if (dirSize > MAX_DIRECTORY_BYTES || dirOffset + dirSize > endAt) throw new ZipReadError('central directory out of bounds');
  const dir = await readRange(source, dirOffset, dirSize);
  const entries: ZipDirEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    const record = readCentralRecord(dir, p, dir.length);
    if (!record) throw new ZipReadError('bad central header');
    const { entry, next } = record;
    applyZip64Extra(entry, record.extra);
    if (entry.localHeaderOffset + 30 + entry.compressedSize > dirOffset) throw new ZipReadError(`entry out of bounds: ${entry.name}`);
    entries.push(entry);
    p = next;
  }
  return { entries, directoryOffset: dirOffset };
}

/**
 * Streams one entry's content to `onChunk`, inflating as it goes. The data read must be exactly
 * the compressed size and the content exactly the uncompressed size the directory declares; more
 * is cut off at once (a bomb never grows past what was declared), less is an error at the end.
 */
export async function readZipEntry(source: RangedSource, directory: ZipDirectory, entry: ZipDirEntry, onChunk: (chunk: Buffer) => void) {
  if (entry.flags & 0x1) throw new ZipReadError(`encrypted: ${entry.name}`);
  if (entry.method !== 0 && entry.method !== 8) throw new ZipReadError(`unsupported method ${entry.method}: ${entry.name}`);
  if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw new ZipReadError(`stored size mismatch: ${entry.name}`);
  const header = await readRange(source, entry.localHeaderOffset, 30);
  if (header.readUInt32LE(0) !== LOCAL_SIG) throw new ZipReadError(`bad local header: ${entry.name}`);
  const dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (dataStart + entry.compressedSize > directory.directoryOffset) throw new ZipReadError(`entry out of bounds: ${entry.name}`);

  let packed = 0;
  let unpacked = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      packed += chunk.length;
      done(packed > entry.compressedSize ? new ZipReadError(`too many bytes: ${entry.name}`) : null, chunk);
    },
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      if (unpacked > entry.uncompressedSize) return done(new ZipReadError(`inflates past its declared size: ${entry.name}`));
      try {
        onChunk(chunk);
        done();
      } catch (e) {
        done(e as Error);
      }
    },
  });
  const raw = await source.read({ start: dataStart, length: entry.compressedSize });
  if (entry.method === 8) await pipeline(raw, counter, createInflateRaw(), sink);
  else await pipeline(raw, counter, sink);
  if (packed !== entry.compressedSize || unpacked !== entry.uncompressedSize) throw new ZipReadError(`size mismatch: ${entry.name}`);
}
