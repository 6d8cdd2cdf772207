import type { BannerInput } from '@hh/domain/site/banner-admin.schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firms, users } from '../../db/schema/accounts';
import { bannerGrayUsers, banners } from '../../db/schema/shell';
import { newId } from '../../platform/ids';

export type BannerRecord = typeof banners.$inferSelect;

const toRow = (input: BannerInput) => ({
  title: input.title,
  description: input.description,
  link: input.link,
  linkText: input.linkText,
  state: input.state,
  startAt: new Date(input.startTime),
  endAt: new Date(input.endTime),
  grayUser: input.grayUser,
  sort: input.sort,
});

/**
 * Banners and their gray list. Both belong to the platform, not to a firm: every signed-in user
 * and visitor reads the same banners, and only platform staff change them, so there is no
 * tenant scope to apply.
 */
export class BannersRepository {
  constructor(private readonly db: Db) {}

  /** Every banner in the order the choice reads them: sort, then the oldest first. */
  async all(): Promise<BannerRecord[]> {
    return this.db.select().from(banners).orderBy(asc(banners.sort), asc(banners.createdAt), asc(banners.id));
  }

  async insert(input: BannerInput, actorId: string | null): Promise<BannerRecord> {
    const [row] = await this.db
      .insert(banners)
      .values({ id: newId(), ...toRow(input), updatedBy: actorId })
      .returning();
    if (!row) throw new Error('banner insert returned no row');
    return row;
  }

  /** The banner as it was (locked, so the audit trail's "before" is the row this save replaced) and as it is now. */
  async update(id: string, input: BannerInput, actorId: string): Promise<{ before: BannerRecord; after: BannerRecord } | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      if (!before) return undefined;
      const [after] = await tx
        .update(banners)
        .set({ ...toRow(input), updatedBy: actorId, updatedAt: new Date() })
        .where(eq(banners.id, id))
        .returning();
      return after && { before, after };
    });
  }

  /** The removed banner, or undefined when there was none. */
  async remove(id: string): Promise<BannerRecord | undefined> {
    const [row] = await this.db.delete(banners).where(eq(banners.id, id)).returning();
    return row;
  }

  async isGrayListed(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: bannerGrayUsers.userId }).from(bannerGrayUsers).where(eq(bannerGrayUsers.userId, userId));
    return row !== undefined;
  }

  async grayList() {
    return this.db
      .select({
        userId: bannerGrayUsers.userId,
        cname: users.cname,
        phone: users.phone,
        firmName: sql<string>`coalesce(${firms.name}, '平台')`,
        addedAt: bannerGrayUsers.addedAt,
      })
      .from(bannerGrayUsers)
      .innerJoin(users, eq(users.id, bannerGrayUsers.userId))
      .leftJoin(firms, eq(firms.id, users.firmId))
      .orderBy(desc(bannerGrayUsers.addedAt), asc(bannerGrayUsers.userId));
  }

  async grayCount(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(bannerGrayUsers);
    return row?.n ?? 0;
  }

  /** The consultant with this phone (gray lists hold consultants; staff see no banners). */
  async consultantByPhone(phone: string) {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), eq(users.kind, 'consultant')));
    return row;
  }

  /** Adds the user; false when they were on the list already. */
  async addGray(userId: string, actorId: string | null): Promise<boolean> {
    const rows = await this.db
      .insert(bannerGrayUsers)
      .values({ userId, addedBy: actorId })
      .onConflictDoNothing()
      .returning({ id: bannerGrayUsers.userId });
    return rows.length > 0;
  }

  /** Removes the user; when they were on the list, when they had been added. */
  async removeGray(userId: string): Promise<Date | undefined> {
    const [row] = await this.db
      .delete(bannerGrayUsers)
      .where(eq(bannerGrayUsers.userId, userId))
      .returning({ addedAt: bannerGrayUsers.addedAt });
    return row?.addedAt;
  }
}
