/** library: backups of the company resume library and their export history — the manager's (role 30). */
import { backupPageSchema, exportLogPageSchema, pageQuerySchema } from '@hh/domain/library/library.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ConsultantActor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { sendFile, ZIP_TYPE } from '../../platform/file-reply';
import type { LibraryBackupService } from './library-backup.service';

const manager = { access: access.consultant([30]) };
const me = (request: { actor: unknown }) => request.actor as ConsultantActor;

export const libraryBackupRoutes = (backups: LibraryBackupService): FastifyPluginAsyncZod =>
  async function libraryBackups(app) {
    app.get(
      '/api/companyTalentLib/backup/task',
      { config: manager, schema: { querystring: pageQuerySchema, response: { 200: envelopeOf(backupPageSchema) } } },
      async (request) => ok(await backups.list(me(request), request.query)),
    );
    // The spec makes creation a GET; it queues a backup job and answers its id.
    app.get(
      '/api/companyTalentLib/backup/task/create',
      { config: manager, schema: { response: { 200: envelopeOf(z.object({ id: z.string() })) } } },
      async (request) => ok(await backups.create(me(request)), '备份任务已创建'),
    );
    app.get(
      '/api/companyTalentLib/backup/file/logs',
      { config: manager, schema: { querystring: pageQuerySchema, response: { 200: envelopeOf(exportLogPageSchema) } } },
      async (request) => ok(await backups.logs(me(request), request.query)),
    );
    app.get(
      '/api/companyTalentLib/backup/file/logs/create/:taskId',
      { config: manager, schema: { params: z.object({ taskId: z.string() }) } },
      async (request, reply) => {
        const { stream, size, fileName } = await backups.download(me(request), request.params.taskId);
        return sendFile(reply, { stream, size, fileName, contentType: ZIP_TYPE });
      },
    );
  };
