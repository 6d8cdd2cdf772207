import { ACTIVE_STAGES } from '@hh/domain/orders/order-stage';
import type { TemplateContent } from '@hh/domain/orders/report.schema';
import type { OpsPositionListQuery, OpsProjectListQuery } from '@hh/domain/positions/ops.schema';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orders, positions, projects, users } from '../../db/schema/tables';
import { escapeLike, positionColumns } from './positions.repository';

/**
 * The platform console's reads and writes of projects and positions. Not scoped to a firm:
 * projects and positions belong to the platform, and only its staff reach these.
 */
const assistants = alias(users, 'assistant');

/** The fields of a row that a save writes, as they were before it. */
function pick<T extends object>(row: Record<string, unknown>, values: T): T {
  return Object.fromEntries(Object.keys(values).map((key) => [key, row[key]])) as T;
}
const RUNNING = sql.raw(ACTIVE_STAGES.join(','));

export interface ProjectValues {
  name: string;
  companyName: string;
  industryCode: string;
  companySize: string;
  address: string;
  introduce: string;
  pmId: string;
  assistantId: string | null;
}

export interface PositionValues {
  projectId: string;
  name: string;
  cityCode: string;
  cityName: string;
  firstType: string;
  secondType: string;
  thirdType: string;
  categoryName: string;
  salaryLow: number;
  salaryHigh: number;
  salaryMonths: number;
  rewardAmount: number;
  headcount: number;
  guaranteeDays: number;
  education: number;
  workYearLower: number;
  workYearUpper: number;
  restCondition: number;
  socialInsurance: number;
  keywords: string[];
  description: string;
  requirement: string;
  address: string;
  template: TemplateContent;
}

export class OpsPositionsRepository {
  constructor(private readonly db: Db) {}

  /** Open staff users, optionally of one role, by name. */
  staff(role?: 'pm' | 'assistant') {
    return this.db
      .select({ id: users.id, cname: users.cname, phone: users.phone, staffRole: users.staffRole })
      .from(users)
      .where(and(eq(users.kind, 'staff'), eq(users.status, 'open'), role ? eq(users.staffRole, role) : undefined))
      .orderBy(asc(users.cname));
  }

