import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { actorColumns } from '../../db/actor-columns';
import type { Db } from '../../db/client';
import { firms, sessions, signInEvents, teams, users } from '../../db/schema/tables';
import { newId } from '../../platform/ids';

export type SignInOutcome = 'ok' | 'wrong_password' | 'wrong_otp' | 'locked' | 'closed';

/** Users by phone, sessions and sign-in events. No tenant data: sign-in happens before any scope exists. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findUserByPhone(phone: string) {
    const [row] = await this.db
      .select({ id: users.id, passwordHash: users.passwordHash, status: users.status, kind: users.kind })
      .from(users)
      .where(eq(users.phone, phone))
      .limit(1);
    return row;
  }

  async createSession(session: {
    tokenHash: string;
    userId: string;
    expiresAt: Date;
    ip: string;
    userAgent: string | null;
    mfaVerifiedAt: Date | null;
    lastSeenAt: Date;
  }) {
    await this.db.insert(sessions).values(session);
  }

  /** The session's user with their firm and team, or nothing when the session ended, expired or the account is closed. */
  async findSessionUser(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select({
        ...actorColumns,
        expiresAt: sessions.expiresAt,
        mfaVerifiedAt: sessions.mfaVerifiedAt,
        lastSeenAt: sessions.lastSeenAt,
        staffRole: users.staffRole,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(firms, eq(firms.id, users.firmId))
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.status, 'open')))
      .limit(1);
    return row;
  }

  /** Records a call of the session; only over a last-seen older than `before`, so instances racing write once. */
  async touchSession(tokenHash: string, now: Date, before: Date) {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, before)));
  }

  async markSessionVerified(tokenHash: string, now: Date) {
    await this.db.update(sessions).set({ mfaVerifiedAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteSession(tokenHash: string) {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteSessionsOfUser(userId: string) {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** Deletes the user's sessions but one; how many ended. */
  async deleteOtherSessionsOfUser(userId: string, keepTokenHash: string): Promise<number> {
    const ended = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
      .returning({ tokenHash: sessions.tokenHash });
    return ended.length;
  }

  async deleteExpiredSessions(now: Date) {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, now));
  }

  async recordSignIn(event: { userId: string | null; phone: string; outcome: SignInOutcome; ip: string }) {
    await this.db.insert(signInEvents).values({ id: newId(), ...event });
  }
}
