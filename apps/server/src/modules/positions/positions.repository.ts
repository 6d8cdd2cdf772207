import type { DataScope } from '@hh/domain/accounts/scope';
import { ACTIVE_STAGES } from '@hh/domain/orders/order-stage';
import type { PositionListQuery } from '@hh/domain/positions/position.schema';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, positions, projects, users } from '../../db/schema/tables';
import { isId } from '../../platform/ids';
import type { PositionExecutor } from './position-reader.port';

/** The running stages as a literal list: constants of the domain, never user input. */
const RUNNING = sql.raw(ACTIVE_STAGES.join(','));

export function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every column a consultant sees of a position, with its project's name and employer. */
export const positionColumns = {
  id: positions.id,
  name: positions.name,
  projectId: positions.projectId,
  projectName: projects.name,
  companyName: projects.companyName,
  pmId: projects.pmId,
  cityCode: positions.cityCode,
  cityName: positions.cityName,
  firstType: positions.firstType,
  secondType: positions.secondType,
  thirdType: positions.thirdType,
  categoryName: positions.categoryName,
  salaryLow: positions.salaryLow,
  salaryHigh: positions.salaryHigh,
  salaryMonths: positions.salaryMonths,
  rewardAmount: positions.rewardAmount,
  headcount: positions.headcount,
  guaranteeDays: positions.guaranteeDays,
  education: positions.education,
  workYearLower: positions.workYearLower,
  workYearUpper: positions.workYearUpper,
  restCondition: positions.restCondition,
  socialInsurance: positions.socialInsurance,
  keywords: positions.keywords,
  state: positions.state,
  publishedAt: positions.publishedAt,
  updatedAt: positions.updatedAt,
};

/** How many of a firm's orders on the row's position are still running (stages 20..91). */
const firmRunningOrders = (firmId: string) =>
  sql<number>`(select count(*) from ${orders} where ${orders.positionId} = ${positions.id} and ${orders.firmId} = ${firmId} and ${orders.stage} in (${RUNNING}))`.mapWith(
    Number,
  );

const ORDER_COLUMNS = { lastUpdateTime: positions.updatedAt, salary: positions.salaryHigh, reward: positions.rewardAmount } as const;

interface ListContext {
  firmId: string;
  /** The caller's data scope: whose orders make a position "recommended" (null: the whole firm). */
  scopeUserIds: readonly string[] | null;
  /** Positions published since then are NEW. */
  newSince: Date;
}

