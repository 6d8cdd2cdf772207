import type { DataScope } from '@hh/domain/accounts/scope';
import { ApiState } from '@hh/domain/api/api-state';
import type { UploadedFile } from '@hh/domain/candidates/upload.schema';
import { normalizePhone } from '@hh/domain/people/phone';
import type { ConsultantActor } from '../../platform/actor';
import { AppError, notFound } from '../../platform/errors';
import { sniffFileKind, tooLargeMessage } from '../../platform/file-kinds';
import { cleanFileName } from '../../platform/file-names';
import type { FileStorage } from '../../platform/file-storage';
import { isId, newId } from '../../platform/ids';
import { draftOf, inspectResumeFile, type ResumeParsing, reviewOf } from '../parsing/parsing.service';
import type { CandidatesService } from './candidates.service';
import type { ResumeFilesRepository } from './resume-files.repository';

/** The text beside the parsed fields is for reading, not for storage: keep the answer small. */
const TEXT_LIMIT = 20_000;

/**
 * Upload a resume: each file is checked and parsed in the worker pool (a bad file is refused
 * with its own message and never affects the others), the original is kept, and the draft is
 * answered with the duplicate status of its phone or e-mail. Nothing enters the talent
 * library until the consultant saves the corrected draft (CandidatesService.create).
 */
export class UploadService {
  constructor(
    private readonly parsing: ResumeParsing,
    private readonly storage: FileStorage,
    private readonly files: ResumeFilesRepository,
    private readonly candidates: CandidatesService,
  ) {}

  async parseOne(actor: ConsultantActor, rawName: string, buffer: Buffer): Promise<UploadedFile> {
    const fileName = cleanFileName(rawName, '未命名文件');
    const refused = (message: string): UploadedFile => ({
      fileName,
      ok: false,
      message,
      fileId: null,
      kind: null,
      resume: null,
      duplicate: null,
      review: null,
      text: '',
    });
    const outcome = await this.parsing.parse(fileName, buffer);
    if (!outcome.ok) return refused(outcome.message);

    // The parser's notes go in `review` (reviewOf below), not in the resume the answer's schema describes.
    const resume = draftOf(outcome.resume);
    const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? outcome.kind) : outcome.kind;
    const stored = await this.storage.put(buffer, { folder: 'resumes', extension });
    const fileId = newId();
    await this.files.saveFile({
      id: fileId,
      personId: null,
      firmId: actor.firmId,
      uploadedBy: actor.userId,
      fileName,
      mime: mimeOf(outcome.kind, buffer),
      size: stored.size,
      storageKey: stored.key,
      sha256: stored.sha256,
    });
    const phone = resume.commonResume.phone ? normalizePhone(resume.commonResume.phone) : '';
    const duplicate = phone
      ? await this.candidates.duplicate(actor, 'phone', phone)
      : resume.commonResume.email
        ? await this.candidates.duplicate(actor, 'email', resume.commonResume.email)
        : null;
    return {
      fileName,
      ok: true,
      message: duplicate?.exists ? duplicate.message : '解析完成，请核对后保存',
      fileId,
      kind: outcome.kind,
      resume,
      duplicate,
      review: reviewOf(outcome.resume),
      text: outcome.text.slice(0, TEXT_LIMIT),
    };
  }

  /** The resumes uploaded in talent management within the scope, newest first (the upload records' first tab). */
  async uploadRecords(scope: DataScope, offset: number, limit: number) {
    const { rows, total } = await this.files.uploadRecords(scope.firmId, scope.userIds, offset, limit);
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        fileName: r.fileName,
        uploaderName: r.uploaderName,
        createTime: r.createdAt.getTime(),
        saved: r.personId !== null,
      })),
    };
  }

  uploadCount(scope: DataScope) {
    return this.files.uploadCount(scope.firmId, scope.userIds);
  }

  /**
   * A work sample (portfolio, certificate, picture) attached to a candidate the caller may see:
   * PDF, Word, JPG or PNG, checked by its bytes.
   */
  async uploadWork(actor: ConsultantActor, scope: DataScope, candidateId: string, rawName: string, buffer: Buffer, truncated: boolean) {
    const record = await this.candidates.recordInScope(scope, candidateId);
    const fileName = cleanFileName(rawName, '未命名文件');
    if (truncated) throw new AppError(ApiState.tooLarge, tooLargeMessage(fileName));
    const kind = workSampleKind(fileName, buffer);
    const stored = await this.storage.put(buffer, { folder: 'works', extension: kind });
    const id = newId();
    await this.files.saveFile({
      id,
      personId: record.personId,
      firmId: actor.firmId,
      uploadedBy: actor.userId,
      fileName,
      purpose: 'work',
      mime: mimeOf(kind),
      size: stored.size,
      storageKey: stored.key,
      sha256: stored.sha256,
    });
    return { id, fileName, purpose: 'work' as const, mime: mimeOf(kind), size: stored.size, createTime: Date.now() };
  }

  /** The original file, for its uploader or for anyone who may see the candidate it belongs to. */
  async original(actor: ConsultantActor, scope: DataScope, fileId: string) {
    if (!isId(fileId)) throw notFound('文件不存在');
    const file = await this.files.fileOfFirm(fileId, actor.firmId);
    if (!file) throw notFound('文件不存在');
    if (file.uploadedBy !== actor.userId) {
      if (!file.personId) throw notFound('文件不存在');
      await this.candidates.detailAccess(scope, file.personId);
    }
    try {
      return { file, content: await this.storage.get(file.storageKey) };
    } catch {
      throw new AppError(ApiState.notFound, '文件已丢失，请重新上传');
    }
  }
}

const IMAGE_SIGNATURES: [string, number[]][] = [
  ['jpg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The kind of a work sample from its bytes: an image, or a PDF/Word file that passes the resume checks. */
function workSampleKind(fileName: string, buffer: Buffer): string {
  if (buffer.length === 0) throw new AppError(ApiState.badRequest, `「${fileName}」是空文件`);
  for (const [kind, magic] of IMAGE_SIGNATURES) if (magic.every((byte, i) => buffer[i] === byte)) return kind;
  const inspected = inspectResumeFile({ fileName, buffer });
  if (inspected.kind !== 'pdf' && inspected.kind !== 'docx')
    throw new AppError(ApiState.badRequest, '作品只支持PDF、Word（docx）、JPG和PNG文件');
  return inspected.kind;
}

/** The type a kept file is served with; a resume photo's kind is `image`, and whether JPEG or PNG its bytes say. */
export function mimeOf(kind: string, bytes?: Buffer): string {
  if (kind === 'image') return (bytes && sniffFileKind(bytes, ['jpg', 'png'])?.mime) ?? 'application/octet-stream';
  return (
    {
      jpg: 'image/jpeg',
      png: 'image/png',
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      doc: 'application/msword',
      txt: 'text/plain; charset=utf-8',
      html: 'text/html; charset=utf-8',
      rtf: 'application/rtf',
      mhtml: 'multipart/related',
    }[kind] ?? 'application/octet-stream'
  );
}
