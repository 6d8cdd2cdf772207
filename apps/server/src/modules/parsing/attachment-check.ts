import { ApiState } from '@hh/domain/api/api-state';
import { AppError } from '../../platform/errors';
import { type FileKind, sniffFileKind } from '../../platform/file-kinds';
import { checkDocx, displayName } from './file-check';

/**
 * The first look at an uploaded file that is kept but not parsed (complaint evidence, chat files):
 * its kind from its bytes among the ones the route allows, and a Word file through the same
 * package check as a resume (checkDocx: zip bombs, path tricks, encryption) before anything
 * stores it. Refusals name the file and say why, in Chinese (422).
 */
export function inspectAttachment(input: {
  fileName: string;
  buffer: Buffer;
  allowed: readonly FileKind['kind'][];
  /** What the route takes, said when the bytes are none of it. */
  notAllowed: string;
}): FileKind {
  const name = displayName(input.fileName);
  const refuse = (reason: string) => new AppError(ApiState.badRequest, `「${name}」${reason}`);
  if (input.buffer.length === 0) throw refuse('是空文件');
  const kind = sniffFileKind(input.buffer, input.allowed);
  if (!kind) throw new AppError(ApiState.badRequest, input.notAllowed);
  if (kind.kind === 'docx') checkDocx(input.buffer, refuse);
  return kind;
}
