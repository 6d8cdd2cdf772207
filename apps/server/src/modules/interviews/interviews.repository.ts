import { and, asc, count, eq, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewConfirmations, orders, people, positions, projects } from '../../db/schema/tables';

/** Interviews of a consultant's own orders: booked (62) and attended (63) ones with a time. */
const mine = (userId: string) => and(eq(orders.hunterId, userId), inArray(orders.stage, [62, 63]), sql`${orders.interviewAt} is not null`);

const columns = {
  orderId: orders.id,
  personId: orders.personId,
  candidateName: people.name,
  positionName: positions.name,
  companyName: projects.companyName,
  interviewAt: orders.interviewAt,
  interviewPlace: orders.interviewPlace,
  reaction: orders.interviewReaction,
  stage: orders.stage,
};

export class InterviewsRepository {
  constructor(private readonly db: Db) {}

  private joined() {
    return this.db
      .select(columns)
      .from(orders)
      .innerJoin(people, eq(people.id, orders.personId))
      .innerJoin(positions, eq(positions.id, orders.positionId))
      .innerJoin(projects, eq(projects.id, orders.projectId));
  }

  /** The consultant's interviews, soonest first. */
  async page(userId: string, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      this.joined().where(mine(userId)).orderBy(asc(orders.interviewAt), asc(orders.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(orders).where(mine(userId)),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Sets the reaction of one of the consultant's booked interviews; false when it is not theirs. */
  async setReaction(userId: string, orderId: string, reaction: number) {
    const updated = await this.db
      .update(orders)
      .set({ interviewReaction: reaction })
      .where(and(eq(orders.id, orderId), mine(userId)))
      .returning({ id: orders.id });
    return updated.length > 0;
  }

  /** Booked interviews already due that still wait for feedback. */
  async pendingFeedback(userId: string, now: Date) {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(mine(userId), eq(orders.stage, 62), eq(orders.interviewReaction, 0), lte(orders.interviewAt, now)));
    return row?.n ?? 0;
  }

  /** Booked interviews in [from, to] the consultant has not confirmed on the home screen. */
  async unconfirmed(userId: string, from: Date, to: Date) {
    return this.joined()
      .where(
        and(
          mine(userId),
          eq(orders.stage, 62),
          gte(orders.interviewAt, from),
          lte(orders.interviewAt, to),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(interviewConfirmations)
              .where(
                and(
                  eq(interviewConfirmations.userId, userId),
                  eq(interviewConfirmations.orderId, orders.id),
                  eq(interviewConfirmations.interviewAt, orders.interviewAt),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(orders.interviewAt));
  }

  async confirm(userId: string, items: { orderId: string; interviewAt: Date }[]) {
    if (items.length === 0) return;
    await this.db
      .insert(interviewConfirmations)
      .values(items.map((i) => ({ userId, orderId: i.orderId, interviewAt: i.interviewAt })))
      .onConflictDoNothing();
  }
}
