import { OrderStage } from '@hh/domain/orders/order-stage';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, people, positions, projects } from '../../db/schema/tables';
import type { InterviewOrder, InterviewOrdersPort } from './interview-orders.port';

/** A consultant's own orders with an interview: booked (62) and attended (63) ones with a time. */
const mine = (hunterId: string) =>
  and(
    eq(orders.hunterId, hunterId),
    inArray(orders.stage, [OrderStage.interviewBooked, OrderStage.interviewAttended]),
    sql`${orders.interviewAt} is not null`,
  );

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

/**
 * The interviews port over the orders table. The position and company names are joined here
 * as the order rows join them (order-sql.repository.ts): a page of interviews is one query, not
 * one plus a position lookup per row.
 */
export class InterviewOrdersRepository implements InterviewOrdersPort {
  constructor(private readonly db: Db) {}

  private joined() {
    return this.db
      .select(columns)
      .from(orders)
      .innerJoin(people, eq(people.id, orders.personId))
      .innerJoin(positions, eq(positions.id, orders.positionId))
      .innerJoin(projects, eq(projects.id, orders.projectId));
  }

  async page(hunterId: string, limit: number, offset: number): Promise<{ rows: InterviewOrder[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.joined().where(mine(hunterId)).orderBy(asc(orders.interviewAt), asc(orders.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(orders).where(mine(hunterId)),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async setReaction(hunterId: string, orderId: string, reaction: number): Promise<boolean> {
    const updated = await this.db
      .update(orders)
      .set({ interviewReaction: reaction })
      .where(and(eq(orders.id, orderId), mine(hunterId)))
      .returning({ id: orders.id });
    return updated.length > 0;
  }

  async pendingFeedback(hunterId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(
        and(mine(hunterId), eq(orders.stage, OrderStage.interviewBooked), eq(orders.interviewReaction, 0), lte(orders.interviewAt, now)),
      );
    return row?.n ?? 0;
  }

  async booked(hunterId: string, from: Date, to: Date): Promise<InterviewOrder[]> {
    return this.joined()
      .where(and(mine(hunterId), eq(orders.stage, OrderStage.interviewBooked), gte(orders.interviewAt, from), lte(orders.interviewAt, to)))
      .orderBy(asc(orders.interviewAt));
  }
}
