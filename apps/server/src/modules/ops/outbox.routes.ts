/**
 * ops: the platform console's own pages. This file owns the mail outbox (/ops/outbox): the
 * messages written to DATA_DIR/outbox while no SMTP server is set, for the platform admin only.
 */
import { outboxEndpoints as api } from '@hh/domain/ops/outbox.endpoints';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { listOutbox, readOutboxMessage, readOutboxRaw } from '../../platform/mailer';
import type { Router } from '../../platform/route';

const MISSING = '邮件不存在';

export function outboxRoutes(router: Router, outboxDir: string): void {
  router.staff(
    api.list,
    async ({ query }) => {
      const page = await listOutbox(outboxDir, { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize });
      return ok({
        list: page.items.map(({ date, ...entry }) => ({ ...entry, sendTime: Date.parse(date) })),
        totalCount: page.total,
      });
    },
    'outbox',
  );

  router.staff(
    api.message,
    async ({ params }) => {
      const message = await readOutboxMessage(outboxDir, params.file);
      if (!message) throw notFound(MISSING);
      const { date, ...rest } = message;
      return ok({ ...rest, sendTime: Date.parse(date) });
    },
    'outbox',
  );

  router.staff(
    api.raw,
    async ({ params, reply }) => {
      const raw = await readOutboxRaw(outboxDir, params.file);
      if (!raw) throw notFound(MISSING);
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${params.file}"`)
        .header('cache-control', 'no-store')
        .send(raw);
    },
    'outbox',
  );
}
