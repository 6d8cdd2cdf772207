import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ZipWriteStream } from './zip-write-stream';

/** Every entry through the central directory: its name, and its bytes inflated and checked against the stored CRC and size. */
function readBack(zip: Buffer) {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const entries: { name: string; data: Buffer; crcOk: boolean; sizeOk: boolean; descriptor: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(p)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(p + 8);
    const crc = zip.readUInt32LE(p + 16);
    const compressed = zip.readUInt32LE(p + 20);
    const size = zip.readUInt32LE(p + 24);
    const nameLength = zip.readUInt16LE(p + 28);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLength).toString();
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zlib.inflateRawSync(zip.subarray(start, start + compressed));
    entries.push({ name, data, crcOk: zlib.crc32(data) === crc, sizeOk: data.length === size, descriptor: (flags & 8) !== 0 });
    p += 46 + nameLength;
  }
  return entries;
}

describe('ZipWriteStream', () => {
  it('writes whole and streamed entries any unzip reads back: names in UTF-8, CRC and sizes right, the streamed one with a data descriptor', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const zip = new ZipWriteStream(out);
    await zip.addBuffer('[Content_Types].xml', Buffer.from('<Types/>'));
    const sheet = await zip.openEntry('xl/返佣明细.xml');
    const parts = Array.from({ length: 3_000 }, (_, i) => `<row r="${i}"><c><v>${i * 7919}</v></c></row>`);
    for (const part of parts) await sheet.write(part);
    await sheet.end();
    await zip.addBuffer('xl/sharedStrings.xml', Buffer.from('<sst/>'));
    await zip.finish();

    const entries = readBack(Buffer.concat(chunks));
    expect(entries.map((e) => e.name)).toEqual(['[Content_Types].xml', 'xl/返佣明细.xml', 'xl/sharedStrings.xml']);
    expect(entries.every((e) => e.crcOk && e.sizeOk)).toBe(true);
    expect(entries.map((e) => e.descriptor)).toEqual([false, true, false]);
    expect(entries[1]?.data.toString()).toBe(parts.join(''));
  });

  it('fails, instead of waiting for ever, when its output closes half-way (a download aborted)', async () => {
    const out = new PassThrough({ highWaterMark: 16 });
    const zip = new ZipWriteStream(out);
    const writing = (async () => {
      await zip.addBuffer('a.xml', Buffer.from('<a/>'));
      const sheet = await zip.openEntry('b.xml');
      for (let i = 0; i < 100_000; i++) await sheet.write(`<row r="${i}">${Math.random()}</row>`);
      await sheet.end();
      await zip.finish();
    })();
    // Nobody reads the output: it fills, the writer waits on it; then it is destroyed.
    setTimeout(() => out.destroy(), 50);
    await expect(writing).rejects.toThrow();
  });
});
