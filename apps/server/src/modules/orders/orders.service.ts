import { ROLE_CODES, RoleCode } from '@hh/domain/accounts/role';
import { type DataScope, narrowScope } from '@hh/domain/accounts/scope';
import { type OrderCountItem, type OrderListKind, type OrderSearch, TERMINAL_REASONS } from '@hh/domain/orders/order.schema';
import { ACTIVE_STAGES, OrderStage, RejectStatus, type StoredStage } from '@hh/domain/orders/order-stage';
import { ORDER_TABS } from '@hh/domain/orders/order-tabs';
import type { ConsultantActor } from '../../platform/actor';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { OrderListCache } from './order-list-cache';
import type { OrderListsRepository } from './order-lists.repository';
import type { Mover, OrderMoves } from './order-moves.service';
import { toOrderFilters } from './order-search';
import { stageLabel, toOrderRow, toStateLogEntry } from './orders.mapper';
import type { OrderRecord, OrdersRepository, Tx } from './orders.repository';
import type { RecommendBanCheck } from './recommend-ban-check.port';

export const ORDER_MISSING = '订单不存在';

/** Which role a list call of spec 000 §6 belongs to (the personal list is everyone's). */
export const LIST_ROLES: Record<OrderListKind, readonly RoleCode[]> = {
  my: ROLE_CODES,
  group: [RoleCode.teamLeader],
  cityPm: [RoleCode.cityLeader],
  company: [RoleCode.manager],
};

/**
 * Order lists, counts and the consultant's actions on an order. Every read goes through the
 * caller's data scope (resolved once per request by the router and passed in); an order outside
 * it answers as a missing one.
 */
