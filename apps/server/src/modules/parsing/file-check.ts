import { ApiState } from '@hh/domain/api/api-state';
import { AppError } from '../../platform/errors';
import { cleanFileName } from '../../platform/file-names';
import { looksLikeMhtml } from './mhtml-text';
import { imageSize, OCR_LIMITS } from './ocr';
import { decodeHtml, decodePlainText, unprintableShare } from './text-encoding';
import { isUnsafeEntryName, readZipDirectory, ZipFormatError } from './zip-directory';

/**
 * The first look at an uploaded resume, before any parser touches it. The kind comes from
 * the bytes, never from the name: the name only says what the user meant to send, so a
 * PNG called 简历.pdf is refused as “not a valid PDF” rather than fed to pdf.js. A name of the
 * Word family (.doc, .docx, .wps, .rtf) takes any word-processing container: job boards send
 * HTML and MHTML pages named .doc, Word users rename .doc and .docx freely, WPS files are OLE2
 * Word or DOCX inside. What is no document (a picture, an executable) stays refused by name.
 */
export type ResumeFileKind = 'pdf' | 'docx' | 'doc' | 'rtf' | 'txt' | 'html' | 'mhtml' | 'image';

export interface InspectedFile {
  kind: ResumeFileKind;
  mime: string;
}

export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
/** Limits on a DOCX's zip, read from its central directory before anything is inflated. */
export const DOCX_LIMITS = { totalUncompressed: 50 * 1024 * 1024, entries: 2_000, ratio: 200, ratioMinSize: 1024 * 1024 };

const MIME: Record<ResumeFileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
  html: 'text/html',
  rtf: 'application/rtf',
  mhtml: 'multipart/related',
  // A photo or scan, read by OCR (ocr.ts); a PNG's is image/png, from its bytes (inspectResumeFile).
  image: 'image/jpeg',
};

const EXTENSION_KIND: Record<string, ResumeFileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  wps: 'doc',
  rtf: 'rtf',
  txt: 'txt',
  html: 'html',
  htm: 'html',
  mht: 'mhtml',
  mhtml: 'mhtml',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
};

const KIND_LABEL: Record<ResumeFileKind, string> = {
  pdf: 'PDF文件',
  docx: 'Word文档',
  doc: 'Word文档',
  txt: '文本文件',
  html: '网页文件',
  rtf: 'RTF文档',
  mhtml: '网页文件',
  image: '图片（JPG/PNG）',
};

const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// An encrypted Office file is an OLE2 container holding a stream of this name (UTF-16LE).
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
// A Word 97–2003 file (and a WPS file saved as Word) keeps its text in a stream of this name; an
// Excel sheet or a Works file is OLE2 too, but without it.
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');

/** The bytes' kinds each name accepts (the name's own kind when not listed). */
const WORD_FAMILY: readonly ResumeFileKind[] = ['docx', 'doc', 'rtf', 'html', 'mhtml', 'txt'];
const NAME_ACCEPTS: Partial<Record<ResumeFileKind, readonly ResumeFileKind[]>> = {
  docx: WORD_FAMILY,
  doc: WORD_FAMILY,
  rtf: WORD_FAMILY,
  txt: ['txt', 'html', 'mhtml', 'rtf'],
  html: ['html', 'mhtml'],
  mhtml: ['mhtml', 'html'],
};

/** The name as shown in messages: the kept name (platform/file-names.ts), shortened to 57 characters around an ellipsis. */
export function displayName(fileName: string): string {
  const chars = Array.from(cleanFileName(fileName, '文件'));
  return chars.length > 60 ? `${chars.slice(0, 28).join('')}…${chars.slice(-28).join('')}` : chars.join('');
}

export function inspectResumeFile(input: { fileName: string; buffer: Buffer }): InspectedFile {
  const { buffer } = input;
  const name = displayName(input.fileName);
  const refuse = (reason: string) => new AppError(ApiState.badRequest, `「${name}」${reason}`);

  const extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  const expected = EXTENSION_KIND[extension];
  if (!expected) throw refuse('的格式不支持，请上传PDF、Word（doc/docx/wps）、RTF、TXT、HTML/MHT格式的简历或JPG/PNG图片');
  if (buffer.length === 0) throw refuse('是空文件，请检查后重新上传');
  if (buffer.length > MAX_RESUME_BYTES) throw new AppError(ApiState.tooLarge, `「${name}」超过10MB，请压缩后再上传`);

  const notValid = refuse(`不是有效的${KIND_LABEL[expected]}`);
  const accepted = NAME_ACCEPTS[expected] ?? [expected];

  // A photo or a scanned page (JPEG or PNG, either name for either): read by OCR; its size from its header, before any decoder.
  const png = buffer.subarray(0, 8).equals(PNG_SIGNATURE);
  if (png || buffer.subarray(0, 3).equals(JPEG_SIGNATURE)) {
    if (expected !== 'image') throw notValid;
    const size = imageSize(buffer);
    if (!size || size.width === 0 || size.height === 0) throw refuse('不是有效的图片，或已损坏');
    if (size.width * size.height > OCR_LIMITS.maxPixels) throw refuse('的图片尺寸过大（超过2500万像素），请缩小后再上传');
    return { kind: 'image', mime: png ? 'image/png' : MIME.image };
  }
  if (isPdf(buffer)) {
    if (expected !== 'pdf') throw notValid;
    checkPdf(buffer, refuse);
    return { kind: 'pdf', mime: MIME.pdf };
  }
  if (buffer.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    if (!accepted.includes('docx')) throw notValid;
    checkDocx(buffer, refuse);
    return { kind: 'docx', mime: MIME.docx };
  }
  if (buffer.subarray(0, 8).equals(OLE2_SIGNATURE)) {
    if (!accepted.includes('doc')) throw notValid;
    if (buffer.includes(ENCRYPTED_PACKAGE)) throw refuse('已加密，请去除密码后再上传');
    if (!buffer.includes(WORD_DOCUMENT_STREAM)) throw notValid;
    return { kind: 'doc', mime: MIME.doc };
  }
  const kind = textKind(buffer);
  if (!kind || !accepted.includes(kind)) throw notValid;
  return { kind, mime: MIME[kind] };
}

