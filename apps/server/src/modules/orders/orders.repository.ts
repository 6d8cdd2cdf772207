import type { DataScope } from '@hh/domain/accounts/scope';
import { ACTIVE_STAGES, OrderStage, type StoredStage } from '@hh/domain/orders/order-stage';
import { tabOfStage } from '@hh/domain/orders/order-tabs';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderNotes, orderStageCounts, orderStateLogs, orders, people, positions, projects, teams, users } from '../../db/schema/tables';
import { newId } from '../../platform/ids';

import { type Executor, hunter, pm, rowColumns, scopeCondition, type Tx } from './order-sql.repository';
import type { StageLogListener } from './stage-log-listener';

export type { OrderFilters, Tx } from './order-sql.repository';
export type OrderRecord = Awaited<ReturnType<OrdersRepository['rowsByIds']>>[number];

export class OrdersRepository {
  /** The firms whose orders a running transaction wrote, told to `committed` once it commits. */
  private readonly written = new WeakMap<Tx, Set<string>>();

  /** @param committed told of each firm whose orders a transaction of this repository changed, after commit. */
  constructor(
    private readonly db: Db,
    private readonly committed: (firmId: string) => void = () => {},
    private readonly stageLog?: StageLogListener,
  ) {}

  async transaction<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
    const firms = new Set<string>();
    const result = await this.db.transaction((tx) => {
      this.written.set(tx, firms);
      return run(tx);
    });
    for (const firmId of firms) this.committed(firmId);
    return result;
  }

  /**
   * An order's full row: its own columns with the candidate's, position's, project's and people's
   * names. The positions and projects tables belong to the positions module, yet they are joined
   * here rather than read through its PositionReader: every order screen shows a page of rows,
   * and the port would cost a second round trip per page (and a per-row lookup where rows come
   * one by one), on the lists that are the hot path (bench/order-list.ts). The join only reads
   * names by primary key; no decision about a position is taken from it (those go through the port).
   */
  private joined(executor: Executor = this.db) {
    return executor
      .select(rowColumns)
      .from(orders)
      .innerJoin(people, eq(people.id, orders.personId))
      .innerJoin(positions, eq(positions.id, orders.positionId))
      .innerJoin(projects, eq(projects.id, orders.projectId))
      .innerJoin(hunter, eq(hunter.id, orders.hunterId))
      .innerJoin(pm, eq(pm.id, projects.pmId));
  }

  /** Full rows of these orders, in the given order. */
  async rowsByIds(ids: readonly string[], executor: Executor = this.db) {
    if (ids.length === 0) return [];
    const rows = await this.joined(executor).where(inArray(orders.id, [...ids]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is (typeof rows)[number] => r !== undefined);
  }

  /**
   * The orders a data scope may see: each read through it carries the scope's firm/team/user
   * filter itself, so a tenant read cannot be written without one. Obtained per request for the
   * scope the router resolved.
   */
  for(scope: DataScope) {
    return {
      /** An order of the scope (and lock it, inside a transaction that will change it). */
      find: (orderId: string, executor: Executor = this.db, lock = false) => this.findInScope(scope, orderId, executor, lock),
      /** The scope's orders of one person, newest first. */
      idsOfPerson: (personId: string) => this.idsOfPerson(scope, personId),
      /** Open consultants of the firm within the scope (pickers for transfer and group filters). */
      consultants: () => this.consultantsInScope(scope),
    };
  }

  private async findInScope(scope: DataScope, orderId: string, executor: Executor = this.db, lock = false) {
    const query = executor
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), scopeCondition(scope)));
    const [hit] = lock ? await query.for('update') : await query;
    if (!hit) return undefined;
    const [row] = await this.rowsByIds([hit.id], executor);
    return row;
  }

  /** Any order by id, for the platform console and jobs (not tenant-scoped: the platform works for every firm across firms). */
  async findAny(orderId: string, executor: Executor = this.db, lock = false) {
    const query = executor.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    const [hit] = lock ? await query.for('update') : await query;
    if (!hit) return undefined;
    const [row] = await this.rowsByIds([hit.id], executor);
    return row;
  }

  /** Orders of one person on one position, across firms (the 撞单 check). */
  async ordersOfPersonOnPosition(tx: Tx, personId: string, positionId: string) {
    return tx
      .select({
        id: orders.id,
        firmId: orders.firmId,
        stage: orders.stage,
        rejectStatus: orders.rejectStatus,
        recommendedAt: orders.recommendedAt,
      })
      .from(orders)
      .where(and(eq(orders.personId, personId), eq(orders.positionId, positionId)));
  }

  /** Serialises recommendations of one person to one position, across instances. */
  async lockPersonOnPosition(tx: Tx, personId: string, positionId: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${positionId}:${personId}`}, 0))`);
  }

  async insertOrder(tx: Tx, order: Omit<typeof orders.$inferInsert, 'stageTab'> & { stage: StoredStage }) {
    await tx.insert(orders).values({ ...order, stageTab: tabOfStage(order.stage) });
    this.written.get(tx)?.add(order.firmId);
    await this.bumpCount(tx, order.hunterId, order.firmId, order.stage, 1);
  }

  /**
   * Writes a change of an order if it is still at `expected` stage and version: the
   * compare-and-set that lets only one of two concurrent moves win. Returns false when lost.
   */
  async updateOrder(
    tx: Tx,
    current: { id: string; stage: number; version: number; hunterId: string; firmId: string },
    changes: Partial<typeof orders.$inferInsert> & { stage?: StoredStage },
  ): Promise<boolean> {
    const set: Partial<typeof orders.$inferInsert> = { ...changes, version: current.version + 1, updatedAt: new Date() };
    if (changes.stage !== undefined) set.stageTab = tabOfStage(changes.stage);
    const updated = await tx
      .update(orders)
      .set(set)
      .where(and(eq(orders.id, current.id), eq(orders.stage, current.stage), eq(orders.version, current.version)))
      .returning({ id: orders.id });
    if (updated.length === 0) return false;
    this.written.get(tx)?.add(current.firmId);
    const newHunter = changes.hunterId ?? current.hunterId;
    const newStage = changes.stage ?? current.stage;
    if (newHunter !== current.hunterId || newStage !== current.stage) {
      await this.bumpCount(tx, current.hunterId, current.firmId, current.stage, -1);
      await this.bumpCount(tx, newHunter, current.firmId, newStage, 1);
    }
    return true;
  }

  private async bumpCount(tx: Tx, hunterId: string, firmId: string, stage: number, delta: number) {
    await tx
      .insert(orderStageCounts)
      .values({ hunterId, firmId, stage, n: delta })
      .onConflictDoUpdate({
        target: [orderStageCounts.hunterId, orderStageCounts.stage],
        set: { n: sql`${orderStageCounts.n} + ${delta}` },
      });
  }

  /** Recomputes every counter from the orders (after a bulk load: the demo seed, the bench). */
  async rebuildStageCounts(executor: Executor = this.db) {
    await executor.execute(sql`delete from ${orderStageCounts}`);
    await executor.execute(sql`
      insert into ${orderStageCounts} (hunter_id, stage, firm_id, n)
      select hunter_id, stage, firm_id, count(*) from ${orders} group by hunter_id, stage, firm_id`);
  }

  async insertLog(
    tx: Tx,
    log: {
      orderId: string;
      fromStage: number | null;
      toStage: number;
      action: string;
      actorId: string | null;
      actorType: 'consultant' | 'platform' | 'system';
      actorName: string;
      remark?: string;
      detail?: Record<string, unknown>;
    },
  ) {
    await tx.insert(orderStateLogs).values({ id: newId(), remark: '', detail: {}, ...log });
    await this.stageLog?.logged(tx, log);
  }

  async logsOf(orderIds: readonly string[]) {
    if (orderIds.length === 0) return [];
    return this.db
      .select()
      .from(orderStateLogs)
      .where(inArray(orderStateLogs.orderId, [...orderIds]))
      .orderBy(asc(orderStateLogs.createdAt), asc(orderStateLogs.id));
  }

  private async idsOfPerson(scope: DataScope, personId: string) {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(scopeCondition(scope), eq(orders.personId, personId)))
      .orderBy(desc(orders.updatedAt))
      .limit(100);
    return rows.map((r) => r.id);
  }

  /** Per person: whether the firm has an order of them, and whether one is still running (bindings' capability). */
  async orderStatusOfPersons(firmId: string, personIds: readonly string[], executor: Executor = this.db) {
    if (personIds.length === 0) return [];
    return executor
      .select({
        personId: orders.personId,
        running: sql<boolean>`bool_or(${inArray(orders.stage, [...ACTIVE_STAGES])})`,
      })
      .from(orders)
      .where(and(eq(orders.firmId, firmId), inArray(orders.personId, [...personIds])))
      .groupBy(orders.personId);
  }

  /** A consultant's orders of these people, newest change first, with the total (the delivery list). */
  async idsOfHunterPersons(hunterId: string, personIds: readonly string[], limit: number, offset: number) {
    if (personIds.length === 0) return { ids: [], total: 0 };
    const where = and(eq(orders.hunterId, hunterId), inArray(orders.personId, [...personIds]));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(desc(orders.updatedAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
  }

  async addNote(note: { orderId: string; kind: 'remark' | 'chat'; content: string; authorId: string }, executor: Executor = this.db) {
    await executor.insert(orderNotes).values({ id: newId(), ...note });
  }

  async notesOf(orderId: string, page: { limit: number; offset: number }) {
    return this.db
      .select({
        id: orderNotes.id,
        kind: orderNotes.kind,
        content: orderNotes.content,
        authorName: users.cname,
        createdAt: orderNotes.createdAt,
      })
      .from(orderNotes)
      .innerJoin(users, eq(users.id, orderNotes.authorId))
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  private async consultantsInScope(scope: DataScope) {
    return this.db
      .select({ id: users.id, cname: users.cname, teamName: sql<string>`coalesce(${teams.name}, '')` })
      .from(users)
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(
        and(
          eq(users.firmId, scope.firmId),
          eq(users.kind, 'consultant'),
          eq(users.status, 'open'),
          scope.userIds === null ? undefined : inArray(users.id, [...scope.userIds]),
        ),
      )
      .orderBy(asc(users.cname));
  }

  /** Candidate record ids of a firm and whether they already run on a position (the choose screen). */
  async runningOrdersOnPosition(firmId: string, positionId: string, personIds: readonly string[]) {
    if (personIds.length === 0) return [];
    return this.db
      .select({ id: orders.id, personId: orders.personId, stage: orders.stage })
      .from(orders)
      .where(
        and(
          eq(orders.firmId, firmId),
          eq(orders.positionId, positionId),
          inArray(orders.personId, [...personIds]),
          inArray(orders.stage, [...ACTIVE_STAGES]),
        ),
      );
  }

  /** Positions where the firm has a running order of the person. */
  async runningPositionsOfPerson(firmId: string, personId: string) {
    return this.db
      .select({ positionId: orders.positionId })
      .from(orders)
      .where(and(eq(orders.firmId, firmId), eq(orders.personId, personId), inArray(orders.stage, [...ACTIVE_STAGES])));
  }

  /** Onboarded orders whose guarantee period has ended by `now` (the guarantee job). */
  async guaranteeEnded(now: Date, limit: number) {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.stage, OrderStage.onboardConfirmed), lte(orders.guaranteeEndsAt, now)))
      .orderBy(asc(orders.guaranteeEndsAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** A consultant's orders not yet at onboarding (what a penalty ends), oldest first. */
  async runningIdsOfHunter(hunterId: string) {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.hunterId, hunterId), inArray(orders.stage, [...ACTIVE_STAGES.filter((s) => s !== OrderStage.onboardConfirmed)])))
      .orderBy(asc(orders.recommendedAt));
    return rows.map((r) => r.id);
  }

  /** Leaves a penalty mark on an order, never lowering one (no stage change, so no state log): 1 sensitive, 2 red. */
  async markPenalty(tx: Tx, orderId: string, mark: number) {
    await tx
      .update(orders)
      .set({ penaltyMark: sql`greatest(${orders.penaltyMark}, ${mark})` })
      .where(eq(orders.id, orderId));
  }
}
