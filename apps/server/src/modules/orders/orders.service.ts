import { type DataScope, narrowScope } from '@hh/domain/accounts/scope';
import { type OrderCountItem, type OrderListKind, type OrderSearch, TERMINAL_REASONS } from '@hh/domain/orders/order.schema';
import { ACTIVE_STAGES, type StoredStage } from '@hh/domain/orders/order-stage';
import { ORDER_TABS } from '@hh/domain/orders/order-tabs';
import type { ConsultantActor } from '../../platform/actor';
import { badRequest, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { ScopeService } from '../accounts/scope.service';
import { OrderListCache } from './order-list-cache';
import type { OrderListsRepository } from './order-lists.repository';
import type { Mover, OrderMoves } from './order-moves.service';
import { toOrderFilters } from './order-search';
import { stageLabel, toOrderRow, toStateLogEntry } from './orders.mapper';
import type { OrderRecord, OrdersRepository, Tx } from './orders.repository';

export const ORDER_MISSING = '订单不存在';

/** Which role a list call of spec 000 §6 belongs to (the personal list is everyone's). */
export const LIST_ROLES: Record<OrderListKind, readonly number[]> = {
  my: [10, 20, 25, 30],
  group: [20],
  cityPm: [25],
  company: [30],
};

/**
 * Order lists, counts and the consultant's actions on an order. Every read goes through the
 * caller's data scope; an order outside it answers as a missing one.
 */
export class OrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly scopes: ScopeService,
    private readonly moves: OrderMoves,
    private readonly lists: OrderListsRepository,
    private readonly cache: OrderListCache = new OrderListCache(),
  ) {}

  /** The scope a list call reads: own orders for `my` or onlyMe, else the role's scope narrowed to the picked group. */
  private async listScope(actor: ConsultantActor, kind: OrderListKind, search: Pick<OrderSearch, 'onlyMe' | 'groupUserIds'>) {
    if (!LIST_ROLES[kind].includes(actor.roleCode)) throw notFound('接口不存在');
    const own: DataScope = { kind: 'self', firmId: actor.firmId, actorId: actor.userId, userIds: [actor.userId] };
    if (kind === 'my' || search.onlyMe) return own;
    return narrowScope(await this.scopes.resolve(actor), search.groupUserIds ?? undefined);
  }

  async list(actor: ConsultantActor, kind: OrderListKind, search: OrderSearch) {
    const scope = await this.listScope(actor, kind, search);
    const filters = toOrderFilters(search);
    const { limit, offset } = search.query;
    return this.cache.read(scope.firmId, `list ${JSON.stringify([scope, filters, limit, offset])}`, async () => {
      const page = await this.lists.pageRows(scope, filters, limit, offset);
      return { data: page.rows.map(toOrderRow), totalCount: page.total };
    });
  }

  /** Every tab's count, and the sub-tabs of 60 and 90 (spec 000 §3 order count items). */
  async counts(actor: ConsultantActor, kind: OrderListKind, search: Partial<OrderSearch>): Promise<OrderCountItem[]> {
    const scope = await this.listScope(actor, kind, search);
    const { stages: _ignored, ...filters } = toOrderFilters({
      ...search,
      candidateState: undefined,
      subState: undefined,
      orderState: undefined,
    });
    const counts = await this.cache.read(scope.firmId, `counts ${JSON.stringify([scope, filters])}`, () =>
      this.lists.stageCounts(scope, filters),
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
  async visible(actor: ConsultantActor, orderId: string): Promise<OrderRecord> {
    if (!isId(orderId)) throw notFound(ORDER_MISSING);
    const order = await this.repo.findInScope(await this.scopes.resolve(actor), orderId);
    if (!order) throw notFound(ORDER_MISSING);
    return order;
  }

  /** Runs `work` on the order locked in a transaction, after checking the caller's scope. */
  async withLockedOrder<T>(actor: ConsultantActor, orderId: string, work: (order: OrderRecord, mover: Mover, tx: Tx) => Promise<T>) {
    if (!isId(orderId)) throw notFound(ORDER_MISSING);
    const scope = await this.scopes.resolve(actor);
    return this.repo.transaction(async (tx) => {
      const order = await this.repo.findInScope(scope, orderId, tx, true);
      if (!order) throw notFound(ORDER_MISSING);
      return work(order, moverOf(actor, order), tx);
    });
  }

  async stateLog(actor: ConsultantActor, orderId: string) {
    const order = await this.visible(actor, orderId);
    return (await this.repo.logsOf([order.id])).map(toStateLogEntry);
  }

  async stateLogOfPerson(actor: ConsultantActor, personId: string) {
    if (!isId(personId)) return [];
    const ids = await this.repo.idsOfPerson(await this.scopes.resolve(actor), personId);
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
  async ordersOfPerson(actor: ConsultantActor, personId: string) {
    const ids = await this.repo.idsOfPerson(await this.scopes.resolve(actor), personId);
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
  async notes(actor: ConsultantActor, orderId: string, page: { limit: number; offset: number }) {
    const order = await this.visible(actor, orderId);
    return (await this.repo.notesOf(order.id, page)).map((n) => ({
      id: n.id,
      kind: n.kind as 'remark' | 'chat',
      content: n.content,
      authorName: n.authorName,
      createTime: n.createdAt.getTime(),
    }));
  }

  async setRemark(actor: ConsultantActor, orderId: string, remark: string) {
    await this.withLockedOrder(actor, orderId, async (order, _mover, tx) => {
      await this.repo.updateOrder(tx, order, { remark });
      if (remark) await this.repo.addNote({ orderId: order.id, kind: 'remark', content: remark, authorId: actor.userId }, tx);
    });
  }

  async appendChat(actor: ConsultantActor, orderId: string, content: string) {
    const order = await this.visible(actor, orderId);
    await this.repo.addNote({ orderId: order.id, kind: 'chat', content, authorId: actor.userId });
  }

  async rejectStatus(actor: ConsultantActor, orderId: string) {
    const order = await this.visible(actor, orderId);
    return {
      orderId: order.id,
      rejectStatus: order.rejectStatus,
      rejectReason: order.rejectReason,
      rejectTime: order.rejectedAt?.getTime() ?? null,
      canRecommit: order.stage === 30 && order.rejectStatus === 1,
    };
  }

  async recommit(actor: ConsultantActor, orderId: string) {
    await this.withLockedOrder(actor, orderId, (order, mover, tx) =>
      this.moves.apply(tx, order, mover, { action: 'recommit', changes: { rejectStatus: 2 } }),
    );
  }

  terminalReasons() {
    return TERMINAL_REASONS.map((r) => ({ code: r.code, label: r.label }));
  }

  async terminate(actor: ConsultantActor, input: { orderId: string; reasonCode: string; remark: string }) {
    const reason = TERMINAL_REASONS.find((r) => r.code === input.reasonCode);
    if (!reason) throw badRequest('请选择终止原因');
    const text = input.remark ? `${reason.label}：${input.remark}` : reason.label;
    await this.withLockedOrder(actor, input.orderId, (order, mover, tx) =>
      this.moves.apply(tx, order, mover, {
        action: 'terminate',
        changes: { terminalReasonCode: reason.code, terminalReason: text },
        remark: text,
      }),
    );
  }

  async saveOffer(actor: ConsultantActor, input: { orderId: string; salary: number; onboardDate: string; remark: string }) {
    await this.withLockedOrder(actor, input.orderId, (order, mover, tx) =>
      this.moves.apply(tx, order, mover, {
        action: order.stage === 80 ? 'updateOffer' : 'makeOffer',
        changes: { offerSalary: input.salary, onboardDate: input.onboardDate },
        remark: input.remark || `offer月薪${input.salary}元，入职日期${input.onboardDate}`,
        detail: { salary: input.salary, onboardDate: input.onboardDate },
      }),
    );
  }

  async storeTalent(actor: ConsultantActor, orderId: string) {
    await this.withLockedOrder(actor, orderId, (order, mover, tx) => this.moves.apply(tx, order, mover, { action: 'storeTalent' }));
  }

  /** Hands orders to another consultant of the scope (leaders only; single and batch). */
  async switchHunter(actor: ConsultantActor, orderIds: readonly string[], hunterId: string) {
    const scope = await this.scopes.resolve(actor);
    const target = (await this.repo.consultantsInScope(scope)).find((u) => u.id === hunterId);
    if (!target) throw badRequest('接收顾问不存在或不在您的管理范围内');
    const ids = [...new Set(orderIds)];
    if (ids.some((id) => !isId(id))) throw notFound(ORDER_MISSING);
    return this.repo.transaction(async (tx) => {
      let moved = 0;
      for (const id of ids) {
        const order = await this.repo.findInScope(scope, id, tx, true);
        if (!order) throw notFound(ORDER_MISSING);
        if (order.hunterId === hunterId) continue;
        if (!(ACTIVE_STAGES as readonly number[]).includes(order.stage))
          throw badRequest(`订单「${order.candidateName}-${order.positionName}」已结束，不能转移`);
        await this.repo.updateOrder(tx, order, { hunterId });
        await this.repo.insertLog(tx, {
          orderId: order.id,
          fromStage: order.stage,
          toStage: order.stage,
          action: 'transfer',
          actorId: actor.userId,
          actorType: 'consultant',
          actorName: actor.cname,
          remark: `由${order.hunterName}转移给${target.cname}`,
        });
        moved++;
      }
      return { moved };
    });
  }

  async consultants(actor: ConsultantActor) {
    return this.repo.consultantsInScope(await this.scopes.resolve(actor));
  }

  /** What a complaint about the order starts from (the complaints area builds on it). */
  async caseInfo(actor: ConsultantActor, orderId: string) {
    const order = await this.visible(actor, orderId);
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
      canComplainBlindPush: order.stage < 62 && order.stage !== 127,
      judgeable: order.stage !== 127,
    };
  }
}

/** The consultant's role in a move: their own order, or one of their scope as a leader. */
export function moverOf(actor: ConsultantActor, order: { hunterId: string }): Mover {
  return { kind: order.hunterId === actor.userId ? 'consultant' : 'leader', userId: actor.userId, name: actor.cname };
}
