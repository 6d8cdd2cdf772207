import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firms, performanceChecks, users } from '../../db/schema/tables';
import type { LedgerExecutor } from '../coins/ledger.service';

export type PerformanceCheckInsert = typeof performanceChecks.$inferInsert;

/** An open demand: a deposit to pay that staff have not recorded as paid. */
const open = and(isNull(performanceChecks.paidAt), gt(performanceChecks.amountFen, 0));

/**
 * The performance check's failures and deposit demands, across firms: the check, its ban and the
 * console's payments are the platform's. A firm's own reads (its standing) name the firm.
 */
export class PerformanceRepository {
  constructor(private readonly db: Db) {}

  private named() {
    return this.db
      .select({ p: performanceChecks, firmName: firms.name, paidByName: users.cname })
      .from(performanceChecks)
      .innerJoin(firms, eq(firms.id, performanceChecks.firmId))
      .leftJoin(users, eq(users.id, performanceChecks.paidBy));
  }

  /** Per firm: when it last failed, and whether it has a demand still open. */
  async positions(): Promise<Map<string, { lastFailedAt: Date; openDemand: boolean }>> {
    const rows = await this.db
      .select({
        firmId: performanceChecks.firmId,
        lastFailedAt: sql<Date>`max(${performanceChecks.failedAt})`,
        open: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
      })
      .from(performanceChecks)
      .groupBy(performanceChecks.firmId);
    return new Map(rows.map((r) => [r.firmId, { lastFailedAt: new Date(r.lastFailedAt), openDemand: r.open > 0 }]));
  }

  /**
   * Records a failure and, in the same transaction, what it moves in the ledger (the forfeit);
   * false when the firm already failed on that China day (another instance's run).
   */
  async fail(row: PerformanceCheckInsert, moves: (tx: LedgerExecutor) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(performanceChecks)
        .values(row)
        .onConflictDoNothing({ target: [performanceChecks.firmId, performanceChecks.checkDay] })
        .returning({ id: performanceChecks.id });
      if (inserted.length === 0) return false;
      await moves(tx);
      return true;
    });
  }

  /** Open demands past their deadline whose ban has not started or has run out. */
  async dueForBan(now: Date) {
    return this.db
      .select({ id: performanceChecks.id, dueAt: performanceChecks.dueAt, banUntil: performanceChecks.banUntil })
      .from(performanceChecks)
      .where(and(open, lte(performanceChecks.dueAt, now), or(isNull(performanceChecks.banUntil), lte(performanceChecks.banUntil, now))));
  }

  async setBan(id: string, until: Date): Promise<void> {
    await this.db
      .update(performanceChecks)
      .set({ banUntil: until })
      .where(and(eq(performanceChecks.id, id), open));
  }

  /** The firm's open demand, if any (at most one: the check skips a firm with one). */
  async openOf(firmId: string) {
    const [row] = await this.db
      .select()
      .from(performanceChecks)
      .where(and(eq(performanceChecks.firmId, firmId), open))
      .orderBy(desc(performanceChecks.failedAt))
      .limit(1);
    return row;
  }

  async find(id: string) {
    const [row] = await this.named().where(eq(performanceChecks.id, id)).limit(1);
    return row;
  }

  async page(view: 'open' | 'all', limit: number, offset: number) {
    const where = view === 'open' ? open : undefined;
    const [rows, [total]] = await Promise.all([
      this.named().where(where).orderBy(desc(performanceChecks.failedAt), desc(performanceChecks.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(performanceChecks).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Marks an open demand paid, with the ledger transfer in the same transaction (the row is locked
   * first, so two clicks pay once); a ban in force ends now. False when it is not open any more.
   */
  async markPaid(id: string, by: string, at: Date, transfer: (tx: LedgerExecutor, amountFen: number) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ amountFen: performanceChecks.amountFen })
        .from(performanceChecks)
        .where(and(eq(performanceChecks.id, id), open))
        .for('update');
      if (!row) return false;
      await transfer(tx, row.amountFen);
      await tx
        .update(performanceChecks)
        .set({
          paidAt: at,
          paidBy: by,
          banUntil: sql`case when ${performanceChecks.banUntil} > ${at} then ${at} else ${performanceChecks.banUntil} end`,
        })
        .where(eq(performanceChecks.id, id));
      return true;
    });
  }
}
