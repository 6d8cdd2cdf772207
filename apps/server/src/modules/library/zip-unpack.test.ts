import { describe, expect, it } from 'vitest';
import { rawZip } from '../../test/fixtures/resume-files';
import { isZip, unpackZip, ZipRefusedError } from './zip-unpack';

const txt = (s: string) => Buffer.from(s, 'utf8');

describe('unpacking an uploaded zip of resumes', () => {
  it('refuses the whole archive past the entry count or the total size, or when it is not a zip', () => {
    const many = rawZip(Array.from({ length: 5 }, (_, i) => ({ name: `${i}.txt`, data: txt('x') })));
    expect(() => unpackZip(many, { entries: 4, totalUncompressed: 1e9, ratio: 200, ratioMinSize: 1e6 })).toThrow(ZipRefusedError);
    const big = rawZip([{ name: 'a.txt', data: txt('x'), declaredSize: 600 * 1024 * 1024 }]);
    expect(() => unpackZip(big)).toThrow('疑似压缩炸弹');
    expect(() => unpackZip(Buffer.from('PK\x03\x04 not really a zip'))).toThrow('压缩包已损坏');
    expect(isZip(many)).toBe(true);
    expect(isZip(txt('简历'))).toBe(false);
  });

  it.each([
    ['../a.txt', '路径异常'],
    ['/etc/passwd.txt', '路径异常'],
    ['inner.zip', '嵌套'],
    ['inner.rar', '嵌套'],
  ])('refuses %s on its own row (%s)', (name, reason) => {
    const [entry] = unpackZip(rawZip([{ name, data: txt('x') }]));
    expect(entry && 'refused' in entry ? entry.refused : '').toContain(reason);
  });

  it('refuses an entry that inflates past its declared size, and skips folders and macOS clutter', () => {
    const out = unpackZip(
      rawZip([
        { name: '简历/', data: Buffer.alloc(0), store: true },
        { name: '__MACOSX/._a.txt', data: txt('junk') },
        { name: '简历/.DS_Store', data: txt('junk') },
        { name: '简历/谎报.txt', data: Buffer.alloc(10_000, 0x41), declaredSize: 100 },
        { name: '简历/王芳.txt', data: txt('姓名：王芳') },
      ]),
    );
    expect(out.map((e) => e.fileName)).toEqual(['谎报.txt', '王芳.txt']);
    expect(out[0] && 'refused' in out[0] ? out[0].refused : '').toContain('已损坏');
    expect(out[1] && 'buffer' in out[1] ? out[1].buffer.toString('utf8') : '').toBe('姓名：王芳');
  });
});
