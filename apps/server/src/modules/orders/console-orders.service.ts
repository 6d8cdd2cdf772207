import type { OpsMove } from '@hh/domain/orders/order.schema';
import { REJECTED_AT_REVIEW, TERMINAL_REASONS } from '@hh/domain/orders/order.schema';
import { ORDER_STAGE_LABELS, OrderStage, RejectStatus } from '@hh/domain/orders/order-stage';
import { formatChinaTime } from '@hh/domain/time/china-time';
import type { Actor } from '../../platform/actor';
import { badRequest, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { PositionExecutor, PositionReader } from '../positions/position-reader.port';
import type { ConsoleOrdersRepository } from './console-orders.repository';
import type { MoveRequest, OrderMoves } from './order-moves.service';
import { toOrderRow, toStateLogEntry } from './orders.mapper';
import type { OrderRecord, OrdersRepository } from './orders.repository';
import { ORDER_MISSING } from './orders.service';
import { type ReportsRepository, toRecommendReport } from './reports.repository';

const DAY = 86_400_000;

/** The console's stage tabs, in the PM's working order: the review first, the side stages last. */
const CONSOLE_STAGES = [
  OrderStage.recommended,
  OrderStage.valid,
  OrderStage.companyPassed,
  OrderStage.interviewBooked,
  OrderStage.interviewAttended,
  OrderStage.interviewPassed,
  OrderStage.offer,
  OrderStage.onboardConfirmed,
  OrderStage.pastGuarantee,
  OrderStage.terminated,
  OrderStage.pendingCommunication,
  OrderStage.talentStored,
] as const;

/** What a console move may change on an order: the stage and the details the moves write. */
function movedFacts(r: OrderRecord) {
  return {
    stage: r.stage,
    stageName: ORDER_STAGE_LABELS[r.stage as OrderStage] ?? String(r.stage),
    rejectStatus: r.rejectStatus,
    rejectReason: r.rejectReason,
    interviewTime: r.interviewAt?.getTime() ?? null,
    interviewPlace: r.interviewPlace,
    offerSalary: r.offerSalary,
    onboardDate: r.onboardDate,
    guaranteeEndTime: r.guaranteeEndsAt?.getTime() ?? null,
    terminalReason: r.terminalReason,
  };
}

/**
 * The platform console's side of the order pipeline: PMs and assistants see the orders of the
 * projects they run (the admin every order — the platform works for every firm, so these reads
 * are not tenant-scoped) and move them on the employer's behalf through the same stage machine.
 */
export class OpsOrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly consoleRepo: ConsoleOrdersRepository,
    private readonly reports: ReportsRepository,
    private readonly moves: OrderMoves,
    private readonly positions: PositionReader,
  ) {}

  /** The projects whose orders the caller works: null for the admin (all). */
  private projectsOf(actor: Actor, executor?: PositionExecutor): Promise<string[] | null> {
    return actor.staffRole === 'admin' ? Promise.resolve(null) : this.positions.projectIdsRunBy(actor.userId, executor);
  }

  async list(
    actor: Actor,
    f: { stage?: number; rejectStatus?: number; searchWord?: string; hunterId?: string; query: { limit: number; offset: number } },
  ) {
    const page = await this.consoleRepo.platformPage(await this.projectsOf(actor), f, f.query.limit, f.query.offset);
    const rows = await this.repo.rowsByIds(page.ids);
    const names = await this.consoleRepo.firmNames([...new Set(rows.map((r) => r.firmId))]);
    return {
      data: rows.map((r) => ({ ...toOrderRow(r), firmName: names.get(r.firmId) ?? '', version: r.version })),
      totalCount: page.total,
    };
  }

  async counts(actor: Actor) {
    const rows = await this.consoleRepo.platformCounts(await this.projectsOf(actor));
    const byStage = new Map<number, number>();
    let rejected = 0;
    for (const r of rows) {
      byStage.set(r.stage, (byStage.get(r.stage) ?? 0) + r.n);
      if (r.stage === OrderStage.recommended && r.rejectStatus === RejectStatus.rejected) rejected += r.n;
    }
    return [
      ...CONSOLE_STAGES.map((s) => ({ stage: s, label: ORDER_STAGE_LABELS[s], count: byStage.get(s) ?? 0 })),
      { stage: REJECTED_AT_REVIEW, label: '已驳回', count: rejected },
    ];
  }

  private async visible(
    actor: Actor,
    orderId: string,
    executor?: Parameters<OrdersRepository['findAny']>[1],
    lock = false,
  ): Promise<OrderRecord> {
    if (!isId(orderId)) throw notFound(ORDER_MISSING);
    const order = await this.repo.findAny(orderId, executor, lock);
    if (!order) throw notFound(ORDER_MISSING);
    const projects = await this.projectsOf(actor, executor);
    if (projects && !projects.includes(order.projectId)) throw notFound(ORDER_MISSING);
    return order;
  }

  /** One order as the console row with its version (the chat's booking card reads it). */
  async one(actor: Actor, orderId: string) {
    const order = await this.visible(actor, orderId);
    const [row] = await this.repo.rowsByIds([order.id]);
    if (!row) throw notFound(ORDER_MISSING);
    return { ...toOrderRow(row), version: row.version };
  }

  async logs(actor: Actor, orderId: string) {
    const order = await this.visible(actor, orderId);
    return (await this.repo.logsOf([order.id])).map(toStateLogEntry);
  }

  async report(actor: Actor, orderId: string) {
    const order = await this.visible(actor, orderId);
    const report = await this.reports.ofOrder(order.id);
    if (!report) throw notFound('该订单没有推荐报告');
    return toRecommendReport(report);
  }

  /**
   * One move of the PM; returns the order as it is afterwards, and the facts a move can change as
   * they were before it (read under the order's lock) and after it, for the audit trail.
   */
  async move(actor: Actor, input: OpsMove) {
    const request = await this.requestOf(input);
    const was = await this.repo.transaction(async (tx) => {
      const order = await this.visible(actor, input.orderId, tx, true);
      const changes = { ...request.changes };
      if (input.action === 'confirmOnboard') {
        const position = await this.positions.find(order.positionId, tx);
        const now = Date.now();
        changes.onboardedAt = new Date(now);
        changes.guaranteeEndsAt = new Date(now + (position?.guaranteeDays ?? 0) * DAY);
        changes.onboardDate ??= order.onboardDate ?? new Date(now).toISOString().slice(0, 10);
      }
      await this.moves.apply(tx, order, { kind: 'pm', userId: actor.userId, name: actor.cname }, { ...request, changes });
      return order;
    });
    const [row] = await this.repo.rowsByIds([input.orderId]);
    if (!row) throw notFound(ORDER_MISSING);
    const names = await this.consoleRepo.firmNames([row.firmId]);
    return {
      order: { ...toOrderRow(row), firmName: names.get(row.firmId) ?? '', version: row.version },
      before: movedFacts(was),
      after: movedFacts(row),
    };
  }

  /** What each console action writes besides the stage; required details are checked here. */
  private async requestOf(input: OpsMove): Promise<MoveRequest> {
    const base = { action: input.action, expectedVersion: input.version, remark: input.reason };
    switch (input.action) {
      case 'markValid':
        return { ...base, changes: { validAt: new Date(), rejectStatus: RejectStatus.none } };
      case 'reject':
        if (!input.reason) throw badRequest('请填写驳回原因');
        return { ...base, changes: { rejectStatus: RejectStatus.rejected, rejectReason: input.reason, rejectedAt: new Date() } };
      case 'bookInterview': {
        if (!input.interviewTime) throw badRequest('请选择面试时间');
        if (!input.interviewPlace) throw badRequest('请填写面试地点');
        const when = new Date(input.interviewTime);
        return {
          ...base,
          changes: { interviewAt: when, interviewPlace: input.interviewPlace, interviewReaction: 0 },
          remark: input.reason || `面试时间 ${formatChinaTime(when)}，地点：${input.interviewPlace}`,
          detail: { interviewTime: input.interviewTime, interviewPlace: input.interviewPlace },
        };
      }
      case 'makeOffer':
      case 'updateOffer':
        if (!input.salary) throw badRequest('请填写offer月薪');
        if (!input.onboardDate) throw badRequest('请填写入职日期');
        return {
          ...base,
          changes: { offerSalary: input.salary, onboardDate: input.onboardDate },
          remark: input.reason || `offer月薪${input.salary}元，入职日期${input.onboardDate}`,
          detail: { salary: input.salary, onboardDate: input.onboardDate },
        };
      case 'terminate': {
        const reason = TERMINAL_REASONS.find((r) => r.code === input.reasonCode);
        if (!reason) throw badRequest('请选择终止原因');
        const text = input.reason ? `${reason.label}：${input.reason}` : reason.label;
        return { ...base, changes: { terminalReasonCode: reason.code, terminalReason: text }, remark: text };
      }
      default:
        return { ...base };
    }
  }
}
