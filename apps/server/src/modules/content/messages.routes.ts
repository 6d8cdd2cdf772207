/**
 * content: what the platform tells its users — system messages, version notices, and
 * the reference data (dictionaries, cities, industries, job functions, labels).
 * This file owns the message list of spec 000 §7 and the shell's version notice.
 */
import {
  markMessagesReadSchema,
  SYS_MESSAGE_PAGE_SIZE,
  sysMessageListQuerySchema,
  sysMessageListSchema,
  versionNoticeSchema,
} from '@hh/domain/messages/sys-message.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { Actor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { MessagesRepository } from './messages.repository';

export const messagesRoutes = (repo: MessagesRepository): FastifyPluginAsyncZod =>
  async function messages(app) {
    app.get(
      '/api/lietou/sysLog/list',
      {
        config: { access: access.signedIn },
        schema: { querystring: sysMessageListQuerySchema, response: { 200: envelopeOf(sysMessageListSchema) } },
      },
      async (request) => {
        const actor = request.actor as Actor;
        const { pageNo, pageSize } = request.query;
        const size = Math.min(pageSize, SYS_MESSAGE_PAGE_SIZE);
        const page = await repo.page(actor.userId, (pageNo - 1) * size, size);
        return ok({
          sysMsgVos: page.rows.map((m) => ({
            id: m.id,
            title: m.title,
            content: m.content,
            type: m.type,
            createTime: m.createdAt.getTime(),
            readState: m.readAt ? (1 as const) : (0 as const),
          })),
          totalCount: page.total,
          hasUnRead: page.unread > 0,
        });
      },
    );

    app.post(
      '/api/lietou/sysLog/read',
      {
        config: { access: access.signedIn },
        schema: { body: markMessagesReadSchema, response: { 200: envelopeOf(z.object({ updated: z.number().int() })) } },
      },
      async (request) => {
        const actor = request.actor as Actor;
        const ids = request.body.all ? 'all' : (request.body.ids ?? []).filter(isId);
        const updated = ids === 'all' || ids.length > 0 ? await repo.markRead(actor.userId, ids) : 0;
        return ok({ updated });
      },
    );

    app.get(
      '/api/lietou/sysLog/upgradeMsg',
      { config: { access: access.signedIn }, schema: { response: { 200: envelopeOf(versionNoticeSchema) } } },
      async (request) => {
        const notice = await repo.latestNotice((request.actor as Actor).userId);
        if (!notice) return ok(null);
        return ok({
          id: notice.id,
          version: notice.version,
          title: notice.title,
          content: notice.content,
          publishTime: notice.publishedAt.getTime(),
          readState: notice.readAt ? (1 as const) : (0 as const),
        });
      },
    );

    app.post(
      '/api/lietou/sysLog/upgradeMsg/read/:id',
      {
        config: { access: access.signedIn },
        schema: { params: z.object({ id: z.string() }), response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        const { id } = request.params;
        if (!isId(id) || !(await repo.markNoticeRead((request.actor as Actor).userId, id))) throw notFound('版本公告不存在');
        return ok(null);
      },
    );
  };
