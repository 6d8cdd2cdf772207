import { BILL_LINE_KIND_LABELS, BILL_STATE_LABELS, DELIVERY_MODEL_LABELS, DELIVERY_STATE_LABELS } from '@hh/domain/finance/delivery-state';
import type { DeliveryItem } from '@hh/domain/finance/finance.schema';
import { type Bill, type BillDetail, type Invoice, invoiceSchema } from '@hh/domain/finance/settlement.schema';
import { type DeliveryRow, ms } from './delivery-sql.repository';
import type { BillLineRow, BillRow } from './settlement.repository';

const label = <K extends number>(labels: Record<K, string>, k: number) => labels[k as K] ?? '';

export function toDeliveryItem(r: DeliveryRow): DeliveryItem {
  const amount = Number(r.amount);
  const reversedAmount = Number(r.reversedAmount);
  return {
    id: r.id,
    deliveryModel: r.model,
    deliveryModelName: label(DELIVERY_MODEL_LABELS, r.model),
    state: r.state,
    stateName: label(DELIVERY_STATE_LABELS, r.state),
    amount,
    reversedAmount,
    netAmount: amount - reversedAmount,
    candidateName: r.candidateName,
    positionName: r.positionName,
    hunterId: r.hunterId,
    hunterName: r.hunterName,
    occurredTime: ms(r.occurredAt) ?? 0,
    approvedTime: ms(r.approvedAt),
    receivedTime: ms(r.receivedAt),
    paidTime: ms(r.paidAt),
    reversalNote: r.reversalNote,
    billNo: r.billNo,
  };
}

export function toBill(r: BillRow): Bill {
  const invoice = invoiceSchema.safeParse(r.invoice);
  return {
    id: r.id,
    billNo: r.billNo,
    firmName: r.firmName,
    confirmRebateStartTimeL: ms(r.periodStart) ?? 0,
    confirmRebateEndTimeL: ms(r.periodEnd) ?? 0,
    invoiceAmount: Number(r.invoiceAmount),
    personNum: r.personNum,
    lineCount: r.lineCount,
    state: r.state,
    stateName: label(BILL_STATE_LABELS, r.state),
    createTime: ms(r.createdAt) ?? 0,
    confirmTime: ms(r.confirmedAt),
    invoice: invoice.success ? (invoice.data as Invoice) : null,
  };
}

export const lineKindName = (kind: number) => label(BILL_LINE_KIND_LABELS, kind);
export const modelName = (model: number) => label(DELIVERY_MODEL_LABELS, model);

/** The detail screen shows a bill's first 500 lines; the export carries every line. */
export const BILL_DETAIL_LINES = 500;

export function toBillLine(l: BillLineRow): BillDetail['lines'][number] {
  return {
    id: l.id,
    kind: l.kind,
    kindName: lineKindName(l.kind),
    deliveryModelName: modelName(l.model),
    candidateName: l.candidateName,
    positionName: l.positionName,
    hunterName: l.hunterName,
    occurredTime: ms(l.occurredAt) ?? 0,
    amount: Number(l.amount),
    note: l.note,
  };
}
