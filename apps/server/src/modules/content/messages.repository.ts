import { and, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysMessages, versionNoticeReads, versionNotices } from '../../db/schema/tables';

/** A user's own messages; every read is keyed by the caller's user id, which is its whole scope. */
export class MessagesRepository {
  constructor(private readonly db: Db) {}

  async page(userId: string, offset: number, limit: number) {
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(sysMessages)
        .where(eq(sysMessages.userId, userId))
        .orderBy(desc(sysMessages.createdAt), desc(sysMessages.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count(), unread: sql<number>`count(*) filter (where ${sysMessages.readAt} is null)`.mapWith(Number) })
        .from(sysMessages)
        .where(eq(sysMessages.userId, userId)),
    ]);
    return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
  }

  async insert(rows: { id: string; userId: string; type: string; title: string; content: string }[]) {
    if (rows.length > 0) await this.db.insert(sysMessages).values(rows);
  }

  async markRead(userId: string, ids: readonly string[] | 'all'): Promise<number> {
    const mine = and(eq(sysMessages.userId, userId), isNull(sysMessages.readAt));
    const where = ids === 'all' ? mine : and(mine, inArray(sysMessages.id, [...ids]));
    const updated = await this.db.update(sysMessages).set({ readAt: new Date() }).where(where).returning({ id: sysMessages.id });
    return updated.length;
  }

  /** The newest version notice with whether this user has read it. */
  async latestNotice(userId: string) {
    const [row] = await this.db
      .select({
        id: versionNotices.id,
        version: versionNotices.version,
        title: versionNotices.title,
        content: versionNotices.content,
        publishedAt: versionNotices.publishedAt,
        readAt: versionNoticeReads.readAt,
      })
      .from(versionNotices)
      .leftJoin(versionNoticeReads, and(eq(versionNoticeReads.noticeId, versionNotices.id), eq(versionNoticeReads.userId, userId)))
      .where(sql`${versionNotices.publishedAt} <= now()`)
      .orderBy(desc(versionNotices.publishedAt))
      .limit(1);
    return row;
  }

  /** Marks a notice read; false when there is no such notice. */
  async markNoticeRead(userId: string, noticeId: string): Promise<boolean> {
    const [notice] = await this.db.select({ id: versionNotices.id }).from(versionNotices).where(eq(versionNotices.id, noticeId)).limit(1);
    if (!notice) return false;
    await this.db.insert(versionNoticeReads).values({ noticeId, userId }).onConflictDoNothing();
    return true;
  }

  /** Unread notices count, for tests and the console. */
  async unreadNoticeCount(userId: string) {
    const [row] = await this.db
      .select({ n: count() })
      .from(versionNotices)
      .where(
        notExists(
          this.db
            .select({ one: sql`1` })
            .from(versionNoticeReads)
            .where(and(eq(versionNoticeReads.noticeId, versionNotices.id), eq(versionNoticeReads.userId, userId))),
        ),
      );
    return row?.n ?? 0;
  }
}
