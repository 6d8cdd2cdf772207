import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firms, orders, people, positions, projects } from '../../db/schema/tables';
import { type Executor, joinedConditions } from './order-sql.repository';

/**
 * The platform console's reads of orders across firms: a PM or assistant reaches the orders of
 * the projects they run, the admin (`null`) every order. Not tenant-scoped on purpose — the
 * platform works for every firm.
 */
export class ConsoleOrdersRepository {
  constructor(private readonly db: Db) {}

  /** Platform console: orders of the projects a PM runs (or every order for `null`), by stage, newest first. */
  async platformPage(
    pmUserId: string | null,
    f: { stage?: number; rejectStatus?: number; searchWord?: string },
    limit: number,
    offset: number,
  ) {
    const where = and(
      pmUserId ? or(eq(projects.pmId, pmUserId), eq(projects.assistantId, pmUserId)) : undefined,
      f.stage ? eq(orders.stage, f.stage) : undefined,
      f.rejectStatus !== undefined ? eq(orders.rejectStatus, f.rejectStatus) : undefined,
      ...joinedConditions({ stages: null, searchWord: f.searchWord }),
    );
    const base = () =>
      this.db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(people, eq(people.id, orders.personId))
        .innerJoin(positions, eq(positions.id, orders.positionId))
        .innerJoin(projects, eq(projects.id, orders.projectId));
    const [rows, [total]] = await Promise.all([
      base().where(where).orderBy(desc(orders.updatedAt), desc(orders.id)).limit(limit).offset(offset),
      this.db
        .select({ n: count() })
        .from(orders)
        .innerJoin(people, eq(people.id, orders.personId))
        .innerJoin(positions, eq(positions.id, orders.positionId))
        .innerJoin(projects, eq(projects.id, orders.projectId))
        .where(where),
    ]);
    return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
  }

  async platformCounts(pmUserId: string | null) {
    const rows = await this.db
      .select({ stage: orders.stage, rejectStatus: orders.rejectStatus, n: count() })
      .from(orders)
      .innerJoin(projects, eq(projects.id, orders.projectId))
      .where(pmUserId ? or(eq(projects.pmId, pmUserId), eq(projects.assistantId, pmUserId)) : undefined)
      .groupBy(orders.stage, orders.rejectStatus);
    return rows;
  }

  /** Whether a PM (or assistant) runs the project of an order. */
  async runsProject(pmUserId: string, projectId: string, executor: Executor = this.db) {
    const [row] = await executor
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), or(eq(projects.pmId, pmUserId), eq(projects.assistantId, pmUserId))))
      .limit(1);
    return row !== undefined;
  }

  async firmNames(firmIds: readonly string[]) {
    if (firmIds.length === 0) return new Map<string, string>();
    const rows = await this.db
      .select({ id: firms.id, name: firms.name })
      .from(firms)
      .where(inArray(firms.id, [...firmIds]));
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
