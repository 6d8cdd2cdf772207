import { cleanFileName } from './file-names';

/**
 * Small uploaded files (complaint evidence, chat pictures and files) told by their first bytes,
 * never by their name: the name only says what the user meant to send. The bytes' kind is not
 * the whole check: a Word file is a zip that must pass the package check too, so uploads go
 * through `inspectAttachment` (modules/parsing/parsing.service.ts), which uses this table.
 * Resumes have their own, deeper check (modules/parsing/file-check.ts).
 */
export interface FileKind {
  kind: 'jpg' | 'png' | 'gif' | 'pdf' | 'docx';
  mime: string;
  /** A picture a browser shows inline as it is. */
  image: boolean;
  magic: readonly number[];
}

export const FILE_KINDS: readonly FileKind[] = [
  { kind: 'jpg', mime: 'image/jpeg', image: true, magic: [0xff, 0xd8, 0xff] },
  { kind: 'png', mime: 'image/png', image: true, magic: [0x89, 0x50, 0x4e, 0x47] },
  { kind: 'gif', mime: 'image/gif', image: true, magic: [0x47, 0x49, 0x46, 0x38] },
  { kind: 'pdf', mime: 'application/pdf', image: false, magic: [0x25, 0x50, 0x44, 0x46] },
  {
    kind: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    image: false,
    magic: [0x50, 0x4b, 0x03, 0x04],
  },
];

/** The kind of these bytes among the allowed ones, or null. */
export function sniffFileKind(buffer: Buffer, allowed: readonly FileKind['kind'][]): FileKind | null {
  return FILE_KINDS.find((k) => allowed.includes(k.kind) && k.magic.every((b, i) => buffer[i] === b)) ?? null;
}

/** The one refusal of a file over the upload limit (docs/API.md › Uploads), naming it as it would be kept. */
export function tooLargeMessage(fileName: string): string {
  return `「${cleanFileName(fileName, '文件')}」超过10MB，请压缩后再上传`;
}
