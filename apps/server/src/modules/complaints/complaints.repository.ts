import { and, count, desc, eq, inArray, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { complaintCases, complaintEvents, complaintFiles, firms, users } from '../../db/schema/tables';
import { newId } from '../../platform/ids';

/**
 * Who may read a case (spec 000 §3, issue 19): its complainant, and on the defendant's side the
 * order's consultant and the manager of their firm. Nobody else — not the complainant's
 * colleagues, not a team leader, not a third firm.
 */
export interface CaseViewer {
  userId: string;
  firmId: string;
  manager: boolean;
}

export type CaseRow = typeof complaintCases.$inferSelect;
export type CaseInsert = typeof complaintCases.$inferInsert;
export type CaseTab = 'launch' | 'receive';

const asComplainant = (v: CaseViewer) => eq(complaintCases.complainantId, v.userId);
const asDefendant = (v: CaseViewer) =>
  v.manager
    ? or(eq(complaintCases.defendantId, v.userId), eq(complaintCases.defendantFirmId, v.firmId))
    : eq(complaintCases.defendantId, v.userId);

/** A case row with the names the list shows (firms and consultants may be joined anywhere). */
function named(db: Db) {
  const cu = alias(users, 'cu');
  const du = alias(users, 'du');
  const cf = alias(firms, 'cf');
  const df = alias(firms, 'df');
  return db
    .select({ c: complaintCases, complainantName: cu.cname, defendantName: du.cname, complainantFirm: cf.name, defendantFirm: df.name })
    .from(complaintCases)
    .innerJoin(cu, eq(cu.id, complaintCases.complainantId))
    .innerJoin(du, eq(du.id, complaintCases.defendantId))
    .innerJoin(cf, eq(cf.id, complaintCases.complainantFirmId))
    .innerJoin(df, eq(df.id, complaintCases.defendantFirmId));
}
export type NamedCase = Awaited<ReturnType<ReturnType<typeof named>['limit']>>[number];

/** Cases as one viewer may see them: every read carries the viewer's filter. */
export class ScopedCases {
  constructor(
    private readonly db: Db,
    private readonly viewer: CaseViewer,
  ) {}

  private visible(): SQL {
    return or(asComplainant(this.viewer), asDefendant(this.viewer)) as SQL;
  }

  private ofTab(tab: CaseTab): SQL {
    return (tab === 'launch' ? asComplainant(this.viewer) : asDefendant(this.viewer)) as SQL;
  }

  async find(id: string): Promise<NamedCase | undefined> {
    const [row] = await named(this.db)
      .where(and(eq(complaintCases.id, id), this.visible()))
      .limit(1);
    return row;
  }

  async page(tab: CaseTab, state: number, limit: number, offset: number) {
    const where = and(this.ofTab(tab), state ? eq(complaintCases.state, state) : undefined);
    const [rows, [total], counts] = await Promise.all([
      named(this.db).where(where).orderBy(desc(complaintCases.createdAt), desc(complaintCases.id)).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(complaintCases).where(where),
      this.db.select({ state: complaintCases.state, n: count() }).from(complaintCases).where(this.ofTab(tab)).groupBy(complaintCases.state),
    ]);
    return { rows, total: total?.n ?? 0, counts };
  }

  /** Cases on the viewer's side waiting for their answer (the tipsComplaint count). */
  async awaitingAnswer(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(complaintCases)
      .where(and(asDefendant(this.viewer), eq(complaintCases.state, 1)));
    return row?.n ?? 0;
  }
}

export class ComplaintsRepository {
  /** Orders of this consultant that an upheld blind-push case was about (the blind-push tips). */
  async upheldBlindPushOrders(defendantId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ orderId: complaintCases.orderId })
      .from(complaintCases)
      .where(and(eq(complaintCases.defendantId, defendantId), eq(complaintCases.type, 1), eq(complaintCases.state, 6)));
    return rows.map((r) => r.orderId);
  }

  constructor(readonly db: Db) {}

  for(viewer: CaseViewer): ScopedCases {
    return new ScopedCases(this.db, viewer);
  }

  async hasOpenCase(complainantId: string, orderId: string, exceptId?: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: complaintCases.id })
      .from(complaintCases)
      .where(
        and(
          eq(complaintCases.complainantId, complainantId),
          eq(complaintCases.orderId, orderId),
          inArray(complaintCases.state, [1, 2, 3, 4]),
          exceptId ? sql`${complaintCases.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async insert(row: CaseInsert, event: { kind: string; actorName: string; text?: string }, attachmentIds: readonly string[]) {
    await this.db.transaction(async (tx) => {
      await tx.insert(complaintCases).values(row);
      await tx.insert(complaintEvents).values({ id: newId(), caseId: row.id, ...event });
      await attachFiles(tx, row.id, row.complainantId, 'complaint', attachmentIds);
    });
  }

  /**
   * Moves a case from one of `from` to its next state with its event, in one transaction; false
   * when the case was not in one of those states any more (someone else was faster).
   */
  async move(
    id: string,
    from: readonly number[],
    set: Partial<CaseInsert>,
    event: { kind: string; actorName: string; text?: string },
    files?: { uploaderId: string; part: 'complaint' | 'answer'; ids: readonly string[]; replace?: boolean },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(complaintCases)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(complaintCases.id, id), inArray(complaintCases.state, [...from])))
        .returning({ id: complaintCases.id });
      if (moved.length === 0) return false;
      await tx.insert(complaintEvents).values({ id: newId(), caseId: id, ...event });
      if (files) {
        if (files.replace)
          await tx
            .update(complaintFiles)
            .set({ caseId: null })
            .where(
              and(
                eq(complaintFiles.caseId, id),
                eq(complaintFiles.part, files.part),
                files.ids.length ? notInArray(complaintFiles.id, [...files.ids]) : undefined,
              ),
            );
        await attachFiles(tx, id, files.uploaderId, files.part, files.ids);
      }
      return true;
    });
  }

  /** Files the uploader may still attach: their own, not yet on another case. */
  async attachable(uploaderId: string, ids: readonly string[], caseId?: string): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await this.db
      .select({ n: count() })
      .from(complaintFiles)
      .where(
        and(
          inArray(complaintFiles.id, [...ids]),
          eq(complaintFiles.uploaderId, uploaderId),
          caseId ? or(isNull(complaintFiles.caseId), eq(complaintFiles.caseId, caseId)) : isNull(complaintFiles.caseId),
        ),
      );
    return row?.n ?? 0;
  }

  async saveFile(row: typeof complaintFiles.$inferInsert) {
    await this.db.insert(complaintFiles).values(row);
  }

  async filesOf(caseId: string) {
    return this.db.select().from(complaintFiles).where(eq(complaintFiles.caseId, caseId)).orderBy(complaintFiles.createdAt);
  }

  async eventsOf(caseId: string) {
    return this.db.select().from(complaintEvents).where(eq(complaintEvents.caseId, caseId)).orderBy(complaintEvents.createdAt);
  }

  /** The managers of a firm, who answer for their consultants' orders. */
  async managersOf(firmId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.firmId, firmId), eq(users.roleCode, 30)));
    return rows.map((r) => r.id);
  }

  /** Marks every case whose 24 hours have passed without an answer (the overdue job); returns them. */
  async markOverdue(now: Date) {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .update(complaintCases)
        .set({ state: 3, updatedAt: now })
        .where(and(eq(complaintCases.state, 1), lte(complaintCases.deadlineAt, now)))
        .returning({ id: complaintCases.id, complainantId: complaintCases.complainantId, defendantId: complaintCases.defendantId });
      if (due.length > 0)
        await tx
          .insert(complaintEvents)
          .values(due.map((c) => ({ id: newId(), caseId: c.id, kind: 'overdue', actorName: '系统', text: '被投诉方未在24小时内答辩' })));
      return due;
    });
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function attachFiles(tx: Tx, caseId: string, uploaderId: string, part: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .update(complaintFiles)
    .set({ caseId, part })
    .where(and(inArray(complaintFiles.id, [...ids]), eq(complaintFiles.uploaderId, uploaderId)));
}
