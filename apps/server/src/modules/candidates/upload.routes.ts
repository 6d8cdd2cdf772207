/** candidates: uploading resumes to parse them, and reading the originals back. */
import { ApiState } from '@hh/domain/api/api-state';
import { candidateEndpoints as api } from '@hh/domain/candidates/candidates.endpoints';
import { UPLOAD_MAX_FILES, type UploadedFile } from '@hh/domain/candidates/upload.schema';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import type { Router } from '../../platform/route';
import type { UploadService } from './upload.service';

export function uploadRoutes(router: Router, service: UploadService): void {
  // @fastify/multipart is registered once, in app.ts, with these uploads' limits as its defaults.
  router.consultant(api.upload, async ({ actor, request }) => {
    if (!request.isMultipart()) throw new AppError(ApiState.badRequest, '请选择要上传的简历文件');
    const pending: Promise<UploadedFile>[] = [];
    try {
      for await (const part of request.files()) {
        const buffer = await part.toBuffer();
        const fileName = part.filename || '未命名文件';
        if (part.file.truncated) {
          // One rule for every upload (docs/API.md › Uploads): an oversized file refuses the whole request with 413.
          // Drafts already parsed from earlier files stay unsaved and the hourly cleanup removes them.
          await Promise.allSettled(pending);
          throw new AppError(ApiState.tooLarge, `「${fileName}」超过10MB，请压缩后再上传`);
        }
        // Parsing runs in the pool while the next file is read.
        pending.push(service.parseOne(actor, fileName, buffer));
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
        throw new AppError(ApiState.badRequest, `一次最多上传${UPLOAD_MAX_FILES}份简历`);
      }
      throw error;
    }
    if (pending.length === 0) throw new AppError(ApiState.badRequest, '请选择要上传的简历文件');
    return ok({ files: await Promise.all(pending) });
  });

  // A work sample for a candidate (spec: POST /candidate/work/{userId}.json, multipart).
  router.consultant(api.uploadWork, async ({ actor, scope, params, request }) => {
    if (!request.isMultipart()) throw new AppError(ApiState.badRequest, '请选择要上传的作品文件');
    const part = await request.file();
    if (!part) throw new AppError(ApiState.badRequest, '请选择要上传的作品文件');
    const buffer = await part.toBuffer();
    const userId = params.userId.replace(/\.json$/, '');
    return ok(await service.uploadWork(actor, scope, userId, part.filename || '未命名文件', buffer, part.file.truncated), '作品已上传');
  });

  // The original of an uploaded resume (spec: /candidate/resume/{id}), shown beside the parsed fields.
  router.consultant(api.original, async ({ actor, scope, params, reply }) => {
    const { file, content } = await service.original(actor, scope, params.id);
    const inline = file.mime.startsWith('application/pdf') || file.mime.startsWith('text/') || file.mime.startsWith('image/');
    reply.header('content-type', file.mime.startsWith('text/html') ? 'text/plain; charset=utf-8' : file.mime);
    reply.header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    return reply.send(content);
  });
}
