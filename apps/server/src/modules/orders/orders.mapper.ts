import type { OrderRow, StateLogEntry } from '@hh/domain/orders/order.schema';
import { ORDER_STAGE_LABELS, type OrderStage } from '@hh/domain/orders/order-stage';
import { ORDER_ACTION_LABELS, type OrderAction } from '@hh/domain/orders/stage-machine';
import { maskPhone } from '@hh/domain/people/phone';
import type { OrderRecord, OrdersRepository } from './orders.repository';

type LogRow = Awaited<ReturnType<OrdersRepository['logsOf']>>[number];

export const stageLabel = (stage: number) => ORDER_STAGE_LABELS[stage as OrderStage] ?? String(stage);

/** An order as the lists answer it; the candidate's phone always masked. */
export function toOrderRow(r: OrderRecord): OrderRow {
  return {
    orderId: r.id,
    candidateState: r.stage,
    stateLabel: stageLabel(r.stage),
    rejectStatus: r.rejectStatus,
    rejectReason: r.rejectReason,
    positionId: r.positionId,
    positionName: r.positionName,
    projectId: r.projectId,
    companyName: r.companyName,
    cityName: r.cityName,
    commonUserId: r.personId,
    userId: r.candidateId,
    candidateName: r.candidateName,
    candidatePhone: r.candidatePhone ? maskPhone(r.candidatePhone) : '',
    hunterId: r.hunterId,
    hunterName: r.hunterName,
    pmName: r.pmName,
    recommendTime: r.recommendedAt.getTime(),
    updateTime: r.updatedAt.getTime(),
    interviewTime: r.interviewAt?.getTime() ?? null,
    interviewPlace: r.interviewPlace,
    interviewReaction: r.interviewReaction,
    offerSalary: r.offerSalary,
    onboardDate: r.onboardDate,
    guaranteeEndTime: r.guaranteeEndsAt?.getTime() ?? null,
    terminalReason: r.terminalReason,
    remark: r.remark,
  };
}

const REJECT_ACTION_LABELS: Record<string, string> = { created: '创建订单' };

export function toStateLogEntry(l: LogRow): StateLogEntry {
  return {
    id: l.id,
    orderId: l.orderId,
    fromState: l.fromStage,
    toState: l.toStage,
    fromLabel: l.fromStage === null ? null : stageLabel(l.fromStage),
    toLabel: stageLabel(l.toStage),
    action: l.action,
    actionLabel: ORDER_ACTION_LABELS[l.action as OrderAction] ?? REJECT_ACTION_LABELS[l.action] ?? l.action,
    operatorName: l.actorName,
    operatorType: l.actorType as StateLogEntry['operatorType'],
    remark: l.remark,
    createTime: l.createdAt.getTime(),
  };
}
