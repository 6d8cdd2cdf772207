import { randomBytes } from 'node:crypto';
import { ApiState } from '@hh/domain/api/api-state';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { DOCX_PARTS, gbk, rawZip, resumeDocx, textPdf } from '../../test/fixtures/resume-files';
import { inspectResumeFile } from './file-check';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);
const EXE = Buffer.concat([Buffer.from('MZ'), randomBytes(4000)]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const pdf = textPdf(['张三 13800138000', '工作经历']);
/** The start of a Word 97 file: an OLE2 header and a directory naming its WordDocument stream. */
const WORD97 = Buffer.concat([OLE2, Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(500)]);
/** An OLE2 file without a WordDocument stream: an Excel workbook. */
const XLS = Buffer.concat([OLE2, Buffer.alloc(504), Buffer.from('Workbook', 'utf16le'), Buffer.alloc(500)]);
const JOB_BOARD_HTML = Buffer.concat([
  Buffer.from(
    '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">\r\n<head>\r\n<meta http-equiv="Content-Type" content="text/html; charset=gb2312">\r\n</head>\r\n<body>',
  ),
  gbk('<table><tr><td>姓名：</td><td>张三</td></tr></table></body></html>'),
]);
const WORD_MHT = Buffer.from(
  'MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary="----=_NextPart_01DA3C4B.5E6F7A80"\r\n\r\n此文档为"单个文件网页"，也称为"Web 档案"文件。\r\n\r\n------=_NextPart_01DA3C4B.5E6F7A80\r\nContent-Location: file:///C:/D0A1B2C3/resume.htm\r\nContent-Transfer-Encoding: quoted-printable\r\nContent-Type: text/html; charset="us-ascii"\r\n\r\n<html><body><p>Zhang San</p></body></html>\r\n\r\n------=_NextPart_01DA3C4B.5E6F7A80--\r\n',
);
const RTF = Buffer.from(
  String.raw`{\rtf1\ansi\ansicpg936\deff0{\fonttbl{\f0\fnil\fcharset134 \'cb\'ce\'cc\'e5;}}\pard\f0 \'d5\'c5\'c8\'fd\par}`,
  'latin1',
);
const WORD_2003_XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<?mso-application progid="Word.Document"?>\r\n<w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml"><w:body><w:p><w:r><w:t>张三</w:t></w:r></w:p></w:body></w:wordDocument>',
);
/** A PNG's signature and IHDR chunk (no pixel data follows: the check reads only the header). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([PNG.subarray(0, 8), ihdr]);
}
/** A JPEG's start, an APP0 segment, and a baseline frame header of 800 × 1100. */
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffc0001108044c032003012200021101031101', 'hex');

function refusal(fileName: string, buffer: Buffer): { state: number; message: string } {
  try {
    inspectResumeFile({ fileName, buffer });
  } catch (e) {
    if (e instanceof AppError) return { state: e.state, message: e.message };
    throw e;
  }
  throw new Error(`${fileName} was accepted`);
}

