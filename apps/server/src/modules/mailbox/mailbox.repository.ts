import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { actorColumns } from '../../db/actor-columns';
import type { Db } from '../../db/client';
import { firms, mailboxes, mailboxMessages, teams, users } from '../../db/schema/tables';

export type MailboxRecord = typeof mailboxes.$inferSelect;

/** One mail a run read: its UID, Message-ID ('' when it has none) and how many resume attachments it carries. */
export interface SeenMail {
  uid: number;
  messageId: string;
  attachments: number;
}

/** Bound mailboxes and the mails collected from them. Every read of a consultant's mailbox names its owner. */
export class MailboxRepository {
  constructor(private readonly db: Db) {}

  async ofUser(userId: string): Promise<MailboxRecord | undefined> {
    const [row] = await this.db.select().from(mailboxes).where(eq(mailboxes.userId, userId)).limit(1);
    return row;
  }

  /** For the collector, which runs outside any request. */
  async byId(id: string): Promise<MailboxRecord | undefined> {
    const [row] = await this.db.select().from(mailboxes).where(eq(mailboxes.id, id)).limit(1);
    return row;
  }

  /** The mailboxes the minute sweep collects at `now`: all but those in their sign-in back-off. */
  async dueIds(now: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: mailboxes.id })
      .from(mailboxes)
      .where(or(isNull(mailboxes.sweepRetryAt), lte(mailboxes.sweepRetryAt, now)));
    return rows.map((r) => r.id);
  }

  /** Saves a consultant's mailbox; false when the consultant already has one (the unique owner). */
  async insert(row: typeof mailboxes.$inferInsert): Promise<boolean> {
    const inserted = await this.db.insert(mailboxes).values(row).onConflictDoNothing().returning({ id: mailboxes.id });
    return inserted.length > 0;
  }

  /** Deletes the owner's mailbox, its sealed password and its collected-mail rows; false when it is not theirs. */
  async remove(id: string, userId: string): Promise<boolean> {
    const removed = await this.db
      .delete(mailboxes)
      .where(and(eq(mailboxes.id, id), eq(mailboxes.userId, userId)))
      .returning({ id: mailboxes.id });
    return removed.length > 0;
  }

  /**
   * Claims the mails a run read: one row per (mailbox, UIDVALIDITY, UID), and per Message-ID. A
   * mail another run (or an earlier one) already claimed is left out of the answer, so only the
   * run that claimed a mail imports its attachments.
   */
  async claim(mailboxId: string, uidValidity: number, mails: SeenMail[]): Promise<Set<number>> {
    if (mails.length === 0) return new Set();
    const claimed = await this.db
      .insert(mailboxMessages)
      .values(mails.map((m) => ({ mailboxId, uidValidity, uid: m.uid, messageId: m.messageId, attachments: m.attachments })))
      .onConflictDoNothing()
      .returning({ uid: mailboxMessages.uid });
    return new Set(claimed.map((r) => r.uid));
  }

  /** The import task the mailbox's latest collected attachments went into, if any. */
  async lastTaskId(mailboxId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ taskId: mailboxMessages.taskId })
      .from(mailboxMessages)
      .where(and(eq(mailboxMessages.mailboxId, mailboxId), isNotNull(mailboxMessages.taskId)))
      .orderBy(desc(mailboxMessages.collectedAt))
      .limit(1);
    return row?.taskId ?? null;
  }

  /** Records the import task the claimed mails' attachments went into. */
  async setTask(mailboxId: string, uidValidity: number, uids: number[], taskId: string): Promise<void> {
    if (uids.length === 0) return;
    await this.db
      .update(mailboxMessages)
      .set({ taskId })
      .where(
        and(eq(mailboxMessages.mailboxId, mailboxId), eq(mailboxMessages.uidValidity, uidValidity), inArray(mailboxMessages.uid, uids)),
      );
  }

  /** Gives claims back when their import could not be created, so a later run tries them again. */
  async unclaim(mailboxId: string, uidValidity: number, uids: number[]): Promise<void> {
    if (uids.length === 0) return;
    await this.db
      .delete(mailboxMessages)
      .where(
        and(eq(mailboxMessages.mailboxId, mailboxId), eq(mailboxMessages.uidValidity, uidValidity), inArray(mailboxMessages.uid, uids)),
      );
  }

  /**
   * A run's outcome: the highest UID looked at (never moved back, when two runs overlap), the
   * counts, and the error ('' when it went well). A new UIDVALIDITY replaces the old one.
   */
  async finishRun(
    id: string,
    run: { uidValidity: number; lastUid: number; mails: number; attachments: number; error: string },
  ): Promise<void> {
    await this.db
      .update(mailboxes)
      .set({
        lastUid: sql`case when ${mailboxes.uidValidity} = ${run.uidValidity} then greatest(${mailboxes.lastUid}, ${run.lastUid}) else ${run.lastUid} end`,
        uidValidity: run.uidValidity,
        lastCollectedAt: new Date(),
        lastCount: run.mails,
        totalCount: sql`${mailboxes.totalCount} + ${run.mails}`,
        attachmentCount: sql`${mailboxes.attachmentCount} + ${run.attachments}`,
        lastError: run.error,
        sweepRetryAt: null,
        sweepFailures: 0,
      })
      .where(eq(mailboxes.id, id));
  }

  /**
   * A failed run: the time and why, the position unchanged. A run that could not sign in also
   * counts one more failure in a row (atomically, as runs may overlap) and keeps the sweep away
   * for `retryDelayMs` of that count.
   */
  async failRun(id: string, error: string, signIn?: { retryDelayMs: (failures: number) => number }): Promise<void> {
    const [row] = await this.db
      .update(mailboxes)
      .set({
        lastCollectedAt: new Date(),
        lastCount: 0,
        lastError: error,
        ...(signIn ? { sweepFailures: sql`${mailboxes.sweepFailures} + 1` } : {}),
      })
      .where(eq(mailboxes.id, id))
      .returning({ failures: mailboxes.sweepFailures });
    if (!signIn || !row) return;
    const retryAt = new Date(Date.now() + signIn.retryDelayMs(row.failures));
    await this.db.update(mailboxes).set({ sweepRetryAt: retryAt }).where(eq(mailboxes.id, id));
  }

  /** The open consultant account a mailbox belongs to, with what an actor needs (imports run as its owner). */
  async ownerOf(userId: string) {
    const [row] = await this.db
      .select(actorColumns)
      .from(users)
      .innerJoin(firms, eq(firms.id, users.firmId))
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(and(eq(users.id, userId), eq(users.status, 'open'), eq(users.kind, 'consultant')))
      .limit(1);
    return row;
  }
}
