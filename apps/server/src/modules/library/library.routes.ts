/**
 * library: the firm's company resume library (spec 000 §7 "Company talent library") — its
 * resumes, single uploads, bulk import tasks with per-file outcomes, capacity, backups — and the
 * upload records of spec 001. Resumes enter through LibraryService.intake (upload, import; later
 * mail and plugin). The library must be open for the firm (companyResumeOpen).
 */
import { ApiState } from '@hh/domain/api/api-state';
import { libraryEndpoints as api } from '@hh/domain/library/library.endpoints';
import { IMPORT_MAX_FILES, IMPORT_MAX_ZIP_BYTES } from '@hh/domain/library/library.schema';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { sendFile, XLSX_TYPE } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import type { LibraryService } from './library.service';
import type { LibraryImportService } from './library-import.service';
import { taskListWorkbook } from './upload-records.service';

const day = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export function libraryRoutes(router: Router, library: LibraryService, imports: LibraryImportService): void {
  router.consultant(api.list, async ({ actor, body }) => ok(await library.list(actor, body)));
  router.consultant(api.detail, async ({ actor, query }) => ok(await library.detail(actor, query.id)));
  router.consultant(api.modify, async ({ actor, body }) => ok(await library.modify(actor, body), '保存成功'));
  // The audited reveal of one contact (our path): the detail shows them masked.
  router.consultant(api.revealContact, async ({ actor, params, body, request }) =>
    ok(await library.revealContact(actor, params.id, body.type, request.ip)),
  );
  router.consultant(api.phoneCheck, async ({ actor, body }) => ok(await library.phoneCheck(actor, body.phone)));
  router.consultant(api.capacity, async ({ actor }) => ok(await library.capacity(actor)));

  // One resume into the library (our path): answered with its outcome at once.
  router.consultant(api.upload, async ({ actor, request }) => {
    if (!request.isMultipart()) throw new AppError(ApiState.badRequest, '请选择要上传的简历文件');
    const part = await request.file();
    if (!part) throw new AppError(ApiState.badRequest, '请选择要上传的简历文件');
    const buffer = await part.toBuffer();
    const result = await library.upload(actor, part.filename || '未命名文件', buffer, part.file.truncated);
    return ok(result, result.message);
  });

  // Bulk import (our path): many files or one zip; stored, queued, answered with the task id.
  router.consultant(api.createTask, async ({ actor, request }) => {
    if (!request.isMultipart()) throw new AppError(ApiState.badRequest, '请选择要导入的简历文件或压缩包');
    const files: { fileName: string; buffer: Buffer; truncated: boolean }[] = [];
    try {
      for await (const part of request.files({
        limits: { fileSize: IMPORT_MAX_ZIP_BYTES, files: IMPORT_MAX_FILES, parts: IMPORT_MAX_FILES + 10 },
      })) {
        const buffer = await part.toBuffer();
        files.push({ fileName: part.filename || '未命名文件', buffer, truncated: part.file.truncated });
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
        throw new AppError(ApiState.badRequest, `一次最多导入${IMPORT_MAX_FILES}个文件，更多请打包成zip`);
      }
      throw error;
    }
    if (files.length === 0) throw new AppError(ApiState.badRequest, '请选择要导入的简历文件或压缩包');
    return ok(await imports.create(actor, files), '导入任务已创建');
  });
  router.consultant(api.tasks, async ({ actor, scope, query }) => ok(await imports.list(actor, scope, query)));
  router.consultant(api.taskDetails, async ({ actor, scope, query }) => ok(await imports.details(actor, scope, query)));
  router.consultant(api.lastTask, async ({ actor }) => ok(await imports.last(actor)));
  // Opened in a new window (spec 001): the task list as .xlsx.
  router.consultant(api.taskListExcel, async ({ actor, scope, query, reply }) => {
    const buffer = await taskListWorkbook(await imports.all(actor, scope, query.state));
    return sendFile(reply, { buffer, fileName: `简历库导入任务-${day()}.xlsx`, contentType: XLSX_TYPE });
  });
}
