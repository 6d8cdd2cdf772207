/** library: the upload records of spec 001 — three tabs with their counts, and the Excel export. */
import {
  UPLOAD_SOURCE_LABELS,
  type UploadSource,
  uploadCountsSchema,
  uploadListQuerySchema,
  uploadRecordPageSchema,
} from '@hh/domain/library/library.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { sendFile, XLSX_TYPE } from '../../platform/file-reply';
import type { UploadRecordsService } from './upload-records.service';

const consultant = { access: access.consultant() };
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;
const day = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export const uploadRecordsRoutes = (records: UploadRecordsService): FastifyPluginAsyncZod =>
  async function uploadRecords(app) {
    app.get(
      '/api/usermanager/resumeUploadList',
      { config: consultant, schema: { querystring: uploadListQuerySchema, response: { 200: envelopeOf(uploadRecordPageSchema) } } },
      async (request) => ok(await records.list(me(request), request.query)),
    );
    app.get(
      '/api/usermanager/getListLogCount',
      { config: consultant, schema: { response: { 200: envelopeOf(uploadCountsSchema) } } },
      async (request) => ok(await records.counts(me(request))),
    );
    app.get(
      '/api/usermanager/resumeUploadLogExcel',
      { config: consultant, schema: { querystring: z.object({ source: uploadListQuerySchema.shape.source }) } },
      async (request, reply) => {
        const source = request.query.source as UploadSource;
        const buffer = await records.excel(me(request), source);
        return sendFile(reply, { buffer, fileName: `上传记录-${UPLOAD_SOURCE_LABELS[source]}-${day()}.xlsx`, contentType: XLSX_TYPE });
      },
    );
  };
