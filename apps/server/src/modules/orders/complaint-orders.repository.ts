import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firms, orderStateLogs, orders, people, positions, recommendReports, users } from '../../db/schema/tables';
import type { ComplaintOrder, ComplaintOrderEvidence, ComplaintOrdersPort } from '../complaints/complaint-orders.port';

const columns = {
  orderId: orders.id,
  firmId: orders.firmId,
  firmName: firms.name,
  hunterId: orders.hunterId,
  hunterName: users.cname,
  personId: orders.personId,
  candidateName: people.name,
  positionId: orders.positionId,
  positionName: positions.name,
  projectId: orders.projectId,
  stage: orders.stage,
  recommendedAt: orders.recommendedAt,
};

/**
 * The complaints module's port over orders. Reads across firms on purpose: a complaint is filed
 * against another firm's order and judged by the platform; the complaints module decides who
 * may see what (its own scope rules) before anything read here leaves the server.
 */
export class ComplaintOrdersRepository implements ComplaintOrdersPort {
  constructor(private readonly db: Db) {}

  private joined() {
    return this.db
      .select(columns)
      .from(orders)
      .innerJoin(people, eq(people.id, orders.personId))
      .innerJoin(positions, eq(positions.id, orders.positionId))
      .innerJoin(users, eq(users.id, orders.hunterId))
      .innerJoin(firms, eq(firms.id, orders.firmId));
  }

  async find(orderId: string): Promise<ComplaintOrder | undefined> {
    const [row] = await this.joined().where(eq(orders.id, orderId)).limit(1);
    return row;
  }

  async othersOfPerson(personId: string, exceptHunterId: string, positionId?: string): Promise<ComplaintOrder[]> {
    const where = and(
      eq(orders.personId, personId),
      ne(orders.hunterId, exceptHunterId),
      positionId ? eq(orders.positionId, positionId) : undefined,
    );
    return this.joined().where(where).orderBy(desc(orders.recommendedAt)).limit(20);
  }

  async ofPersonOnPosition(personId: string, positionId: string): Promise<ComplaintOrder[]> {
    return this.joined()
      .where(and(eq(orders.personId, personId), eq(orders.positionId, positionId)))
      .orderBy(asc(orders.recommendedAt))
      .limit(20);
  }

  async evidence(orderIds: readonly string[]): Promise<ComplaintOrderEvidence[]> {
    if (orderIds.length === 0) return [];
    const [logs, reports] = await Promise.all([
      this.db
        .select({
          orderId: orderStateLogs.orderId,
          at: orderStateLogs.createdAt,
          fromStage: orderStateLogs.fromStage,
          toStage: orderStateLogs.toStage,
          action: orderStateLogs.action,
          actorName: orderStateLogs.actorName,
        })
        .from(orderStateLogs)
        .where(inArray(orderStateLogs.orderId, [...orderIds]))
        .orderBy(asc(orderStateLogs.createdAt)),
      this.db
        .select({ orderId: recommendReports.orderId, at: recommendReports.updatedAt })
        .from(recommendReports)
        .where(inArray(recommendReports.orderId, [...orderIds])),
    ]);
    return orderIds.map((orderId) => ({
      orderId,
      reportAt: reports.find((r) => r.orderId === orderId)?.at ?? null,
      logs: logs.filter((l) => l.orderId === orderId).map(({ orderId: _o, ...l }) => l),
    }));
  }
}
