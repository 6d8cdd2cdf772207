/**
 * ops: the platform console's own pages. This file owns the mail outbox (/ops/outbox): the
 * messages written to DATA_DIR/outbox while no SMTP server is set, for the platform admin only.
 */
import { outboxListQuerySchema, outboxListSchema, outboxMessageSchema } from '@hh/domain/ops/outbox.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import { envelopeOf, ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { listOutbox, readOutboxMessage, readOutboxRaw } from '../../platform/mailer';

const adminOnly = access.staff(['admin']);
const MISSING = '邮件不存在';

export const outboxRoutes = (outboxDir: string): FastifyPluginAsyncZod =>
  async function outbox(app) {
    app.get(
      '/api/ops/outbox',
      { config: { access: adminOnly }, schema: { querystring: outboxListQuerySchema, response: { 200: envelopeOf(outboxListSchema) } } },
      async (request) => {
        const { pageNo, pageSize } = request.query;
        const page = await listOutbox(outboxDir, { limit: pageSize, offset: (pageNo - 1) * pageSize });
        return ok({
          list: page.items.map(({ date, ...entry }) => ({ ...entry, sendTime: Date.parse(date) })),
          totalCount: page.total,
        });
      },
    );

    app.get(
      '/api/ops/outbox/:file',
      {
        config: { access: adminOnly },
        schema: { params: z.object({ file: z.string() }), response: { 200: envelopeOf(outboxMessageSchema) } },
      },
      async (request) => {
        const message = await readOutboxMessage(outboxDir, request.params.file);
        if (!message) throw notFound(MISSING);
        const { date, ...rest } = message;
        return ok({ ...rest, sendTime: Date.parse(date) });
      },
    );

    app.get(
      '/api/ops/outbox/:file/raw',
      { config: { access: adminOnly }, schema: { params: z.object({ file: z.string() }) } },
      async (request, reply) => {
        const raw = await readOutboxRaw(outboxDir, request.params.file);
        if (!raw) throw notFound(MISSING);
        return reply
          .type('message/rfc822')
          .header('content-disposition', `attachment; filename="${request.params.file}"`)
          .header('cache-control', 'no-store')
          .send(raw);
      },
    );
  };
