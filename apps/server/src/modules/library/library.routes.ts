/**
 * library: the firm's company resume library (spec 000 §7 "Company talent library") — its
 * resumes, single uploads, bulk import tasks with per-file outcomes, capacity, backups — and the
 * upload records of spec 001. Resumes enter through LibraryService.intake (upload, import; later
 * mail and plugin). The library must be open for the firm (companyResumeOpen).
 */
import { ApiState } from '@hh/domain/api/api-state';
import { UPLOAD_MAX_BYTES } from '@hh/domain/candidates/upload.schema';
import {
  capacitySchema,
  IMPORT_MAX_FILES,
  IMPORT_MAX_ZIP_BYTES,
  libraryContactAnswerSchema,
  libraryContactSchema,
  libraryDetailSchema,
  libraryListQuerySchema,
  libraryModifySchema,
  libraryPageSchema,
  phoneCheckAnswerSchema,
  phoneCheckSchema,
  singleUploadSchema,
  taskCreatedSchema,
  taskDetailPageSchema,
  taskDetailQuerySchema,
  taskListQuerySchema,
  taskPageSchema,
  taskRowSchema,
} from '@hh/domain/library/library.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { sendFile, XLSX_TYPE } from '../../platform/file-reply';
import type { LibraryService } from './library.service';
import type { LibraryImportService } from './library-import.service';
import { taskListWorkbook } from './upload-records.service';

const consultant = { access: access.consultant() };
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;
const day = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export const libraryRoutes = (library: LibraryService, imports: LibraryImportService): FastifyPluginAsyncZod =>
  async function companyLibrary(app) {
    app.post(
      '/api/companyTalentLib/resume/list',
      { config: consultant, schema: { body: libraryListQuerySchema, response: { 200: envelopeOf(libraryPageSchema) } } },
      async (request) => ok(await library.list(me(request), request.body)),
    );
    app.get(
      '/api/companyTalentLib/resume/detail',
      {
        config: consultant,
        schema: {
          querystring: z.object({ id: z.string({ error: '请提供简历ID' }).trim() }),
          response: { 200: envelopeOf(libraryDetailSchema) },
        },
      },
      async (request) => ok(await library.detail(me(request), request.query.id)),
    );
    app.post(
      '/api/companyTalentLib/resume/modify',
      { config: consultant, schema: { body: libraryModifySchema, response: { 200: envelopeOf(libraryDetailSchema) } } },
      async (request) => ok(await library.modify(me(request), request.body), '保存成功'),
    );
    // The audited reveal of one contact (our path): the detail shows them masked.
    app.post(
      '/api/companyTalentLib/resume/contact/:id',
      {
        config: consultant,
        schema: {
          params: z.object({ id: z.string().trim() }),
          body: libraryContactSchema,
          response: { 200: envelopeOf(libraryContactAnswerSchema) },
        },
      },
      async (request) => ok(await library.revealContact(me(request), request.params.id, request.body.type, request.ip)),
    );
    app.post(
      '/api/companyTalentLib/phone/check',
      { config: consultant, schema: { body: phoneCheckSchema, response: { 200: envelopeOf(phoneCheckAnswerSchema) } } },
      async (request) => ok(await library.phoneCheck(me(request), request.body.phone)),
    );
    app.get(
      '/api/companyTalentLib/task/capacity',
      { config: consultant, schema: { response: { 200: envelopeOf(capacitySchema) } } },
      async (request) => ok(await library.capacity(me(request))),
    );

    // One resume into the library (our path): answered with its outcome at once.
    app.post(
      '/api/companyTalentLib/resume/upload',
      { config: consultant, bodyLimit: UPLOAD_MAX_BYTES * 2, schema: { response: { 200: envelopeOf(singleUploadSchema) } } },
      async (request) => {
        if (!request.isMultipart()) throw new AppError(ApiState.badRequest, '请选择要上传的简历文件');
        const part = await request.file();
        if (!part) throw new AppError(ApiState.badRequest, '请选择要上传的简历文件');
        const buffer = await part.toBuffer();
        const result = await library.upload(me(request), part.filename || '未命名文件', buffer, part.file.truncated);
        return ok(result, result.message);
      },
    );

    // Bulk import (our path): many files or one zip; stored, queued, answered with the task id.
    app.post(
      '/api/companyTalentLib/task/create',
      { config: consultant, bodyLimit: IMPORT_MAX_ZIP_BYTES + 1024 * 1024, schema: { response: { 200: envelopeOf(taskCreatedSchema) } } },
      async (request) => {
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
        return ok(await imports.create(me(request), files), '导入任务已创建');
      },
    );
    app.get(
      '/api/companyTalentLib/task/list',
      { config: consultant, schema: { querystring: taskListQuerySchema, response: { 200: envelopeOf(taskPageSchema) } } },
      async (request) => ok(await imports.list(me(request), request.query)),
    );
    app.get(
      '/api/companyTalentLib/task/detail/list',
      { config: consultant, schema: { querystring: taskDetailQuerySchema, response: { 200: envelopeOf(taskDetailPageSchema) } } },
      async (request) => ok(await imports.details(me(request), request.query)),
    );
    app.get(
      '/api/companyTalentLib/task/last',
      { config: consultant, schema: { response: { 200: envelopeOf(taskRowSchema.nullable()) } } },
      async (request) => ok(await imports.last(me(request))),
    );
    // Opened in a new window (spec 001): the task list as .xlsx.
    app.get(
      '/api/companyTalentLib/taskListExcel',
      { config: consultant, schema: { querystring: z.object({ state: taskListQuerySchema.shape.state }) } },
      async (request, reply) => {
        const buffer = await taskListWorkbook(await imports.all(me(request), request.query.state));
        return sendFile(reply, { buffer, fileName: `简历库导入任务-${day()}.xlsx`, contentType: XLSX_TYPE });
      },
    );
  };
