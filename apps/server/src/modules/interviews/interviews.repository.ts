import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewConfirmations } from '../../db/schema/tables';

/**
 * The home prompt's confirmations: which interviews (order and time) a consultant has already
 * confirmed. The interviews themselves are orders, read through the orders module's port.
 */
export class InterviewsRepository {
  constructor(private readonly db: Db) {}

  /** The confirmed (order, time) pairs among these orders, as `orderId@ms` keys. */
  async confirmedKeys(userId: string, orderIds: readonly string[]): Promise<Set<string>> {
    if (orderIds.length === 0) return new Set();
    const rows = await this.db
      .select({ orderId: interviewConfirmations.orderId, interviewAt: interviewConfirmations.interviewAt })
      .from(interviewConfirmations)
      .where(and(eq(interviewConfirmations.userId, userId), inArray(interviewConfirmations.orderId, [...orderIds])));
    return new Set(rows.map((r) => confirmationKey(r.orderId, r.interviewAt)));
  }

  async confirm(userId: string, items: { orderId: string; interviewAt: Date }[]) {
    if (items.length === 0) return;
    await this.db
      .insert(interviewConfirmations)
      .values(items.map((i) => ({ userId, orderId: i.orderId, interviewAt: i.interviewAt })))
      .onConflictDoNothing();
  }
}

/** A confirmation is of one order at one time: a moved interview asks again. */
export function confirmationKey(orderId: string, interviewAt: Date): string {
  return `${orderId}@${interviewAt.getTime()}`;
}
