import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messengerBindings, realNameVerifications } from '../../db/schema/tables';

/** Real-name verifications and enterprise-messenger bindings; every read is of one user's own rows. */
export class IdentityRepository {
  constructor(private readonly db: Db) {}

  /** The user's passed verification, else their latest attempt. */
  async currentOf(userId: string) {
    const [passed] = await this.db
      .select()
      .from(realNameVerifications)
      .where(and(eq(realNameVerifications.userId, userId), eq(realNameVerifications.status, 'passed')))
      .limit(1);
    if (passed) return passed;
    const [latest] = await this.db
      .select()
      .from(realNameVerifications)
      .where(eq(realNameVerifications.userId, userId))
      .orderBy(desc(realNameVerifications.createdAt))
      .limit(1);
    return latest;
  }

  /** An attempt of this user by its certify id. */
  async attempt(userId: string, certifyId: string) {
    const [row] = await this.db
      .select()
      .from(realNameVerifications)
      .where(and(eq(realNameVerifications.userId, userId), eq(realNameVerifications.certifyId, certifyId)))
      .limit(1);
    return row;
  }

  /** An attempt by its certify id alone: the sandbox page, which the certify id is the key to. */
  async attemptByCertifyId(certifyId: string) {
    const [row] = await this.db.select().from(realNameVerifications).where(eq(realNameVerifications.certifyId, certifyId)).limit(1);
    return row;
  }

  /** Whether another account has passed with the same ID-card number (by its keyed digest). */
  async digestVerifiedElsewhere(digest: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: realNameVerifications.id })
      .from(realNameVerifications)
      .where(
        and(
          eq(realNameVerifications.idCardDigest, digest),
          eq(realNameVerifications.status, 'passed'),
          ne(realNameVerifications.userId, userId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insertAttempt(row: typeof realNameVerifications.$inferInsert) {
    await this.db.insert(realNameVerifications).values(row);
  }

  /** Decides a pending attempt; false when it was no longer pending. */
  async decide(id: string, status: 'passed' | 'failed'): Promise<boolean> {
    const rows = await this.db
      .update(realNameVerifications)
      .set({ status, decidedAt: new Date() })
      .where(and(eq(realNameVerifications.id, id), eq(realNameVerifications.status, 'pending')))
      .returning({ id: realNameVerifications.id });
    return rows.length > 0;
  }

  async bindingOf(userId: string) {
    const [row] = await this.db.select().from(messengerBindings).where(eq(messengerBindings.userId, userId)).limit(1);
    return row;
  }

  /** Binds (or rebinds) the user's messenger account. */
  async bind(row: { userId: string; provider: string; qyUserId: string; qyUserName: string }) {
    await this.db
      .insert(messengerBindings)
      .values({ ...row, boundAt: new Date() })
      .onConflictDoUpdate({
        target: messengerBindings.userId,
        set: { provider: row.provider, qyUserId: row.qyUserId, qyUserName: row.qyUserName, boundAt: new Date() },
      });
  }
}