/** Reads of positions and projects for consultants: only what the platform has published. */
export class PositionsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The reads that depend on the caller's firm and scope (the firm's running orders on each
   * position, the recommended tab, the consultant's own work), obtained per request for the
   * scope the router resolved, so none can be written without the firm filter.
   */
  for(scope: DataScope) {
    return {
      recruitingPage: (query: PositionListQuery, newSince: Date) =>
        this.recruitingPage(query, { firmId: scope.firmId, scopeUserIds: query.tab === 'RECOMMENDED' ? scope.userIds : null, newSince }),
      recentInterests: () => this.recentInterests(scope.actorId),
      recommended: (interests: { firstTypes: string[]; cityCodes: string[] }, limit: number) =>
        this.recommended(scope.actorId, scope.firmId, interests, limit),
      firmRunningOrderCount: (positionId: string) => this.firmRunningOrderCount(positionId, scope.firmId),
    };
  }

  private listWhere(query: PositionListQuery, context: ListContext): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(positions.state, 'recruiting')];
    if (query.projectId) conditions.push(eq(positions.projectId, query.projectId));
    if (query.cityCode) conditions.push(eq(positions.cityCode, query.cityCode));
    if (query.positionFirstType) conditions.push(eq(positions.firstType, query.positionFirstType));
    if (query.positionSecondType) conditions.push(eq(positions.secondType, query.positionSecondType));
    if (query.positionThirdType) conditions.push(eq(positions.thirdType, query.positionThirdType));
    if (query.companyName) conditions.push(ilike(projects.companyName, escapeLike(query.companyName)));
    if (query.positionName) conditions.push(ilike(positions.name, escapeLike(query.positionName)));
    if (query.pmId) conditions.push(isId(query.pmId) ? eq(projects.pmId, query.pmId) : sql`false`);
    if (query.industryFieldCodes?.length) {
      // A first-level code (XX00) takes every second-level code of its branch (XX01…XX99).
      const codes = query.industryFieldCodes;
      conditions.push(or(inArray(projects.industryCode, codes), inArray(sql`left(${projects.industryCode}, 2) || '00'`, codes)));
    }
    if (query.lietouActivityId)
      conditions.push(
        sql`exists (select 1 from activity_positions ap where ap.position_id = ${positions.id} and ap.activity_id::text = ${query.lietouActivityId})`,
      );
    if (query.keyword) {
      const like = escapeLike(query.keyword);
      conditions.push(
        or(
          ilike(positions.name, like),
          ilike(projects.companyName, like),
          ilike(positions.categoryName, like),
          sql`array_to_string(${positions.keywords}, ' ') ilike ${like}`,
        ),
      );
    }
    // Ranges that overlap the asked one: a 20-30K position matches "from 25K".
    if (query.salaryLow !== undefined) conditions.push(gte(positions.salaryHigh, query.salaryLow));
    if (query.salaryHigh !== undefined) conditions.push(lte(positions.salaryLow, query.salaryHigh));
    if (query.tab === 'NEW') conditions.push(gte(positions.publishedAt, context.newSince));
    if (query.tab === 'RECOMMENDED') {
      const byScope =
        context.scopeUserIds === null
          ? sql``
          : context.scopeUserIds.length === 0
            ? sql` and false`
            : sql` and ${inArray(orders.hunterId, [...context.scopeUserIds])}`;
      conditions.push(
        sql`exists (select 1 from ${orders} where ${orders.positionId} = ${positions.id} and ${orders.firmId} = ${context.firmId}${byScope})`,
      );
    }
    return and(...conditions);
  }

  /** One page of recruiting positions with the firm's running order count, and the total. */
  private async recruitingPage(query: PositionListQuery, context: ListContext) {
    const where = this.listWhere(query, context);
    const direction = query.orderDesc ? desc : asc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ ...positionColumns, myOrderCount: firmRunningOrders(context.firmId) })
        .from(positions)
        .innerJoin(projects, eq(projects.id, positions.projectId))
        .where(where)
        .orderBy(direction(ORDER_COLUMNS[query.orderClause]), direction(positions.id))
        .limit(query.query.limit)
        .offset(query.query.offset),
      this.db.select({ n: count() }).from(positions).innerJoin(projects, eq(projects.id, positions.projectId)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** The categories and cities of a consultant's latest orders: what they work on. */
  private async recentInterests(hunterId: string, take = 20) {
    const recent = await this.db
      .select({ firstType: positions.firstType, cityCode: positions.cityCode })
      .from(orders)
      .innerJoin(positions, eq(positions.id, orders.positionId))
      .where(eq(orders.hunterId, hunterId))
      .orderBy(desc(orders.createdAt))
      .limit(take);
    return { firstTypes: [...new Set(recent.map((r) => r.firstType))], cityCodes: [...new Set(recent.map((r) => r.cityCode))] };
  }

  /**
   * Recruiting positions the consultant has no order on, those matching both a category and a
   * city of their recent work first, then one of them, then the newest; when that leaves room,
   * the newest of the positions they already work on fill it.
   */
  private async recommended(hunterId: string, firmId: string, interests: { firstTypes: string[]; cityCodes: string[] }, limit: number) {
    const byType = interests.firstTypes.length ? sql`(${inArray(positions.firstType, interests.firstTypes)})::int` : sql`0`;
    const byCity = interests.cityCodes.length ? sql`(${inArray(positions.cityCode, interests.cityCodes)})::int` : sql`0`;
    const hasOwnOrder = sql`exists (select 1 from ${orders} where ${orders.positionId} = ${positions.id} and ${orders.hunterId} = ${hunterId})`;
    return this.db
      .select({ ...positionColumns, myOrderCount: firmRunningOrders(firmId) })
      .from(positions)
      .innerJoin(projects, eq(projects.id, positions.projectId))
      .where(eq(positions.state, 'recruiting'))
      .orderBy(
        sql`${hasOwnOrder}`,
        sql`case when ${hasOwnOrder} then 0 else ${byType} + ${byCity} end desc`,
        sql`${positions.publishedAt} desc nulls last`,
        desc(positions.id),
      )
      .limit(limit);
  }

  /** A position with its texts, its project and its sample key, whatever its state. */
  async find(positionId: string, executor: PositionExecutor = this.db) {
    const [row] = await executor
      .select({
        ...positionColumns,
        description: positions.description,
        requirement: positions.requirement,
        address: positions.address,
        template: positions.template,
        resumeSampleKey: positions.resumeSampleKey,
        projectState: projects.state,
        assistantId: projects.assistantId,
      })
      .from(positions)
      .innerJoin(projects, eq(projects.id, positions.projectId))
      .where(eq(positions.id, positionId));
    return row;
  }

  private async firmRunningOrderCount(positionId: string, firmId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.positionId, positionId), eq(orders.firmId, firmId), sql`${orders.stage} in (${RUNNING})`));
    return row?.n ?? 0;
  }

  /** A project as consultants see it, with how many of its positions are recruiting. */
  async project(projectId: string) {
    const [row] = await this.db
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
        state: projects.state,
        recruiting:
          sql<number>`(select count(*) from ${positions} where ${positions.projectId} = ${projects.id} and ${positions.state} = 'recruiting')`.mapWith(
            Number,
          ),
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.pmId))
      .where(eq(projects.id, projectId));
    return row;
  }

  /** The projects a staff member runs, as PM or assistant (the console's order pipeline). */
  async projectIdsRunBy(staffId: string, executor: PositionExecutor = this.db): Promise<string[]> {
    const rows = await executor
      .select({ id: projects.id })
      .from(projects)
      .where(or(eq(projects.pmId, staffId), eq(projects.assistantId, staffId)));
    return rows.map((r) => r.id);
  }

  /** The open staff users with these ids: a project's PM and assistant. */
  async staffContacts(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: users.id, cname: users.cname, phone: users.phone, email: users.email, weixin: users.weixin })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.kind, 'staff'), eq(users.status, 'open')));
  }

  /** The PMs of projects with positions open to firms (the order filter's PM picker), by name. */
  async projectPms() {
    return this.db
      .selectDistinct({ id: users.id, cname: users.cname })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.pmId))
      .innerJoin(positions, eq(positions.projectId, projects.id))
      .where(and(eq(users.kind, 'staff'), inArray(positions.state, ['recruiting', 'closed'])))
      .orderBy(asc(users.cname), asc(users.id));
  }
}