export class OrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly moves: OrderMoves,
    private readonly lists: OrderListsRepository,
    private readonly cache: OrderListCache = new OrderListCache(),
    /** A ban from upheld complaints stops every order action (complaints module). */
    private readonly bans?: RecommendBanCheck,
  ) {}

  /** Refuses while the caller's firm or the caller is banned, naming the end date. */
  async assertNotBanned(actor: ConsultantActor) {
    const refusal = await this.bans?.refusal(actor);
    if (refusal) throw forbidden(refusal);
  }

  /** The scope a list call reads: own orders for `my` or onlyMe, else the role's scope narrowed to the picked group. */
  private listScope(
    actor: ConsultantActor,
    scope: DataScope,
    kind: OrderListKind,
    search: Pick<OrderSearch, 'onlyMe' | 'groupUserIds'>,
  ): DataScope {
    if (!LIST_ROLES[kind].includes(actor.roleCode)) throw notFound('接口不存在');
    const own: DataScope = { kind: 'self', firmId: actor.firmId, actorId: actor.userId, userIds: [actor.userId] };
    if (kind === 'my' || search.onlyMe) return own;
    return narrowScope(scope, search.groupUserIds ?? undefined);
  }

  async list(actor: ConsultantActor, callerScope: DataScope, kind: OrderListKind, search: OrderSearch) {
    const scope = this.listScope(actor, callerScope, kind, search);
    const filters = toOrderFilters(search);
    const { limit, offset } = search.query;
    return this.cache.read(scope.firmId, `list ${JSON.stringify([scope, filters, limit, offset])}`, async () => {
      const page = await this.lists.for(scope).pageRows(filters, limit, offset);
      return { data: page.rows.map(toOrderRow), totalCount: page.total };
    });
  }

  /** Every tab's count, and the sub-tabs of 60 and 90 (spec 000 §3 order count items). */
  async counts(
    actor: ConsultantActor,
    callerScope: DataScope,
    kind: OrderListKind,
    search: Partial<OrderSearch>,
  ): Promise<OrderCountItem[]> {
    const scope = this.listScope(actor, callerScope, kind, search);
    const { stages: _ignored, ...filters } = toOrderFilters({
      ...search,
      candidateState: undefined,
      subState: undefined,
      orderState: undefined,
    });
    const counts = await this.cache.read(scope.firmId, `counts ${JSON.stringify([scope, filters])}`, () =>
      this.lists.for(scope).stageCounts(filters),
    );
    const sum = (stages: readonly StoredStage[]) => stages.reduce((n, s) => n + (counts.get(s) ?? 0), 0);
    const items: OrderCountItem[] = [];
    for (const tab of ORDER_TABS) {
      items.push({ orderState: tab.label, stateCode: tab.candidateState, subStateCode: null, count: sum(tab.stages) });
      for (const sub of tab.subTabs ?? []) {
        items.push({ orderState: sub.label, stateCode: tab.candidateState, subStateCode: sub.subState, count: sum(sub.stages) });
      }
    }
    return items;
  }

  /** An order the caller may see, or the missing answer. */
  async visible(scope: DataScope, orderId: string): Promise<OrderRecord> {
    if (!isId(orderId)) throw notFound(ORDER_MISSING);
    const order = await this.repo.for(scope).find(orderId);
    if (!order) throw notFound(ORDER_MISSING);
    return order;
  }

  /** Runs `work` on the order locked in a transaction, after checking the caller's scope. */
  async withLockedOrder<T>(
    actor: ConsultantActor,
    scope: DataScope,
    orderId: string,
    work: (order: OrderRecord, mover: Mover, tx: Tx) => Promise<T>,
  ) {
    if (!isId(orderId)) throw notFound(ORDER_MISSING);
    await this.assertNotBanned(actor);
    const scoped = this.repo.for(scope);
    return this.repo.transaction(async (tx) => {
      const order = await scoped.find(orderId, tx, true);
      if (!order) throw notFound(ORDER_MISSING);
      return work(order, moverOf(actor, order), tx);
    });
  }

  async stateLog(scope: DataScope, orderId: string) {
    const order = await this.visible(scope, orderId);
    return (await this.repo.logsOf([order.id])).map(toStateLogEntry);
  }

  async stateLogOfPerson(scope: DataScope, personId: string) {
    if (!isId(personId)) return [];
    const ids = await this.repo.for(scope).idsOfPerson(personId);
    const [rows, logs] = await Promise.all([this.repo.rowsByIds(ids), this.repo.logsOf(ids)]);
    return rows.map((r) => ({
      orderId: r.id,
      positionName: r.positionName,
      companyName: r.companyName,
      candidateState: r.stage,
      stateLabel: stageLabel(r.stage),
      logs: logs.filter((l) => l.orderId === r.id).map(toStateLogEntry),
    }));
  }

  /** The scope's orders of one person, newest first, as list rows. */
  async ordersOfPerson(scope: DataScope, personId: string) {
    const ids = await this.repo.for(scope).idsOfPerson(personId);
    return (await this.repo.rowsByIds(ids)).map(toOrderRow);
  }

  /** Which of these people the caller's firm has orders of, and which run still (for bindings). */
  async orderStatusOfPersons(actor: ConsultantActor, personIds: readonly string[], tx?: Tx) {
    const rows = await this.repo.orderStatusOfPersons(actor.firmId, personIds, tx);
    return new Map(rows.map((r) => [r.personId, { running: Boolean(r.running) }]));
  }

  /** The caller's own orders of these people, as list rows, newest first (the delivery list). */
  async ordersOfMyPersons(actor: ConsultantActor, personIds: readonly string[], limit: number, offset: number) {
    const page = await this.repo.idsOfHunterPersons(actor.userId, personIds, limit, offset);
    return { data: (await this.repo.rowsByIds(page.ids)).map(toOrderRow), totalCount: page.total };
  }

  /** One page of the order's records, newest first (an order may gather thousands). */
  async notes(scope: DataScope, orderId: string, page: { limit: number; offset: number }) {
    const order = await this.visible(scope, orderId);
    return (await this.repo.notesOf(order.id, page)).map((n) => ({
      id: n.id,
      kind: n.kind as 'remark' | 'chat',
      content: n.content,
      authorName: n.authorName,
      createTime: n.createdAt.getTime(),
    }));
  }

  async setRemark(actor: ConsultantActor, scope: DataScope, orderId: string, remark: string) {
    await this.withLockedOrder(actor, scope, orderId, async (order, _mover, tx) => {
      await this.repo.updateOrder(tx, order, { remark });
      if (remark) await this.repo.addNote({ orderId: order.id, kind: 'remark', content: remark, authorId: actor.userId }, tx);
    });
  }

  async appendChat(actor: ConsultantActor, scope: DataScope, orderId: string, content: string) {
    const order = await this.visible(scope, orderId);
    await this.repo.addNote({ orderId: order.id, kind: 'chat', content, authorId: actor.userId });
  }

  async rejectStatus(scope: DataScope, orderId: string) {
    const order = await this.visible(scope, orderId);
    return {
      orderId: order.id,
      rejectStatus: order.rejectStatus,
      rejectReason: order.rejectReason,
      rejectTime: order.rejectedAt?.getTime() ?? null,
      canRecommit: order.stage === OrderStage.recommended && order.rejectStatus === RejectStatus.rejected,
    };
  }

  async recommit(actor: ConsultantActor, scope: DataScope, orderId: string) {
    await this.withLockedOrder(actor, scope, orderId, (order, mover, tx) =>
      this.moves.apply(tx, order, mover, { action: 'recommit', changes: { rejectStatus: RejectStatus.recommitted } }),
    );
  }

  terminalReasons() {
    return TERMINAL_REASONS.map((r) => ({ code: r.code, label: r.label }));
  }

  async terminate(actor: ConsultantActor, scope: DataScope, input: { orderId: string; reasonCode: string; remark: string }) {
    const reason = TERMINAL_REASONS.find((r) => r.code === input.reasonCode);
    if (!reason) throw badRequest('请选择终止原因');
    const text = input.remark ? `${reason.label}：${input.remark}` : reason.label;
    await this.withLockedOrder(actor, scope, input.orderId, (order, mover, tx) =>
      this.moves.apply(tx, order, mover, {
        action: 'terminate',
        changes: { terminalReasonCode: reason.code, terminalReason: text },
        remark: text,
      }),
    );
  }

  async saveOffer(
    actor: ConsultantActor,
    scope: DataScope,
    input: { orderId: string; salary: number; onboardDate: string; remark: string },
  ) {
    await this.withLockedOrder(actor, scope, input.orderId, (order, mover, tx) =>
      this.moves.apply(tx, order, mover, {
        action: order.stage === OrderStage.offer ? 'updateOffer' : 'makeOffer',
        changes: { offerSalary: input.salary, onboardDate: input.onboardDate },
        remark: input.remark || `offer月薪${input.salary}元，入职日期${input.onboardDate}`,
        detail: { salary: input.salary, onboardDate: input.onboardDate },
      }),
    );
  }

  async storeTalent(actor: ConsultantActor, scope: DataScope, orderId: string) {
    await this.withLockedOrder(actor, scope, orderId, (order, mover, tx) => this.moves.apply(tx, order, mover, { action: 'storeTalent' }));
  }

  /** Hands orders to another consultant of the scope (leaders only; single and batch). */
  async switchHunter(actor: ConsultantActor, scope: DataScope, orderIds: readonly string[], hunterId: string) {
    await this.assertNotBanned(actor);
    const scoped = this.repo.for(scope);
    const target = (await scoped.consultants()).find((u) => u.id === hunterId);
    if (!target) throw badRequest('接收顾问不存在或不在您的管理范围内');
    const ids = [...new Set(orderIds)];
    if (ids.some((id) => !isId(id))) throw notFound(ORDER_MISSING);
    return this.repo.transaction(async (tx) => {
      let moved = 0;
      for (const id of ids) {
        const order = await scoped.find(id, tx, true);
        if (!order) throw notFound(ORDER_MISSING);
        if (order.hunterId === hunterId) continue;
        if (!(ACTIVE_STAGES as readonly number[]).includes(order.stage))
          throw badRequest(`订单「${order.candidateName}-${order.positionName}」已结束，不能转移`);
        await this.moves.transfer(tx, order, { kind: 'leader', userId: actor.userId, name: actor.cname }, target);
        moved++;
      }
      return { moved };
    });
  }

  async consultants(scope: DataScope) {
    return this.repo.for(scope).consultants();
  }

  /** What a complaint about the order starts from (the complaints area builds on it). */
  async caseInfo(scope: DataScope, orderId: string) {
    const order = await this.visible(scope, orderId);
    return {
      orderId: order.id,
      positionId: order.positionId,
      projectId: order.projectId,
      candidateId: order.personId,
      candidateName: order.candidateName,
      positionName: order.positionName,
      companyName: order.companyName,
      candidateState: order.stage,
      stateLabel: stageLabel(order.stage),
      // A blind-push complaint is not allowed once the order is at interview booked or later; terminated orders are not judged (spec 000 §4).
      canComplainBlindPush: order.stage < OrderStage.interviewBooked && order.stage !== OrderStage.terminated,
      judgeable: order.stage !== OrderStage.terminated,
    };
  }
}

/** The consultant's role in a move: their own order, or one of their scope as a leader. */
export function moverOf(actor: ConsultantActor, order: { hunterId: string }): Mover {
  return { kind: order.hunterId === actor.userId ? 'consultant' : 'leader', userId: actor.userId, name: actor.cname };
}
