/**
 * Order files: export of the filtered orders by e-mail (a job builds the .xlsx) and resume
 * downloads of one order (.docx) or several (.zip), with the download setting's options.
 */

import { downloadSettingSchema, resumeDownloadQuerySchema } from '@hh/domain/orders/download-setting';
import { orderExportSchema } from '@hh/domain/orders/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { sendFile } from '../../platform/file-reply';
import type { OrderExportService } from './order-export.service';
import type { ResumeDownloadService } from './resume-download.service';

const consultant = { access: access.consultant() };
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;

export const orderFilesRoutes = (exports: OrderExportService, downloads: ResumeDownloadService): FastifyPluginAsyncZod =>
  async function orderFiles(app) {
    app.post(
      '/api/order/export',
      { config: consultant, schema: { body: orderExportSchema, response: { 200: envelopeOf(z.object({ message: z.string() })) } } },
      async (request) => {
        const answer = await exports.request(me(request), request.body);
        return ok(answer, answer.message);
      },
    );
    app.get(
      '/api/resumes/download-setting.json',
      { config: consultant, schema: { response: { 200: envelopeOf(downloadSettingSchema) } } },
      async () => ok(downloads.setting()),
    );
    app.get(
      '/api/order/resume/:api/download',
      { config: consultant, schema: { params: z.object({ api: z.string().max(20) }), querystring: resumeDownloadQuerySchema } },
      async (request, reply) => {
        // The spec's {api} names the file kind; Word is the one we build.
        if (request.params.api !== 'word') throw notFound('不支持的下载类型');
        const q = request.query;
        const orderIds = q.orderId
          ? [q.orderId]
          : (q.orderIds ?? '')
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean);
        const file = await downloads.download(me(request), { orderIds, resumeName: q.resumeName, filterField: q.filterField }, request.ip);
        return sendFile(reply, file);
      },
    );
  };
