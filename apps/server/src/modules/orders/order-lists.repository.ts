import type { DataScope } from '@hh/domain/accounts/scope';
import { tabOfStage } from '@hh/domain/orders/order-tabs';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderStageCounts, orders, people, positions, projects } from '../../db/schema/tables';
import {
  hasExtraFilters,
  joinedConditions,
  matchedOrders,
  needsJoins,
  type OrderFilters,
  orderConditions,
  PAGE_ROW_COLUMNS,
  PAGE_ROW_JOINS,
  preparedRows,
  resolveSearch,
  scopeCondition,
  searchOnly,
  toRecord,
} from './order-sql.repository';
import type { OrderRecord } from './orders.repository';

/**
 * The order lists' reads: a page with its total, and the orders per stage for the tab counts.
 * Kept apart from the writes because these are the hot paths, with their own cost notes.
 */
export class OrderListsRepository {
  constructor(private readonly db: Db) {}

  /** The list reads of one data scope: the scope's filter is part of every query built through it. */
  for(scope: DataScope) {
    return {
      pageRows: (f: OrderFilters, limit: number, offset: number) => this.pageRows(scope, f, limit, offset),
      stageCounts: (f: Omit<OrderFilters, 'stages'>) => this.stageCounts(scope, f),
    };
  }

  /**
   * One page of orders in the scope, newest change first, as full rows in one query. Without
   * extra filters each scope walks its own index: the firm's (firm_id, stage_tab, updated_at), a
   * consultant's (hunter_id, …), and a group's by taking each member's newest rows from their
   * index and merging them (LATERAL), so a team leader's first page reads about
   * limit × members index entries, not the team's orders.
   */
  private async pageRows(
    scope: DataScope,
    f: OrderFilters,
    limit: number,
    offset: number,
  ): Promise<{ rows: OrderRecord[]; total: number }> {
    if (scope.userIds !== null && scope.userIds.length === 0) return { rows: [], total: 0 };
    f = await resolveSearch(this.db, f);
    // One round trip for the page and its total: the id walk runs first as a MATERIALIZED CTE (a
    // plain subquery let the planner hash whole tables at a million orders), each of its 20 ids is
    // joined by primary key, and the total rides along as an uncorrelated subquery (run once).
    // Every round trip costs a socket write and read on both sides, which is most of a list call.
    // A search alone: its matches are read once from the covering indexes, for the page and the total.
    const query = searchOnly(f)
      ? sql`with m as materialized (${matchedOrders(scope, f)}),
          page as materialized (select id, updated_at from m order by updated_at desc, id desc limit ${limit} offset ${offset})
          select ${PAGE_ROW_COLUMNS}, (select count(*)::int from m) as "totalCount" from page ${PAGE_ROW_JOINS} order by o.updated_at desc, o.id desc`
      : sql`with page as materialized (${this.pageIdsQuery(scope, f, limit, offset)}) select ${PAGE_ROW_COLUMNS}, (${this.totalQuery(scope, f)}) as "totalCount" from page ${PAGE_ROW_JOINS} order by o.updated_at desc, o.id desc`;
    // Unfiltered pages come in a few shapes (scope kind, tab) and are most of the traffic: prepared.
    const rows = hasExtraFilters(f) ? (await this.db.execute<Record<string, unknown>>(query)).rows : await preparedRows(this.db, query);
    const first = rows[0];
    if (!first) return { rows: [], total: offset === 0 ? 0 : await this.total(scope, f) };
    const total = Number(first.totalCount);
    return {
      rows: rows.map((row) => {
        const { totalCount: _total, ...rest } = row;
        return toRecord<OrderRecord>(rest);
      }),
      total,
    };
  }

  /** How many orders match: the counters when unfiltered, else a count of the matching orders. */
  private totalQuery(scope: DataScope, f: OrderFilters): SQL {
    if (searchOnly(f)) return sql`select count(*)::int from (${matchedOrders(scope, f)}) m`;
    if (!hasExtraFilters(f)) {
      return sql`select coalesce(sum(${orderStageCounts.n}), 0)::int from ${orderStageCounts} where ${and(
        eq(orderStageCounts.firmId, scope.firmId),
        scope.userIds === null ? undefined : inArray(orderStageCounts.hunterId, [...scope.userIds]),
        f.stages ? inArray(orderStageCounts.stage, [...f.stages]) : undefined,
      )}`;
    }
    const where = and(scopeCondition(scope), ...orderConditions(f), ...joinedConditions(f));
    const joins = needsJoins(f)
      ? sql`join ${people} on ${people.id} = ${orders.personId} join ${positions} on ${positions.id} = ${orders.positionId} join ${projects} on ${projects.id} = ${orders.projectId}`
      : sql``;
    return sql`select count(*)::int from ${orders} ${joins} where ${where}`;
  }