describe('inspectResumeFile refuses', () => {
  it.each([
    ['a PNG named .pdf', '简历.pdf', PNG, '「简历.pdf」不是有效的PDF文件'],
    ['an executable named .pdf', '简历.pdf', EXE, '「简历.pdf」不是有效的PDF文件'],
    ['an executable named .docx', '张三简历.docx', EXE, '「张三简历.docx」不是有效的Word文档'],
    ['a PDF named .txt', '简历.txt', pdf, '「简历.txt」不是有效的文本文件'],
    ['binary named .txt', '简历.txt', randomBytes(3000), '「简历.txt」不是有效的文本文件'],
    ['text named .html that is no HTML', '简历.html', Buffer.from('姓名：张三\n电话：13800138000'), '「简历.html」不是有效的网页文件'],
    [
      'an unsupported extension',
      '简历.gif',
      PNG,
      '「简历.gif」的格式不支持，请上传PDF、Word（doc/docx/wps）、RTF、TXT、HTML/MHT格式的简历或JPG/PNG图片',
    ],
    ['a PNG whose header is broken', '简历.png', PNG, '「简历.png」不是有效的图片，或已损坏'],
    ['a PDF named .jpg', '简历.jpg', pdf, '「简历.jpg」不是有效的图片（JPG/PNG）'],
    [
      'a PNG declaring 10000 × 10000 pixels (a decompression bomb)',
      '简历.png',
      pngHeader(10_000, 10_000),
      '「简历.png」的图片尺寸过大（超过2500万像素），请缩小后再上传',
    ],
    ['an empty file', '简历.pdf', Buffer.alloc(0), '「简历.pdf」是空文件，请检查后重新上传'],
    ['an encrypted PDF', '简历.pdf', textPdf(['张三'], { encrypt: true }), '「简历.pdf」已加密，请去除密码后再上传'],
    ['a truncated PDF', '简历.pdf', pdf.subarray(0, Math.floor(pdf.length / 2)), '「简历.pdf」不完整或已损坏，请重新导出后再上传'],
    [
      'a zip bomb (one entry inflating 1000:1)',
      'bomb.docx',
      rawZip([...DOCX_PARTS, { name: 'word/media/image1.png', data: Buffer.alloc(20 * 1024 * 1024) }]),
      '「bomb.docx」压缩比异常，疑似压缩炸弹，已拒绝',
    ],
    [
      'a zip declaring more than 50 MB in all',
      'big.docx',
      rawZip([
        ...DOCX_PARTS,
        ...Array.from({ length: 60 }, (_, i) => ({
          name: `word/media/image${i}.bin`,
          data: randomBytes(10_000),
          store: true,
          declaredSize: 1_000_000,
        })),
      ]),
      '「big.docx」解压后超过50MB，疑似压缩炸弹，已拒绝',
    ],
    [
      'a zip with more than 2,000 entries',
      'many.docx',
      rawZip([...DOCX_PARTS, ...Array.from({ length: 2001 }, (_, i) => ({ name: `word/x${i}.xml`, data: Buffer.from('x'), store: true }))]),
      '「many.docx」包含的文件过多，疑似恶意文件，已拒绝',
    ],
    [
      'a zip-slip path',
      'slip.docx',
      rawZip([...DOCX_PARTS, { name: '../../etc/cron.d/evil', data: Buffer.from('x') }]),
      '「slip.docx」包含异常的文件路径，疑似恶意文件，已拒绝',
    ],
    [
      'an absolute path in the zip',
      'abs.docx',
      rawZip([...DOCX_PARTS, { name: '/etc/passwd', data: Buffer.from('x') }]),
      '「abs.docx」包含异常的文件路径，疑似恶意文件，已拒绝',
    ],
    [
      'a backslash path in the zip',
      'win.docx',
      rawZip([...DOCX_PARTS, { name: '..\\evil.bat', data: Buffer.from('x') }]),
      '「win.docx」包含异常的文件路径，疑似恶意文件，已拒绝',
    ],
    [
      'a zip that is no Word file',
      'sheet.docx',
      rawZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]),
      '「sheet.docx」不是有效的Word文档',
    ],
    ['a zip cut short', 'cut.docx', rawZip(DOCX_PARTS).subarray(0, 300), '「cut.docx」已损坏，无法读取，请重新保存后再上传'],
    ['a PNG named .doc', '简历.doc', PNG, '「简历.doc」不是有效的Word文档'],
    ['a PNG named .wps', '简历.wps', PNG, '「简历.wps」不是有效的Word文档'],
    ['an executable named .rtf', '简历.rtf', EXE, '「简历.rtf」不是有效的RTF文档'],
    ['an Excel workbook named .doc', '简历.doc', XLS, '「简历.doc」不是有效的Word文档'],
    ['a PDF named .doc', '简历.doc', pdf, '「简历.doc」不是有效的Word文档'],
    ['a DOCX named .mht', '简历.mht', rawZip(DOCX_PARTS), '「简历.mht」不是有效的网页文件'],
    ['an RTF named .html', '简历.html', RTF, '「简历.html」不是有效的网页文件'],
    [
      'a password-protected Word file',
      '简历.docx',
      Buffer.concat([OLE2, Buffer.alloc(500), Buffer.from('EncryptedPackage', 'utf16le'), Buffer.alloc(500)]),
      '「简历.docx」已加密，请去除密码后再上传',
    ],
  ])('%s', (_what, fileName, buffer, message) => {
    expect(refusal(fileName, buffer)).toEqual({ state: ApiState.badRequest, message });
  });

  it('a file over 10 MB, as too large, before reading it', () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    expect(refusal('简历.pdf', big)).toEqual({ state: ApiState.tooLarge, message: '「简历.pdf」超过10MB，请压缩后再上传' });
  });

  it('names only the file, never the folder it came from', () => {
    expect(refusal('C:\\Users\\hr\\Desktop\\简历.pdf', PNG).message).toBe('「简历.pdf」不是有效的PDF文件');
  });
});

