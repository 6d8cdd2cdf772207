import type { DataScope } from '@hh/domain/accounts/scope';
import { DELIVERY_MODEL_LABELS, DELIVERY_MODELS } from '@hh/domain/finance/delivery-state';
import {
  chinaDayStart,
  type DeliveryListQuery,
  type DeliveryPage,
  type DeliveryTotal,
  type DeliveryTotalQuery,
  type FinancialRecord,
  type FinancialRecordsQuery,
} from '@hh/domain/finance/finance.schema';
import type { BillDetail, BillExportQuery, BillList, BillListQuery, Invoice } from '@hh/domain/finance/settlement.schema';
import type { Db } from '../../db/client';
import type { ConsultantActor } from '../../platform/actor';
import { conflict, notFound } from '../../platform/errors';
import { DeliveriesRepository, type DeliveryFilter } from './deliveries.repository';
import { BILL_DETAIL_LINES, toBill, toBillLine, toDeliveryItem } from './finance.mapper';
import { MAX_EXPORT_BILLS, type RebateLineSource } from './rebate-export';
import { SettlementRepository } from './settlement.repository';

const DAY = 86_400_000;

/** The filter's Beijing days as [start of the first, start of the day after the last). */
function range(q: { startTime: string; endTime: string }): { from: Date; to: Date } {
  return { from: new Date(chinaDayStart(q.startTime) ?? 0), to: new Date((chinaDayStart(q.endTime) ?? 0) + DAY) };
}

/** The firm manager's finance: delivery cards and list, per-consultant records, settlement bills. */
export class FinanceService {
  constructor(private readonly db: Db) {}

  private filter(q: DeliveryTotalQuery): DeliveryFilter {
    return { ...range(q), state: q.stateEx, model: q.type };
  }

  async totalData(scope: DataScope, q: DeliveryTotalQuery): Promise<DeliveryTotal> {
    const rows = await DeliveriesRepository.for(this.db, scope).totals(this.filter(q));
    const models = q.type ? DELIVERY_MODELS.filter((m) => m === q.type) : DELIVERY_MODELS;
    const list = models.map((type) => {
      const r = rows.find((x) => x.model === type);
      return { type, typeName: DELIVERY_MODEL_LABELS[type], sumAmout: Number(r?.sum ?? 0), countNum: Number(r?.count ?? 0) };
    });
    return { list, sumAmout: list.reduce((s, x) => s + x.sumAmout, 0), countNum: list.reduce((s, x) => s + x.countNum, 0) };
  }

  async deliveryList(scope: DataScope, q: DeliveryListQuery): Promise<DeliveryPage> {
    const { rows, total } = await DeliveriesRepository.for(this.db, scope).page(this.filter(q), (q.page - 1) * q.pageSize, q.pageSize);
    return { list: rows.map(toDeliveryItem), totalCount: total, page: q.page, pageSize: q.pageSize };
  }

  async records(scope: DataScope, q: FinancialRecordsQuery): Promise<{ list: FinancialRecord[] }> {
    const { from, to } = range(q);
    const rows = await DeliveriesRepository.for(this.db, scope).perConsultant(from, to, q.filterUserIds);
    return {
      list: rows.map((r) => {
        const interviewAmount = Number(r.interviewAmount);
        const entryAmount = Number(r.entryAmount);
        return { ...r, interviewAmount, entryAmount, paidAmount: Number(r.paidAmount), totalAmount: interviewAmount + entryAmount };
      }),
    };
  }

  async bills(scope: DataScope, q: BillListQuery): Promise<BillList> {
    const page = await SettlementRepository.for(this.db, scope).page(billFilter(q), (q.pageNo - 1) * q.pageSize, q.pageSize);
    return {
      sumInvoiceAmount: page.sumAmount,
      sumPersonNum: page.sumPersons,
      page: { result: page.rows.map(toBill), totalCount: page.total },
    };
  }

  async billDetail(scope: DataScope, billId: string): Promise<BillDetail> {
    const repo = SettlementRepository.for(this.db, scope);
    const bill = await repo.find(billId);
    if (!bill) throw notFound('账单不存在');
    return { bill: toBill(bill), lines: (await repo.lines(billId, null, BILL_DETAIL_LINES)).map(toBillLine) };
  }

  /** The lines of the filtered bills, page by page through one cursor, for the streamed export. */
  rebateSource(scope: DataScope, q: BillExportQuery): RebateLineSource {
    const repo = SettlementRepository.for(this.db, scope);
    const filter = billFilter(q);
    return { pages: (pageSize) => repo.rebateLines(filter, MAX_EXPORT_BILLS, pageSize) };
  }

  async confirmBill(actor: ConsultantActor, scope: DataScope, billId: string, invoice: Invoice): Promise<void> {
    const repo = SettlementRepository.for(this.db, scope);
    if (await repo.confirm(billId, invoice, actor.userId)) return;
    if (!(await repo.find(billId))) throw notFound('账单不存在');
    throw conflict('账单已确认，不能重复确认');
  }
}

export function billFilter(q: { confirmRebateStartTimeL?: number; confirmRebateEndTimeL?: number; billNo?: string }) {
  return {
    start: q.confirmRebateStartTimeL === undefined ? undefined : new Date(q.confirmRebateStartTimeL),
    end: q.confirmRebateEndTimeL === undefined ? undefined : new Date(q.confirmRebateEndTimeL),
    billNo: q.billNo,
  };
}