/**
 * The kind of a file that is text at heart: RTF by its `{\rtf` opening; MHTML by its MIME headers
 * (mhtml-text.ts); HTML (Word's "save as web page", a job board's download) by an opening tag
 * of a page, in the charset its meta names; else plain text (decodePlainText).
 * Null when the bytes are none of these (binary, or mostly unprintable once decoded).
 */
function textKind(buffer: Buffer): 'rtf' | 'mhtml' | 'html' | 'txt' | null {
  const head = buffer.toString('latin1', 0, Math.min(buffer.length, 1024)).replace(/^(?:\xEF\xBB\xBF)?\s*/, '');
  if (head.startsWith('{\\rtf')) return 'rtf';
  if (looksLikeMhtml(buffer)) return 'mhtml';
  const html = decodeHtml(buffer);
  if (html !== null && looksLikeHtml(html)) return unprintableShare(html) > 0.01 ? null : 'html';
  const text = decodePlainText(buffer);
  return text !== null && unprintableShare(text) <= 0.01 ? 'txt' : null;
}

/** A page opens with a tag, and a tag that only pages have comes early (Word 2003 XML, `<w:wordDocument>`, counts: it is read as a page of paragraphs). */
export function looksLikeHtml(text: string): boolean {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (!start.startsWith('<')) return false;
  return /<(?:!doctype\s+html|html|head|body|meta|title|table|div|p|span|font|br|h[1-6]|w:wordDocument)\b/i.test(start.slice(0, 65_536));
}

function isPdf(buffer: Buffer): boolean {
  // The header may follow up to 1 KB of junk (some mail gateways prepend bytes); readers accept that.
  return buffer.subarray(0, 1024).includes('%PDF-');
}

function checkPdf(buffer: Buffer, refuse: (reason: string) => AppError): void {
  // A complete PDF ends with %%EOF (some writers append a few bytes after it).
  if (!buffer.subarray(Math.max(0, buffer.length - 2048)).includes('%%EOF')) throw refuse('不完整或已损坏，请重新导出后再上传');
  // The trailer (or the cross-reference stream) of an encrypted PDF names its /Encrypt dictionary.
  if (hasEncryptEntry(buffer)) throw refuse('已加密，请去除密码后再上传');
}

function hasEncryptEntry(buffer: Buffer): boolean {
  for (let i = buffer.indexOf('/Encrypt'); i >= 0; i = buffer.indexOf('/Encrypt', i + 8)) {
    if (/^\s*(\d+\s+\d+\s+R|<<)/.test(buffer.toString('latin1', i + 8, i + 40))) return true;
  }
  return false;
}

/**
 * The one check of a Word (DOCX) package, for resumes and for every other upload that takes Word
 * files (complaint evidence, chat files, work samples; attachment-check.ts): its zip is judged by
 * its central directory before anything is inflated — entry count, declared sizes and ratios
 * (zip bombs), paths, encryption — and it must hold a Word document.
 */
export function checkDocx(buffer: Buffer, refuse: (reason: string) => AppError): void {
  let entries: ReturnType<typeof readZipDirectory>;
  try {
    entries = readZipDirectory(buffer, DOCX_LIMITS.entries);
  } catch (e) {
    if (e instanceof ZipFormatError && e.message.startsWith('entries:')) throw refuse('包含的文件过多，疑似恶意文件，已拒绝');
    throw refuse('已损坏，无法读取，请重新保存后再上传');
  }
  let total = 0;
  for (const entry of entries) {
    if (isUnsafeEntryName(entry.name)) throw refuse('包含异常的文件路径，疑似恶意文件，已拒绝');
    if (entry.flags & 0x1) throw refuse('已加密，请去除密码后再上传');
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (ratio > DOCX_LIMITS.ratio && entry.uncompressedSize > DOCX_LIMITS.ratioMinSize) throw refuse('压缩比异常，疑似压缩炸弹，已拒绝');
  }
  if (total > DOCX_LIMITS.totalUncompressed) throw refuse('解压后超过50MB，疑似压缩炸弹，已拒绝');
  if (!entries.some((e) => e.name === 'word/document.xml')) throw refuse('不是有效的Word文档');
}