describe('inspectResumeFile accepts', () => {
  it.each([
    ['a text PDF', '简历.PDF', async () => pdf, 'pdf'],
    ['a DOCX', '简历.docx', () => resumeDocx({ table: [['姓名', '张三']], sections: [] }), 'docx'],
    ['a DOCX saved with a .doc name', '简历.doc', () => resumeDocx({ table: [['姓名', '张三']], sections: [] }), 'docx'],
    ['a JPEG photo', '简历.jpg', async () => JPEG, 'image'],
    ['a PNG named .jpeg (either name for either picture)', '简历.jpeg', async () => pngHeader(800, 1100), 'image'],
    ['a legacy Word file', '简历.doc', async () => WORD97, 'doc'],
    ['a WPS file that is Word 97 inside', '简历.wps', async () => WORD97, 'doc'],
    ['a WPS file that is DOCX inside', '简历.wps', () => resumeDocx({ table: [['姓名', '张三']], sections: [] }), 'docx'],
    ['a job board\'s "Word" download that is a GBK HTML page', '简历.doc', async () => JOB_BOARD_HTML, 'html'],
    ['a job board\'s "Word" download that is MHTML', '简历.doc', async () => WORD_MHT, 'mhtml'],
    ['an RTF file', '简历.rtf', async () => RTF, 'rtf'],
    ['an RTF file named .doc (Word\'s "save as RTF", renamed)', '简历.doc', async () => RTF, 'rtf'],
    ['a web archive', '简历.mht', async () => WORD_MHT, 'mhtml'],
    ['a web archive saved with an .html name', '简历.html', async () => WORD_MHT, 'mhtml'],
    ['an HTML page named .mhtml', '简历.mhtml', async () => JOB_BOARD_HTML, 'html'],
    ['Word 2003 XML named .doc', '简历.doc', async () => WORD_2003_XML, 'html'],
    [
      'GBK text cut inside its last character',
      '简历.txt',
      async () =>
        Buffer.concat([
          gbk(
            `姓名：张三\r\n手机：13800138000\r\n工作经历\r\n${'2019.07-至今 腾讯 工程师，负责微信支付清结算系统的设计与开发。\r\n'.repeat(4)}`,
          ),
          Buffer.from([0xd5]),
        ]),
      'txt',
    ],
    ['plain text named .doc', '简历.doc', async () => gbk('姓名：张三\r\n手机：13800138000\r\n'), 'txt'],
    ['UTF-8 text', '简历.txt', async () => Buffer.from('姓名：张三\n手机：13800138000\n'), 'txt'],
    ['GBK text from a Chinese Windows editor', '简历.txt', async () => gbk('姓名：张三\r\n手机：13800138000\r\n工作经历\r\n'), 'txt'],
    [
      'UTF-16 text with its BOM',
      '简历.txt',
      async () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('姓名：张三', 'utf16le')]),
      'txt',
    ],
    [
      'HTML after a BOM and blank lines',
      '简历.htm',
      async () => Buffer.from('\uFEFF\n\n  <!DOCTYPE html><html><body>张三</body></html>'),
      'html',
    ],
  ])('%s', async (_what, fileName, make, kind) => {
    expect(inspectResumeFile({ fileName, buffer: await make() }).kind).toBe(kind);
  });
});

describe('inspectResumeFile tells pictures by their bytes', () => {
  it('gives a JPEG image/jpeg and a PNG image/png, whatever the picture name', () => {
    expect(inspectResumeFile({ fileName: '简历.png', buffer: JPEG })).toEqual({ kind: 'image', mime: 'image/jpeg' });
    expect(inspectResumeFile({ fileName: '简历.jpg', buffer: pngHeader(800, 1100) })).toEqual({ kind: 'image', mime: 'image/png' });
  });
});
