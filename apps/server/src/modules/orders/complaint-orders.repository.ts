import { ACTIVE_STAGES, OrderStage } from '@hh/domain/orders/order-stage';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firms, orderStateLogs, orders, people, positions, recommendReports, users } from '../../db/schema/tables';
import type { ComplaintOrder, ComplaintOrderEvidence, ComplaintOrdersPort, FirmActivity } from '../complaints/complaint-orders.port';

/** Recommended and still running: a candidate's confirmation is still asked for (pending 20, stored 110 and ended 127 are not). */
const NEEDS_CONFIRMATION = ACTIVE_STAGES.filter((s) => s !== OrderStage.pendingCommunication);

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
  candidatePhone: people.phone,
  candidateEmail: people.email,
  candidateConfirmedAt: orders.candidateConfirmedAt,
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

  async confirmByCandidate(orderId: string, at: Date): Promise<Date | null> {
    const rows = await this.db
      .update(orders)
      .set({ candidateConfirmedAt: sql`coalesce(${orders.candidateConfirmedAt}, ${at})` })
      .where(eq(orders.id, orderId))
      .returning({ at: orders.candidateConfirmedAt });
    return rows[0]?.at ?? null;
  }

  async unconfirmedOf(hunterId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.hunterId, hunterId), isNull(orders.candidateConfirmedAt), inArray(orders.stage, [...NEEDS_CONFIRMATION])));
    return rows.map((r) => r.id);
  }

  /**
   * Every firm's last recommendation (a state log into 30) and last valid recommendation (a log into
   * 40 or a later stage up to 93), for the daily performance check. Reads all firms: the check is
   * the platform's. Costs one pass over the state logs, once a day.
   */
  async firmActivity(): Promise<FirmActivity[]> {
    const rows = await this.db.execute<{
      firm_id: string;
      firm_name: string;
      joined_at: Date;
      last_recommend: Date | null;
      last_valid: Date | null;
    }>(sql`
      with activity as (
        select o.firm_id,
          max(l.created_at) filter (where l.to_stage = ${OrderStage.recommended}) as last_recommend,
          max(l.created_at) filter (where l.to_stage between ${OrderStage.valid} and ${OrderStage.pastGuarantee}) as last_valid
        from ${orderStateLogs} l join ${orders} o on o.id = l.order_id
        where l.to_stage between ${OrderStage.recommended} and ${OrderStage.pastGuarantee}
        group by o.firm_id)
      select f.id as firm_id, f.name as firm_name, f.created_at as joined_at, a.last_recommend, a.last_valid
      from ${firms} f left join activity a on a.firm_id = f.id`);
    const at = (v: Date | string | null) => (v === null ? null : new Date(v));
    return rows.rows.map((r) => ({
      firmId: r.firm_id,
      firmName: r.firm_name,
      joinedAt: new Date(r.joined_at),
      lastRecommendAt: at(r.last_recommend),
      lastValidAt: at(r.last_valid),
    }));
  }
}
