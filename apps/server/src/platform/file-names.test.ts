import { describe, expect, it } from 'vitest';
import { capLength, cleanFileName, FILE_NAME_MAX } from './file-names';

describe('cleanFileName', () => {
  it.each([
    ['a plain Chinese name', '张三简历.pdf', '张三简历.pdf'],
    ['a right-to-left override that shows gpj.exe.png as an .exe', 'gpj.\u202Eexe.png', 'gpj.exe.png'],
    ['left-to-right and right-to-left embeddings and their pop', '\u202A简历\u202B.pdf\u202C', '简历.pdf'],
    ['bidi isolates (LRI, RLI, FSI, PDI)', '\u2066a\u2067b\u2068c\u2069.docx', 'abc.docx'],
    ['left-to-right, right-to-left and Arabic letter marks', 'a\u200Eb\u200Fc\u061C.png', 'abc.png'],
    ['zero-width space, non-joiner, joiner and word joiner', '简\u200B历\u200C文\u200D件\u2060.pdf', '简历文件.pdf'],
    ['a byte-order mark and a soft hyphen', '\uFEFFre\u00ADsume.pdf', 'resume.pdf'],
    ['tag characters', 'a\u{E0041}\u{E007F}.png', 'a.png'],
    ['NUL, tab, line breaks and DEL', 'a\u0000b\tc\r\nd\u007F.pdf', 'abcd.pdf'],
    ['C1 controls', 'a\u0085b\u009Bc.pdf', 'abc.pdf'],
    ['line and paragraph separators', 'a\u2028b\u2029c.pdf', 'abc.pdf'],
    ['a lone surrogate', 'a\uD800b.pdf', 'ab.pdf'],
    ['a Windows path a browser sent whole', 'C:\\Users\\hr\\Desktop\\简历.pdf', '简历.pdf'],
    ['a folder in front', '../../etc/passwd', 'passwd'],
    ['spaces around, kept inside', '  我的 简历.pdf  ', '我的 简历.pdf'],
    ['an ideographic space inside', '张三\u3000简历.pdf', '张三\u3000简历.pdf'],
    ['characters outside the BMP', '简历😀.pdf', '简历😀.pdf'],
    ['nothing but invisible characters', '\u202E\u200B \u0000', '文件'],
    ['an empty name', '', '文件'],
    ['no name at all', undefined, '文件'],
    ['a name ending in a folder separator', 'folder/', '文件'],
  ])('%s', (_what, raw, expected) => {
    expect(cleanFileName(raw, '文件')).toBe(expected);
  });

  it(`holds a long name to ${FILE_NAME_MAX} characters and keeps its extension`, () => {
    const cleaned = cleanFileName(`${'简'.repeat(300)}.docx`, '文件');
    expect(Array.from(cleaned)).toHaveLength(FILE_NAME_MAX);
    expect(cleaned.endsWith('简.docx')).toBe(true);
  });
});

describe('capLength', () => {
  it.each([
    ['short enough', 'ab.pdf', 6, 'ab.pdf'],
    ['cut before the extension', 'abcdef.pdf', 7, 'abc.pdf'],
    ['never half of a character outside the BMP', '😀😀😀😀.png', 6, '😀😀.png'],
    ['a dot far from the end is no extension', `a.${'b'.repeat(30)}`, 5, 'a.bbb'],
    ['no extension', 'abcdefgh', 4, 'abcd'],
  ])('%s', (_what, name, max, expected) => {
    expect(capLength(name, max)).toBe(expected);
  });
});
