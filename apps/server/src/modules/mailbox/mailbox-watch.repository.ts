import { and, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailboxes } from '../../db/schema/tables';

/** A mailbox whose watch lease this instance just took, with what a connection needs. */
export interface WatchLease {
  id: string;
  host: string;
  port: number;
  ssl: boolean;
  email: string;
  passwordSealed: string;
  uidValidity: number;
  lastUid: number;
  watchFailures: number;
}

/** `now() + ms`, on the database's clock (every instance compares lease times on the same clock). */
function fromNow(ms: number): SQL {
  return sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;
}

/** Free to take: nobody holds the lease (or it ran out), and no back-off or IDLE recheck is pending. */
const isFree = and(
  or(isNull(mailboxes.watchOwner), lte(mailboxes.watchUntil, sql`now()`)),
  or(isNull(mailboxes.watchRetryAt), lte(mailboxes.watchRetryAt, sql`now()`)),
);

/**
 * The IDLE watch leases on `mailboxes` (modules/mailbox/mailbox-watcher.ts): one instance at a
 * time holds a mailbox's watch. Every change is a conditional UPDATE, so two instances cannot
 * both take, renew or give up the same lease; `owner` is the instance's name.
 */
export class MailboxWatchRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes up to `limit` free leases for `owner`, lasting `leaseMs`. Rows another instance is
   * taking at this moment are skipped (SKIP LOCKED), and the condition is checked again on the
   * locked row, so each lease goes to one instance.
   */
  async take(owner: string, limit: number, leaseMs: number): Promise<WatchLease[]> {
    if (limit <= 0) return [];
    const free = this.db.select({ id: mailboxes.id }).from(mailboxes).where(isFree).limit(limit).for('update', { skipLocked: true });
    return this.db
      .update(mailboxes)
      .set({ watchOwner: owner, watchUntil: fromNow(leaseMs) })
      .where(and(inArray(mailboxes.id, free), isFree))
      .returning({
        id: mailboxes.id,
        host: mailboxes.host,
        port: mailboxes.port,
        ssl: mailboxes.ssl,
        email: mailboxes.email,
        passwordSealed: mailboxes.passwordSealed,
        uidValidity: mailboxes.uidValidity,
        lastUid: mailboxes.lastUid,
        watchFailures: mailboxes.watchFailures,
      });
  }

  /**
   * Extends the leases `owner` still holds among `ids`; answers those. A missing id was unbound
   * (the row is gone) or taken over by another instance after the lease ran out.
   */
  async renew(owner: string, ids: string[], leaseMs: number): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const kept = await this.db
      .update(mailboxes)
      .set({ watchUntil: fromNow(leaseMs) })
      .where(and(eq(mailboxes.watchOwner, owner), inArray(mailboxes.id, ids)))
      .returning({ id: mailboxes.id });
    return new Set(kept.map((r) => r.id));
  }

  /** IDLE has started: the failures in a row are over. */
  async started(owner: string, id: string): Promise<void> {
    await this.db
      .update(mailboxes)
      .set({ watchFailures: 0, watchRetryAt: null })
      .where(and(eq(mailboxes.id, id), eq(mailboxes.watchOwner, owner)));
  }

  /**
   * Gives a lease up. With `retry`, no instance takes it again for `retry.afterMs`, and the
   * failures in a row become `retry.failures` (unchanged when it is not given).
   */
  async release(owner: string, id: string, retry?: { afterMs: number; failures?: number }): Promise<void> {
    await this.db
      .update(mailboxes)
      .set({
        watchOwner: null,
        watchUntil: null,
        ...(retry ? { watchRetryAt: fromNow(retry.afterMs) } : {}),
        ...(retry?.failures !== undefined ? { watchFailures: retry.failures } : {}),
      })
      .where(and(eq(mailboxes.id, id), eq(mailboxes.watchOwner, owner)));
  }

  /** Gives up every lease of `owner` (the instance stops). */
  async releaseAll(owner: string): Promise<void> {
    await this.db.update(mailboxes).set({ watchOwner: null, watchUntil: null }).where(eq(mailboxes.watchOwner, owner));
  }
}
