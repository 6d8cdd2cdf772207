import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { positions, recommendReports } from '../../db/schema/tables';
import { newId } from '../../platform/ids';
import type { Tx } from './orders.repository';

type Executor = Db | Tx;

export interface ReportValues {
  firmId: string;
  authorId: string;
  resumeId: string;
  personId: string;
  positionId: string;
  orderId?: string | null;
  content: unknown;
  coreReason: string;
  smsToUser: boolean;
}

const columns = {
  id: recommendReports.id,
  orderId: recommendReports.orderId,
  resumeId: recommendReports.resumeId,
  personId: recommendReports.personId,
  positionId: recommendReports.positionId,
  positionName: positions.name,
  content: recommendReports.content,
  coreReason: recommendReports.coreReason,
  smsToUser: recommendReports.smsToUser,
  updatedAt: recommendReports.updatedAt,
};

/** Recommendation reports: one per firm, resume and position (a draft, then the order's). */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  async upsert(report: ReportValues, executor: Executor = this.db) {
    const values = { ...report, smsToUser: report.smsToUser ? 1 : 0, updatedAt: new Date() };
    const [row] = await executor
      .insert(recommendReports)
      .values({ id: newId(), ...values })
      .onConflictDoUpdate({
        target: [recommendReports.firmId, recommendReports.resumeId, recommendReports.positionId],
        set: {
          content: values.content,
          coreReason: values.coreReason,
          smsToUser: values.smsToUser,
          authorId: values.authorId,
          updatedAt: values.updatedAt,
          ...(report.orderId === undefined ? {} : { orderId: report.orderId }),
        },
      })
      .returning({ id: recommendReports.id });
    return row?.id as string;
  }

  /** The reports of one firm, read by id or by resume (orders' reports are read through their order, found in scope first). */
  for(tenant: { firmId: string }) {
    const { firmId } = tenant;
    return {
      byId: (id: string) => this.byId(firmId, id),
      ofResume: (resumeId: string) => this.ofResume(firmId, resumeId),
    };
  }

  private async byId(firmId: string, id: string) {
    const [row] = await this.db
      .select(columns)
      .from(recommendReports)
      .innerJoin(positions, eq(positions.id, recommendReports.positionId))
      .where(and(eq(recommendReports.id, id), eq(recommendReports.firmId, firmId)));
    return row;
  }

  async ofOrder(orderId: string) {
    const [row] = await this.db
      .select(columns)
      .from(recommendReports)
      .innerJoin(positions, eq(positions.id, recommendReports.positionId))
      .where(eq(recommendReports.orderId, orderId))
      .limit(1);
    return row;
  }

  private async ofResume(firmId: string, resumeId: string) {
    return this.db
      .select(columns)
      .from(recommendReports)
      .innerJoin(positions, eq(positions.id, recommendReports.positionId))
      .where(and(eq(recommendReports.firmId, firmId), eq(recommendReports.resumeId, resumeId)))
      .orderBy(desc(recommendReports.updatedAt));
  }
}

export type ReportRow = NonNullable<Awaited<ReturnType<ReportsRepository['ofOrder']>>>;

export function toRecommendReport(r: ReportRow) {
  return {
    id: r.id,
    orderId: r.orderId,
    resumeId: r.resumeId,
    positionId: r.positionId,
    positionName: r.positionName,
    content: JSON.stringify(r.content),
    coreReason: r.coreReason,
    smsToUser: r.smsToUser === 1,
    commonUserId: r.personId,
    updateTime: r.updatedAt.getTime(),
  };
}
