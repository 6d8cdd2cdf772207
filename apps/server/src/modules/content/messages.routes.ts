/**
 * content: what the platform tells its users — system messages, version notices, and
 * the reference data (dictionaries, cities, industries, job functions, labels).
 * This file owns the message list of spec 000 §7 and the shell's version notice.
 */
import { messageEndpoints as api } from '@hh/domain/messages/messages.endpoints';
import { SYS_MESSAGE_PAGE_SIZE } from '@hh/domain/messages/sys-message.schema';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { Router } from '../../platform/route';
import type { MessagesRepository } from './messages.repository';

export function messagesRoutes(router: Router, repo: MessagesRepository): void {
  router.signedIn(api.list, async ({ actor, query }) => {
    const size = Math.min(query.pageSize, SYS_MESSAGE_PAGE_SIZE);
    const page = await repo.page(actor.userId, (query.pageNo - 1) * size, size);
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
  });

  router.signedIn(api.markRead, async ({ actor, body }) => {
    const ids = body.all ? 'all' : (body.ids ?? []).filter(isId);
    const updated = ids === 'all' || ids.length > 0 ? await repo.markRead(actor.userId, ids) : 0;
    return ok({ updated });
  });

  router.signedIn(api.versionNotice, async ({ actor }) => {
    const notice = await repo.latestNotice(actor.userId);
    if (!notice) return ok(null);
    return ok({
      id: notice.id,
      version: notice.version,
      title: notice.title,
      content: notice.content,
      publishTime: notice.publishedAt.getTime(),
      readState: notice.readAt ? (1 as const) : (0 as const),
    });
  });

  router.signedIn(api.markNoticeRead, async ({ actor, params }) => {
    if (!isId(params.id) || !(await repo.markNoticeRead(actor.userId, params.id))) throw notFound('版本公告不存在');
    return ok(null);
  });
}
