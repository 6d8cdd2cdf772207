import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firms, orders, people, positions, projects } from '../../db/schema/tables';
import { joinedConditions, resolveSearch } from './order-sql.repository';

/**
 * The platform console's reads of orders across firms: a PM or assistant reaches the orders of
 * the projects they run (their ids come from the positions module's PositionReader), the admin
 * (`null`) every order. Not tenant-scoped on purpose — the platform works for every firm.
 */
export class ConsoleOrdersRepository {
  constructor(private readonly db: Db) {}

  /** Platform console: orders of these projects (or every order for `null`), by stage, newest first. */
  async platformPage(
    projectIds: readonly string[] | null,
    f: { stage?: number; rejectStatus?: number; searchWord?: string; hunterId?: string },
    limit: number,
    offset: number,
  ) {
    const where = and(
      ofProjects(projectIds),
      f.stage ? eq(orders.stage, f.stage) : undefined,
      f.rejectStatus !== undefined ? eq(orders.rejectStatus, f.rejectStatus) : undefined,
      f.hunterId ? eq(orders.hunterId, f.hunterId) : undefined,
      ...joinedConditions(await resolveSearch(this.db, { stages: null, searchWord: f.searchWord })),
    );
    // The search word matches the candidate's, the position's and the company's names, as on the
    // consultant's list (joinedConditions): joined here in the one page query, because through the
    // PositionReader a search across every firm's orders would first fetch every matching position
    // id (unbounded) and then filter orders by that list — two round trips and a huge IN list.
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

  async platformCounts(projectIds: readonly string[] | null) {
    return this.db
      .select({ stage: orders.stage, rejectStatus: orders.rejectStatus, n: count() })
      .from(orders)
      .where(ofProjects(projectIds))
      .groupBy(orders.stage, orders.rejectStatus);
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

/** Orders of these projects; `null` is every project (the admin), none is no order. */
function ofProjects(projectIds: readonly string[] | null) {
  if (projectIds === null) return undefined;
  return projectIds.length === 0 ? sql`false` : inArray(orders.projectId, [...projectIds]);
}
