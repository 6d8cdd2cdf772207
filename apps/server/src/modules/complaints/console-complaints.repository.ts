import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { complaintCases, complaintEvents, complaintPenalties, firms, users } from '../../db/schema/tables';
import { newId } from '../../platform/ids';
import type { NamedCase } from './complaints.repository';

export type PenaltyInsert = typeof complaintPenalties.$inferInsert;

/**
 * Cases across firms for the platform console (judging is the platform's job) and the
 * penalties the verdicts leave. Not a tenant repository: only staff routes and the ban check use it.
 */
export class ConsoleComplaintsRepository {
  constructor(private readonly db: Db) {}

  private named() {
    const cu = alias(users, 'cu');
    const du = alias(users, 'du');
    const cf = alias(firms, 'cf');
    const df = alias(firms, 'df');
    return this.db
      .select({ c: complaintCases, complainantName: cu.cname, defendantName: du.cname, complainantFirm: cf.name, defendantFirm: df.name })
      .from(complaintCases)
      .innerJoin(cu, eq(cu.id, complaintCases.complainantId))
      .innerJoin(du, eq(du.id, complaintCases.defendantId))
      .innerJoin(cf, eq(cf.id, complaintCases.complainantFirmId))
      .innerJoin(df, eq(df.id, complaintCases.defendantFirmId));
  }

  async find(id: string): Promise<NamedCase | undefined> {
    const [row] = await this.named().where(eq(complaintCases.id, id)).limit(1);
    return row;
  }

  async page(view: 'judging' | 'all', limit: number, offset: number) {
    const where = view === 'judging' ? inArray(complaintCases.state, [2, 3, 4]) : undefined;
    const [rows, [total]] = await Promise.all([
      this.named().where(where).orderBy(desc(complaintCases.updatedAt), desc(complaintCases.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(complaintCases).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Records the verdict and its penalties in one transaction; false when the case left the judging states meanwhile. */
  async judge(
    id: string,
    from: readonly number[],
    v: { upheld: boolean; reason: string; judgeId: string; judgeName: string; penalty: string; at: Date },
    penalties: PenaltyInsert[],
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const judged = await tx
        .update(complaintCases)
        .set({
          state: v.upheld ? 6 : 7,
          upheld: v.upheld,
          verdictReason: v.reason,
          penalty: v.penalty,
          judgeId: v.judgeId,
          judgedAt: v.at,
          updatedAt: v.at,
        })
        .where(and(eq(complaintCases.id, id), inArray(complaintCases.state, [...from])))
        .returning({ id: complaintCases.id });
      if (judged.length === 0) return false;
      await tx.insert(complaintEvents).values({
        id: newId(),
        caseId: id,
        kind: v.upheld ? 'upheld' : 'dismissed',
        actorName: `平台（${v.judgeName}）`,
        text: v.penalty ? `${v.reason}\n处理：${v.penalty}` : v.reason,
        createdAt: v.at,
      });
      if (penalties.length > 0) await tx.insert(complaintPenalties).values(penalties);
      return true;
    });
  }

  /** A firm's or a consultant's penalties, newest first. */
  async penaltiesOf(subject: 'firm' | 'consultant', id: string) {
    const where =
      subject === 'firm'
        ? and(eq(complaintPenalties.subject, 'firm'), eq(complaintPenalties.firmId, id))
        : and(eq(complaintPenalties.subject, 'consultant'), eq(complaintPenalties.userId, id));
    return this.db.select().from(complaintPenalties).where(where).orderBy(desc(complaintPenalties.createdAt));
  }
}
