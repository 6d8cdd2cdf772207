import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/accounts';
import { staffMfa, staffRecoveryCodes } from '../../db/schema/auth';

/** A staff member's authenticator row and recovery codes (db/schema/auth.ts). */
export class SecondFactorRepository {
  constructor(private readonly db: Db) {}

  async find(userId: string) {
    const [row] = await this.db
      .select({ secretSealed: staffMfa.secretSealed, enrolledAt: staffMfa.enrolledAt, lastStep: staffMfa.lastStep })
      .from(staffMfa)
      .where(eq(staffMfa.userId, userId))
      .limit(1);
    return row;
  }

  /** Keeps a new pending secret, replacing an unconfirmed one; false when the user is already enrolled. */
  async startEnrolment(userId: string, secretSealed: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(staffMfa)
      .values({ userId, secretSealed, createdAt: now })
      .onConflictDoUpdate({ target: staffMfa.userId, set: { secretSealed, createdAt: now }, setWhere: isNull(staffMfa.enrolledAt) })
      .returning({ userId: staffMfa.userId });
    return rows.length > 0;
  }

  /**
   * Confirms the pending secret that was checked (`secretSealed`, so a secret replaced meanwhile is
   * not confirmed), with its first step as the last accepted, the recovery codes and the session
   * verified, in one transaction; false when it was confirmed or replaced meanwhile.
   */
  async confirm(input: { userId: string; secretSealed: string; step: number; digests: string[]; tokenHash: string; now: Date }) {
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(staffMfa)
        .set({ enrolledAt: input.now, lastStep: input.step })
        .where(and(eq(staffMfa.userId, input.userId), eq(staffMfa.secretSealed, input.secretSealed), isNull(staffMfa.enrolledAt)))
        .returning({ userId: staffMfa.userId });
      if (done.length === 0) return false;
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, input.userId));
      await tx
        .insert(staffRecoveryCodes)
        .values(input.digests.map((codeDigest) => ({ userId: input.userId, codeDigest, createdAt: input.now })));
      await tx.update(sessions).set({ mfaVerifiedAt: input.now }).where(eq(sessions.tokenHash, input.tokenHash));
      return true;
    });
  }

  /**
   * Takes `step` as the last accepted one if it is later than the last (RFC 6238 §5.2: a code is
   * accepted once). One conditional UPDATE, so of two sign-ins racing with one code only one wins.
   */
  async acceptStep(userId: string, step: number): Promise<boolean> {
    const rows = await this.db
      .update(staffMfa)
      .set({ lastStep: step })
      .where(and(eq(staffMfa.userId, userId), or(isNull(staffMfa.lastStep), lt(staffMfa.lastStep, step))))
      .returning({ userId: staffMfa.userId });
    return rows.length > 0;
  }

  /** Spends an unused recovery code; false when it is not one of the user's or was used. */
  async spendRecoveryCode(userId: string, digest: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeDigest, digest), isNull(staffRecoveryCodes.usedAt)))
      .returning({ userId: staffRecoveryCodes.userId });
    return rows.length > 0;
  }

  async replaceRecoveryCodes(userId: string, digests: string[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      await tx.insert(staffRecoveryCodes).values(digests.map((codeDigest) => ({ userId, codeDigest, createdAt: now })));
    });
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
    return row?.n ?? 0;
  }
}
