import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { bufferSource, type RangedSource, readZipDirectory, readZipEntry } from './zip-range-reader';

async function zipOf(entries: { name: string; data: Buffer }[], zip64: boolean): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addReadStream(Readable.from([e.data]), e.name, { forceZip64Format: zip64 });
  zip.end({ forceZip64Format: zip64, comment: '' });
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function contents(source: RangedSource) {
  const directory = await readZipDirectory(source, 100);
  const out: Record<string, string> = {};
  for (const entry of directory.entries) {
    const parts: Buffer[] = [];
    await readZipEntry(source, directory, entry, (chunk) => parts.push(chunk));
    out[entry.name] = Buffer.concat(parts).toString('base64');
  }
  return out;
}

describe('zip range reader', () => {
  // A big library's archive passes 4 GB, where only the ZIP64 records hold its offsets and sizes.
  it.each([false, true])('reads back what yazl wrote, ZIP64 records %s', async (zip64) => {
    const entries = [
      { name: 'resumes.ndjson', data: Buffer.from('{"id":"a"}\n{"id":"b"}\n') },
      { name: 'files/简历.pdf', data: randomBytes(100_000) },
      { name: 'files/empty.txt', data: Buffer.alloc(0) },
    ];
    const archive = await zipOf(entries, zip64);
    expect(await contents(bufferSource(archive))).toEqual(Object.fromEntries(entries.map((e) => [e.name, e.data.toString('base64')])));
  });

  it('refuses a source that answers fewer bytes than the archive should hold', async () => {
    const archive = await zipOf([{ name: 'files/a.bin', data: randomBytes(10_000) }], false);
    const truncated: RangedSource = {
      size: archive.length,
      read: async ({ start, length }) => Readable.from([archive.subarray(start, start + Math.max(0, length - 1))]),
    };
    await expect(contents(truncated)).rejects.toThrow('short read');
  });
});