  async staffRole(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ role: users.staffRole })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.kind, 'staff'), eq(users.status, 'open')));
    return row?.role ?? null;
  }

  // ---- Projects ----

  private projectRows() {
    return this.db
      .select({
        id: projects.id,
        name: projects.name,
        companyName: projects.companyName,
        industryCode: projects.industryCode,
        companySize: projects.companySize,
        address: projects.address,
        introduce: projects.introduce,
        pmId: projects.pmId,
        pmName: users.cname,
        assistantId: projects.assistantId,
        assistantName: assistants.cname,
        state: projects.state,
        updatedAt: projects.updatedAt,
        positionCount: sql<number>`(select count(*) from ${positions} where ${positions.projectId} = ${projects.id})`.mapWith(Number),
        recruitingCount:
          sql<number>`(select count(*) from ${positions} where ${positions.projectId} = ${projects.id} and ${positions.state} = 'recruiting')`.mapWith(
            Number,
          ),
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.pmId))
      .leftJoin(assistants, eq(assistants.id, projects.assistantId));
  }

  async projectsPage(query: OpsProjectListQuery) {
    const like = query.keyword ? escapeLike(query.keyword) : undefined;
    const where = and(
      query.state ? eq(projects.state, query.state) : undefined,
      like ? or(ilike(projects.name, like), ilike(projects.companyName, like)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.projectRows()
        .where(where)
        .orderBy(desc(projects.updatedAt), desc(projects.id))
        .limit(query.limit)
        .offset((query.current - 1) * query.limit),
      this.db.select({ n: count() }).from(projects).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async project(projectId: string) {
    const [row] = await this.projectRows().where(eq(projects.id, projectId));
    return row;
  }

  async insertProject(id: string, values: ProjectValues, now: Date): Promise<void> {
    await this.db.insert(projects).values({ id, ...values, createdAt: now, updatedAt: now });
  }

  /** Saves the project; answers its values as they were (read under the row's lock, for the audit trail), or undefined when missing. */
  async updateProject(projectId: string, values: ProjectValues, now: Date): Promise<ProjectValues | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
      if (!before) return undefined;
      await tx
        .update(projects)
        .set({ ...values, updatedAt: now })
        .where(eq(projects.id, projectId));
      return pick(before, values);
    });
  }

  /**
   * Sets a project's state; closing it closes its recruiting positions in the same transaction.
   * `done` says how many positions it closed with it.
   */
  async setProjectState(
    projectId: string,
    state: 'active' | 'closed',
    now: Date,
  ): Promise<{ result: 'missing' } | { result: 'unchanged' } | { result: 'done'; closedPositions: number }> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select({ state: projects.state }).from(projects).where(eq(projects.id, projectId)).for('update');
      if (!current) return { result: 'missing' };
      if (current.state === state) return { result: 'unchanged' };
      await tx.update(projects).set({ state, updatedAt: now }).where(eq(projects.id, projectId));
      let closedPositions = 0;
      if (state === 'closed') {
        const closed = await tx
          .update(positions)
          .set({ state: 'closed', updatedAt: now })
          .where(and(eq(positions.projectId, projectId), eq(positions.state, 'recruiting')))
          .returning({ id: positions.id });
        closedPositions = closed.length;
      }
      return { result: 'done', closedPositions };
    });
  }

  // ---- Positions ----

  async positionsPage(query: OpsPositionListQuery) {
    const like = query.keyword ? escapeLike(query.keyword) : undefined;
    const where = and(
      query.projectId ? eq(positions.projectId, query.projectId) : undefined,
      query.state ? eq(positions.state, query.state) : undefined,
      like ? or(ilike(positions.name, like), ilike(projects.companyName, like), ilike(projects.name, like)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          ...positionColumns,
          hasSample: sql<boolean>`${positions.resumeSampleKey} is not null`,
          running:
            sql<number>`(select count(*) from ${orders} where ${orders.positionId} = ${positions.id} and ${orders.stage} in (${RUNNING}))`.mapWith(
              Number,
            ),
        })
        .from(positions)
        .innerJoin(projects, eq(projects.id, positions.projectId))
        .where(where)
        .orderBy(desc(positions.updatedAt), desc(positions.id))
        .limit(query.limit)
        .offset((query.current - 1) * query.limit),
      this.db.select({ n: count() }).from(positions).innerJoin(projects, eq(projects.id, positions.projectId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async position(positionId: string) {
    const [row] = await this.db
      .select({
        ...positionColumns,
        description: positions.description,
        requirement: positions.requirement,
        address: positions.address,
        template: positions.template,
        resumeSampleKey: positions.resumeSampleKey,
        projectState: projects.state,
      })
      .from(positions)
      .innerJoin(projects, eq(projects.id, positions.projectId))
      .where(eq(positions.id, positionId));
    return row;
  }

  async projectState(projectId: string): Promise<string | null> {
    const [row] = await this.db.select({ state: projects.state }).from(projects).where(eq(projects.id, projectId));
    return row?.state ?? null;
  }

  async insertPosition(id: string, values: PositionValues, now: Date): Promise<void> {
    await this.db.insert(positions).values({ id, ...values, state: 'draft', createdAt: now, updatedAt: now });
  }

  /** Saves the position; answers its values as they were (read under the row's lock, for the audit trail), or undefined when missing. */
  async updatePosition(positionId: string, values: PositionValues, now: Date): Promise<PositionValues | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(positions).where(eq(positions.id, positionId)).for('update');
      if (!before) return undefined;
      await tx
        .update(positions)
        .set({ ...values, updatedAt: now })
        .where(eq(positions.id, positionId));
      return pick(before, values);
    });
  }

  /**
   * Moves a position from one of `from` to `to` with a conditional UPDATE, so two staff pressing the
   * button at once cannot both succeed. Publishing needs an active project and stamps
   * published_at the first time. Answers the state it moved from (the row is locked first, so that is
   * the state the UPDATE saw), or null when it did not move.
   */
  async moveState(positionId: string, from: readonly string[], to: string, now: Date): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select({ state: positions.state }).from(positions).where(eq(positions.id, positionId)).for('update');
      if (!current) return null;
      const done = await tx
        .update(positions)
        .set({
          state: to,
          updatedAt: now,
          ...(to === 'recruiting' ? { publishedAt: sql`coalesce(${positions.publishedAt}, ${now.toISOString()}::timestamptz)` } : {}),
        })
        .where(
          and(
            eq(positions.id, positionId),
            inArray(positions.state, [...from]),
            to === 'recruiting'
              ? sql`exists (select 1 from ${projects} where ${projects.id} = ${positions.projectId} and ${projects.state} = 'active')`
              : undefined,
          ),
        )
        .returning({ id: positions.id });
      return done.length > 0 ? current.state : null;
    });
  }

  /** Puts a new sample key in place and answers the one it replaced. */
  async swapSample(positionId: string, key: string | null, now: Date): Promise<{ found: boolean; previous: string | null }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select({ key: positions.resumeSampleKey }).from(positions).where(eq(positions.id, positionId)).for('update');
      if (!row) return { found: false, previous: null };
      await tx.update(positions).set({ resumeSampleKey: key, updatedAt: now }).where(eq(positions.id, positionId));
      return { found: true, previous: row.key };
    });
  }
}
