import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A .zip written front to back onto a stream (for the streamed .xlsx exports): small entries
 * deflated whole, one large entry deflated as it is written (its CRC and sizes in a data
 * descriptor after it), then the central directory. The CRC is zlib's native crc32 and the
 * deflate runs in libuv's pool, so the main thread only builds the text. No ZIP64: an entry and
 * the archive stay under 4 GB (an export of millions of lines is a few hundred MB of XML).
 */
interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  flags: number;
}

const UTF8_NAMES = 0x0800;
const DATA_DESCRIPTOR = 0x0008;
const DEFLATE = 8;
const LIMIT = 0xffff_ffff;

/** MS-DOS time and date of an instant (local wall clock, as zip tools read it). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: (((at.getFullYear() - 1980) & 0x7f) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export class ZipWriteStream {
  private readonly entries: Entry[] = [];
  private offset = 0;
  private readonly stamp = dosTime(new Date());

  constructor(
    private readonly out: Writable,
    private readonly level = 1,
  ) {}

  /** The output has gone (a download aborted, a destroyed stream): nothing more can be written. */
  private closed(): Error | null {
    return this.out.destroyed || this.out.writableEnded ? new Error('zip output closed before the archive was complete') : null;
  }

  /** Waits for the output to drain; fails, instead of waiting for ever, when it closes or errs first. */
  private drained(): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = (error?: Error) => {
        this.out.off('drain', onDrain);
        this.out.off('close', onClose);
        this.out.off('error', settle);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => settle();
      const onClose = () => settle(new Error('zip output closed before the archive was complete'));
      this.out.on('drain', onDrain);
      this.out.on('close', onClose);
      this.out.on('error', settle);
    });
  }

  private async emit(buf: Buffer): Promise<void> {
    const closed = this.closed();
    if (closed) throw closed;
    this.offset += buf.length;
    if (!this.out.write(buf)) await this.drained();
  }

  private localHeader(e: Entry): Buffer {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(e.flags, 6);
    h.writeUInt16LE(DEFLATE, 8);
    h.writeUInt16LE(this.stamp.time, 10);
    h.writeUInt16LE(this.stamp.date, 12);
    h.writeUInt32LE(e.crc, 14);
    h.writeUInt32LE(e.compressed, 18);
    h.writeUInt32LE(e.size, 22);
    h.writeUInt16LE(e.name.length, 26);
    return Buffer.concat([h, e.name]);
  }

  /** A small entry, deflated at once with its CRC and sizes in its header. */
  async addBuffer(name: string, data: Buffer): Promise<void> {
    const body = zlib.deflateRawSync(data, { level: this.level });
    const e: Entry = {
      name: Buffer.from(name),
      crc: zlib.crc32(data),
      compressed: body.length,
      size: data.length,
      offset: this.offset,
      flags: UTF8_NAMES,
    };
    this.entries.push(e);
    await this.emit(this.localHeader(e));
    await this.emit(body);
  }

  /**
   * A large entry written piece by piece: answers `write` (resolves once the piece may be
   * followed, with backpressure from both the deflater and the output) and `end`.
   */
  async openEntry(name: string): Promise<{ write(text: string): Promise<void>; end(): Promise<void> }> {
    const e: Entry = { name: Buffer.from(name), crc: 0, compressed: 0, size: 0, offset: this.offset, flags: UTF8_NAMES | DATA_DESCRIPTOR };
    this.entries.push(e);
    await this.emit(this.localHeader(e));
    const deflate = zlib.createDeflateRaw({ level: this.level, chunkSize: 64 * 1024 });
    let failure: Error | null = null;
    deflate.on('error', (error) => {
      failure = error;
    });
    // The compressed bytes go straight to the output; a full output pauses the deflater, and an
    // output that closes first fails it (so a writer waiting on it fails too, not waits for ever).
    deflate.on('data', (chunk: Buffer) => {
      e.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        this.drained().then(
          () => deflate.resume(),
          (error: Error) => deflate.destroy(error),
        );
      }
    });
    const onClose = () => deflate.destroy(new Error('zip output closed before the archive was complete'));
    this.out.once('close', onClose);
    const ended = once(deflate, 'end');
    return {
      write: async (text: string) => {
        if (failure) throw failure;
        const closed = this.closed();
        if (closed) throw closed;
        const buf = Buffer.from(text);
        e.crc = zlib.crc32(buf, e.crc);
        e.size += buf.length;
        if (e.size > LIMIT) throw new Error('zip entry over 4 GB');
        if (!deflate.write(buf)) await once(deflate, 'drain');
      },
      end: async () => {
        deflate.end();
        try {
          await ended;
        } finally {
          this.out.off('close', onClose);
        }
        if (failure) throw failure;
        const d = Buffer.alloc(16);
        d.writeUInt32LE(0x08074b50, 0);
        d.writeUInt32LE(e.crc, 4);
        d.writeUInt32LE(e.compressed, 8);
        d.writeUInt32LE(e.size, 12);
        await this.emit(d);
      },
    };
  }

  /** Writes the central directory and ends the output; resolves when the output has finished. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4);
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(e.flags, 8);
      h.writeUInt16LE(DEFLATE, 10);
      h.writeUInt16LE(this.stamp.time, 12);
      h.writeUInt16LE(this.stamp.date, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      await this.emit(Buffer.concat([h, e.name]));
    }
    const size = this.offset - start;
    if (this.offset > LIMIT) throw new Error('zip archive over 4 GB');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    const finished = new Promise<void>((resolve, reject) => {
      this.out.once('finish', resolve);
      this.out.once('close', resolve);
      this.out.once('error', reject);
    });
    this.out.end(end);
    this.offset += end.length;
    await finished;
  }
}
