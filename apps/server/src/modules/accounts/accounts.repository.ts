import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cityLeaderBindings, firms, teams, users } from '../../db/schema/tables';

/** Reads of the tenancy model that the scope and the user centre need, and the user centre's own writes. */
export class AccountsRepository {
  constructor(private readonly db: Db) {}

  /** Ids of the users of one team, within one firm. */
  async teamUserIds(firmId: string, teamId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.firmId, firmId), eq(users.teamId, teamId)));
    return rows.map((r) => r.id);
  }

  /** Ids of the users bound to a city leader, within the leader's firm. */
  async cityBoundUserIds(firmId: string, leaderId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(cityLeaderBindings)
      .innerJoin(users, eq(users.id, cityLeaderBindings.userId))
      .where(and(eq(cityLeaderBindings.leaderId, leaderId), eq(users.firmId, firmId)));
    return rows.map((r) => r.id);
  }

  /** The firm's business-development contact (a platform staff user), for the user centre. */
  async firmBdContact(firmId: string) {
    const [row] = await this.db
      .select({ bdName: users.cname, bdPhone: users.phone, bdWeixin: users.weixin })
      .from(firms)
      .innerJoin(users, eq(users.id, firms.bdUserId))
      .where(eq(firms.id, firmId))
      .limit(1);
    return row;
  }

  /** One's own profile as the user centre shows it. */
  async profile(userId: string) {
    const [row] = await this.db
      .select({
        cname: users.cname,
        phone: users.phone,
        weixin: users.weixin,
        email: users.email,
        firmId: users.firmId,
        companyName: firms.name,
        groupName: teams.name,
      })
      .from(users)
      .leftJoin(firms, eq(firms.id, users.firmId))
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  async updateContacts(userId: string, contacts: { weixin: string | null; email: string | null }) {
    await this.db.update(users).set(contacts).where(eq(users.id, userId));
  }

  async passwordHash(userId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.hash;
  }

  async setPasswordHash(userId: string, passwordHash: string) {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }
}
