import { ApiState } from '@hh/domain/api/api-state';
import type { ConsultantActor } from '../../platform/actor';
import { AppError, notFound } from '../../platform/errors';
import { tooLargeMessage } from '../../platform/file-kinds';
import { cleanFileName } from '../../platform/file-names';
import type { FileStorage } from '../../platform/file-storage';
import { isId, newId } from '../../platform/ids';
import { inspectAttachment } from '../parsing/parsing.service';
import type { ComplaintsRepository } from './complaints.repository';

/** What a case may carry: pictures (screenshots), PDF and Word files, told by their first bytes. */
const CASE_FILE_KINDS = ['jpg', 'png', 'pdf', 'docx'] as const;

/** Evidence files of complaint cases, in the platform's file storage. */
export class ComplaintFilesService {
  constructor(
    private readonly repo: ComplaintsRepository,
    private readonly storage: FileStorage,
  ) {}

  async upload(actor: ConsultantActor, fileName: string, buffer: Buffer, truncated: boolean) {
    if (truncated) throw new AppError(ApiState.tooLarge, tooLargeMessage(fileName));
    const kind = inspectAttachment({ fileName, buffer, allowed: CASE_FILE_KINDS, notAllowed: '证据只支持JPG、PNG、PDF和Word（docx）文件' });
    const stored = await this.storage.put(buffer, { folder: 'complaints', extension: kind.kind });
    const id = newId();
    const name = cleanFileName(fileName, `证据.${kind.kind}`);
    await this.repo.saveFile({ id, uploaderId: actor.userId, name, mime: kind.mime, size: stored.size, storageKey: stored.key });
    return { id, name, size: stored.size };
  }

  /** A file of a case the caller may read (its case decides), or 404. */
  async open(caseId: string, fileId: string) {
    if (!isId(fileId)) throw notFound('文件不存在');
    const file = (await this.repo.filesOf(caseId)).find((f) => f.id === fileId);
    if (!file) throw notFound('文件不存在');
    return { fileName: file.name, contentType: file.mime, buffer: await this.storage.get(file.storageKey), inline: true };
  }
}