  private async total(scope: DataScope, f: OrderFilters): Promise<number> {
    const result = await this.db.execute<{ n: number }>(sql`select (${this.totalQuery(scope, f)}) as n`);
    return Number(result.rows[0]?.n ?? 0);
  }

  /** The SQL of a page's id walk, for EXPLAIN in bench/order-list.ts. */
  explainPage(scope: DataScope, f: OrderFilters, limit: number, offset: number) {
    return this.pageIdsQuery(scope, f, limit, offset);
  }

  private pageIdsQuery(scope: DataScope, f: OrderFilters, limit: number, offset: number): SQL {
    const tabs = f.stages ? [...new Set(f.stages.map(tabOfStage))] : null;
    const tabCondition = tabs ? inArray(orders.stageTab, tabs) : undefined;
    if (!hasExtraFilters(f)) {
      const conditions = and(tabCondition, f.stages ? inArray(orders.stage, [...f.stages]) : undefined);
      if (scope.userIds === null || scope.userIds.length <= 1) {
        return this.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(scopeCondition(scope), conditions))
          .orderBy(desc(orders.updatedAt), desc(orders.id))
          .limit(limit)
          .offset(offset)
          .getSQL();
      }
      const ids = `{${scope.userIds.join(',')}}`;
      return sql`
        select x.id from unnest(${ids}::uuid[]) as h(id)
        cross join lateral (
          select o.id, o.updated_at from ${orders} o
          where o.hunter_id = h.id and o.firm_id = ${scope.firmId}
            ${
              tabs
                ? sql`and o.stage_tab in (${sql.join(
                    tabs.map((t) => sql`${t}`),
                    sql`, `,
                  )})`
                : sql``
            }
            ${
              f.stages
                ? sql`and o.stage in (${sql.join(
                    f.stages.map((s) => sql`${s}`),
                    sql`, `,
                  )})`
                : sql``
            }
          order by o.updated_at desc, o.id desc
          limit ${limit + offset}
        ) x
        order by x.updated_at desc, x.id desc
        limit ${limit} offset ${offset}`;
    }
    const where = and(scopeCondition(scope), tabCondition, ...orderConditions(f), ...joinedConditions(f));
    const base = needsJoins(f)
      ? this.db
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(people, eq(people.id, orders.personId))
          .innerJoin(positions, eq(positions.id, orders.positionId))
          .innerJoin(projects, eq(projects.id, orders.projectId))
      : this.db.select({ id: orders.id }).from(orders);
    return base.where(where).orderBy(desc(orders.updatedAt), desc(orders.id)).limit(limit).offset(offset).getSQL();
  }

  /**
   * Orders per stored stage in the scope. Unfiltered counts read the per-consultant counters
   * (kept in every change's transaction); filtered ones group the matching orders.
   */
  private async stageCounts(scope: DataScope, f: Omit<OrderFilters, 'stages'>): Promise<Map<number, number>> {
    const filters: OrderFilters = await resolveSearch(this.db, { ...f, stages: null });
    if (!hasExtraFilters(filters)) {
      if (scope.userIds !== null && scope.userIds.length === 0) return new Map();
      const rows = await this.db
        .select({ stage: orderStageCounts.stage, n: sql<number>`sum(${orderStageCounts.n})`.mapWith(Number) })
        .from(orderStageCounts)
        .where(
          and(
            eq(orderStageCounts.firmId, scope.firmId),
            scope.userIds === null ? undefined : inArray(orderStageCounts.hunterId, [...scope.userIds]),
          ),
        )
        .groupBy(orderStageCounts.stage);
      return new Map(rows.map((r) => [r.stage, r.n]));
    }
    if (searchOnly(filters)) {
      const result = await this.db.execute<{ stage: number; n: number }>(
        sql`select stage, count(*)::int as n from (${matchedOrders(scope, filters)}) m group by stage`,
      );
      return new Map(result.rows.map((r) => [Number(r.stage), Number(r.n)]));
    }
    const where = and(scopeCondition(scope), ...orderConditions(filters), ...joinedConditions(filters));
    const base = needsJoins(filters)
      ? this.db
          .select({ stage: orders.stage, n: count() })
          .from(orders)
          .innerJoin(people, eq(people.id, orders.personId))
          .innerJoin(positions, eq(positions.id, orders.positionId))
          .innerJoin(projects, eq(projects.id, orders.projectId))
      : this.db.select({ stage: orders.stage, n: count() }).from(orders);
    const rows = await base.where(where).groupBy(orders.stage);
    return new Map(rows.map((r) => [r.stage, r.n]));
  }
}
