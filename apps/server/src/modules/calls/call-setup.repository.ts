import { and, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { callChairs, callSettings, callSmsCodes, users } from '../../db/schema/tables';

export type ChairRecord = typeof callChairs.$inferSelect;

/** Each consultant's calling setup (bound phone, channel mode, SMS codes) and the firm's chairs. Every read names the user or the firm. */
export class CallSetupRepository {
  constructor(private readonly db: Db) {}

  async settings(userId: string) {
    const [row] = await this.db.select().from(callSettings).where(eq(callSettings.userId, userId)).limit(1);
    return row;
  }

  async setMode(userId: string, firmId: string, mode: number): Promise<void> {
    await this.db.insert(callSettings).values({ userId, firmId, mode }).onConflictDoUpdate({ target: callSettings.userId, set: { mode } });
  }

  async bindPhone(userId: string, firmId: string, phone: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(callSettings)
        .values({ userId, firmId, phone, phoneBoundAt: new Date() })
        .onConflictDoUpdate({ target: callSettings.userId, set: { phone, phoneBoundAt: new Date() } });
      await tx.delete(callSmsCodes).where(eq(callSmsCodes.userId, userId));
    });
  }

  async lastCode(userId: string) {
    const [row] = await this.db.select().from(callSmsCodes).where(eq(callSmsCodes.userId, userId)).limit(1);
    return row;
  }

  /** Stores a new code, replacing the last one, unless another was sent after `notAfter` (two clicks at once). */
  async saveCode(userId: string, phone: string, codeDigest: string, sentAt: Date, notAfter: Date): Promise<boolean> {
    const rows = await this.db
      .insert(callSmsCodes)
      .values({ userId, phone, codeDigest, sentAt, tries: 0 })
      .onConflictDoUpdate({
        target: callSmsCodes.userId,
        set: { phone, codeDigest, sentAt, tries: 0 },
        setWhere: sql`${callSmsCodes.sentAt} <= ${notAfter}`,
      })
      .returning({ userId: callSmsCodes.userId });
    return rows.length > 0;
  }

  async countWrongTry(userId: string): Promise<void> {
    await this.db
      .update(callSmsCodes)
      .set({ tries: sql`${callSmsCodes.tries} + 1` })
      .where(eq(callSmsCodes.userId, userId));
  }

  async myChair(userId: string) {
    const [row] = await this.db.select().from(callChairs).where(eq(callChairs.userId, userId)).limit(1);
    return row;
  }

  /** Marks the password shown; false when it had already been shown (a second, concurrent read). */
  async markPasswordShown(chairId: string): Promise<boolean> {
    const rows = await this.db
      .update(callChairs)
      .set({ passwordShownAt: new Date() })
      .where(and(eq(callChairs.id, chairId), isNull(callChairs.passwordShownAt)))
      .returning({ id: callChairs.id });
    return rows.length > 0;
  }

  async chairPage(firmId: string, chairNo: string | undefined, limit: number, offset: number) {
    const where = and(
      eq(callChairs.firmId, firmId),
      chairNo ? ilike(callChairs.chairNo, `%${chairNo.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ chair: callChairs, userName: users.cname })
        .from(callChairs)
        .leftJoin(users, eq(users.id, callChairs.userId))
        .where(where)
        .orderBy(callChairs.chairNo)
        .limit(limit)
        .offset(offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(callChairs).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Whether the user is a consultant of the firm with an open account. */
  async isFirmConsultant(firmId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.firmId, firmId), eq(users.kind, 'consultant'), isNull(users.closedAt)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Binds a chair of the firm to a user, taking it from whoever had it and moving the user off any
   * other chair, in one transaction; the new user sees the password once. False when the chair is not the firm's.
   */
  async bindChair(firmId: string, chairId: string, userId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [chair] = await tx
        .select({ id: callChairs.id })
        .from(callChairs)
        .where(and(eq(callChairs.id, chairId), eq(callChairs.firmId, firmId)))
        .for('update')
        .limit(1);
      if (!chair) return false;
      await tx.update(callChairs).set({ userId: null, boundAt: null }).where(eq(callChairs.userId, userId));
      await tx.update(callChairs).set({ userId, boundAt: new Date(), passwordShownAt: null }).where(eq(callChairs.id, chairId));
      return true;
    });
  }

  async unbindChair(firmId: string, chairId: string): Promise<boolean> {
    const rows = await this.db
      .update(callChairs)
      .set({ userId: null, boundAt: null })
      .where(and(eq(callChairs.id, chairId), eq(callChairs.firmId, firmId)))
      .returning({ id: callChairs.id });
    return rows.length > 0;
  }

  /** Creates a chair of the firm. */
  async insertChair(row: {
    id: string;
    firmId: string;
    chairNo: string;
    passwordSealed: string;
    passwordLast2: string;
    callChairId: string;
  }) {
    await this.db.insert(callChairs).values(row);
  }

  /**
   * Edits a chair of the firm; a new password is shown once again to its user. False when the
   * chair is not the firm's.
   */
  async updateChair(
    firmId: string,
    chairId: string,
    set: { chairNo: string; callChairId: string; password?: { sealed: string; last2: string } },
  ): Promise<boolean> {
    const rows = await this.db
      .update(callChairs)
      .set({
        chairNo: set.chairNo,
        callChairId: set.callChairId,
        ...(set.password ? { passwordSealed: set.password.sealed, passwordLast2: set.password.last2, passwordShownAt: null } : {}),
      })
      .where(and(eq(callChairs.id, chairId), eq(callChairs.firmId, firmId)))
      .returning({ id: callChairs.id });
    return rows.length > 0;
  }

  /**
   * Removes a chair of the firm; its user, if they called by seat, goes back to two-way
   * click-to-call (mode 1) in the same transaction. False when the chair is not the firm's.
   */
  async removeChair(firmId: string, chairId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(callChairs)
        .where(and(eq(callChairs.id, chairId), eq(callChairs.firmId, firmId)))
        .returning({ userId: callChairs.userId });
      if (!removed) return false;
      if (removed.userId) {
        await tx
          .update(callSettings)
          .set({ mode: 1 })
          .where(and(eq(callSettings.userId, removed.userId), eq(callSettings.mode, 2)));
      }
      return true;
    });
  }
}
