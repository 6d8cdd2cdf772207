import { ApiState } from '@hh/domain/api/api-state';
import { AppError } from '../../platform/errors';
import { cleanFileName } from '../../platform/file-names';
import { decodeText, unprintableShare } from './text-encoding';
import { isUnsafeEntryName, readZipDirectory, ZipFormatError } from './zip-directory';

/**
 * The first look at an uploaded resume, before any parser touches it. The kind comes from
 * the bytes, never from the name: the name only says what the user meant to send, so a
 * PNG called 简历.pdf is refused as “not a valid PDF” rather than fed to pdf.js.
 */
export type ResumeFileKind = 'pdf' | 'docx' | 'doc' | 'txt' | 'html';

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
};

const EXTENSION_KIND: Record<string, ResumeFileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  txt: 'txt',
  html: 'html',
  htm: 'html',
};

const KIND_LABEL: Record<ResumeFileKind, string> = {
  pdf: 'PDF文件',
  docx: 'Word文档',
  doc: 'Word文档',
  txt: '文本文件',
  html: '网页文件',
};

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// An encrypted Office file is an OLE2 container holding a stream of this name (UTF-16LE).
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

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
  if (!expected) throw refuse('的格式不支持，请上传PDF、Word（doc/docx）、TXT或HTML格式的简历');
  if (buffer.length === 0) throw refuse('是空文件，请检查后重新上传');
  if (buffer.length > MAX_RESUME_BYTES) throw new AppError(ApiState.tooLarge, `「${name}」超过10MB，请压缩后再上传`);

  const notValid = refuse(`不是有效的${KIND_LABEL[expected]}`);
  const wordFamily = expected === 'docx' || expected === 'doc';

  if (isPdf(buffer)) {
    if (expected !== 'pdf') throw notValid;
    checkPdf(buffer, refuse);
    return { kind: 'pdf', mime: MIME.pdf };
  }
  if (buffer.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    // Word users rename .doc and .docx freely; either name is fine for either Word format.
    if (!wordFamily) throw notValid;
    checkDocx(buffer, refuse);
    return { kind: 'docx', mime: MIME.docx };
  }
  if (buffer.subarray(0, 8).equals(OLE2_SIGNATURE)) {
    if (!wordFamily) throw notValid;
    if (buffer.includes(ENCRYPTED_PACKAGE)) throw refuse('已加密，请去除密码后再上传');
    return { kind: 'doc', mime: MIME.doc };
  }
  if (expected === 'txt' || expected === 'html') {
    const decoded = decodeText(buffer);
    if (!decoded || unprintableShare(decoded.text) > 0.01) throw notValid;
    if (expected === 'html') {
      if (!/^\s*</.test(decoded.text.replace(/^\uFEFF/, ''))) throw notValid;
      return { kind: 'html', mime: MIME.html };
    }
    return { kind: 'txt', mime: MIME.txt };
  }
  throw notValid;
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
