import type { Writable } from 'node:stream';
import type { DataScope } from '@hh/domain/accounts/scope';
import { ledgerReasonLabel } from '@hh/domain/coins/ledger';
import { BILLABLE_STAGE_LABELS, monthRange, type StandingBook, type StandingBookRow } from '@hh/domain/coins/standing-book.schema';
import { DELIVERY_STATE_LABELS, DeliveryModel } from '@hh/domain/finance/delivery-state';
import { formatFen } from '@hh/domain/finance/fees';
import { OrderStage } from '@hh/domain/orders/order-stage';
import { formatChinaTime } from '@hh/domain/time/china-time';
import ExcelJS from 'exceljs';
import type { BillableOrderFilter, BillableOrderRow, BillableOrders } from './billable-orders.port';
import type { CoinsRepository } from './coins.repository';

const EXPORT_PAGE = 2_000;

const stageOfModel = (model: number) => (model === DeliveryModel.entry ? OrderStage.onboardConfirmed : OrderStage.interviewAttended);

function toRow(r: BillableOrderRow): StandingBookRow {
  const stage = stageOfModel(r.model);
  return {
    id: r.id,
    orderId: r.orderId,
    time: r.occurredAt.getTime(),
    stage,
    stageLabel: BILLABLE_STAGE_LABELS[stage] ?? '',
    candidateName: r.candidateName,
    positionName: r.positionName,
    hunterName: r.hunterName,
    feeFen: r.feeFen,
    stateLabel: (DELIVERY_STATE_LABELS as Record<number, string>)[r.state] ?? '',
  };
}

/**
 * 月度台账 (GET /lietouOrderStandingBook/query): per Beijing month, the caller's scope's orders that
 * reached a billable stage with their fees (finance's delivery records, read through the
 * BillableOrders port), and the coins into and out of the scope's consultants' accounts, by reason.
 * A member sees their own, a leader their team's or city's, a manager the firm's.
 */
export class StandingBookService {
  constructor(
    private readonly repo: CoinsRepository,
    private readonly orders: BillableOrders,
  ) {}

  private filter(scope: DataScope, month: string): BillableOrderFilter {
    return { firmId: scope.firmId, hunterIds: scope.userIds, ...monthRange(month) };
  }

  async query(scope: DataScope, q: { month: string; pageNum: number; pageSize: number }): Promise<StandingBook> {
    const f = this.filter(scope, q.month);
    const [page, totals, coins] = await Promise.all([
      this.orders.page(f, q.pageSize, (q.pageNum - 1) * q.pageSize),
      this.orders.totals(f),
      this.repo.coinsByReason(scope.firmId, scope.userIds, f.from, f.to),
    ]);
    const interview = totals.find((t) => t.model === DeliveryModel.interview);
    const onboard = totals.find((t) => t.model === DeliveryModel.entry);
    return {
      month: q.month,
      list: page.rows.map(toRow),
      total: page.total,
      totals: {
        interviewCount: interview?.count ?? 0,
        interviewFeeFen: interview?.feeFen ?? 0,
        onboardCount: onboard?.count ?? 0,
        onboardFeeFen: onboard?.feeFen ?? 0,
        feeFen: (interview?.feeFen ?? 0) + (onboard?.feeFen ?? 0),
        coinsIn: coins.reduce((s, c) => s + c.in, 0),
        coinsOut: coins.reduce((s, c) => s + c.out, 0),
      },
      coins: coins.map((c) => ({ ...c, reasonLabel: ledgerReasonLabel(c.reason) })),
    };
  }

  /**
   * The month as an .xlsx streamed onto `out` (exceljs's streaming writer, like finance's rebate
   * export): sheet 台账 with every billable order (pages of 2,000, waiting for the output to drain)
   * and its totals, sheet 金币收支 with the coins in and out by reason.
   */
  async export(scope: DataScope, month: string, out: Writable): Promise<number> {
    const f = this.filter(scope, month);
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = book.addWorksheet('台账');
    sheet.columns = [
      { header: '时间', key: 'time', width: 18 },
      { header: '阶段', key: 'stage', width: 10 },
      { header: '候选人', key: 'candidateName', width: 12 },
      { header: '职位', key: 'positionName', width: 24 },
      { header: '顾问', key: 'hunterName', width: 12 },
      { header: '费用（元）', key: 'fee', width: 14 },
      { header: '状态', key: 'state', width: 12 },
    ];
    let written = 0;
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const { rows } = await this.orders.page(f, EXPORT_PAGE, offset);
      for (const r of rows.map(toRow)) {
        sheet
          .addRow({
            time: formatChinaTime(r.time, 'YYYY-MM-DD HH:mm'),
            stage: r.stageLabel,
            candidateName: r.candidateName,
            positionName: r.positionName,
            hunterName: r.hunterName,
            fee: formatFen(r.feeFen),
            state: r.stateLabel,
          })
          .commit();
      }
      written += rows.length;
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      if (rows.length < EXPORT_PAGE) break;
    }
    const [totals, coins] = await Promise.all([this.orders.totals(f), this.repo.coinsByReason(scope.firmId, scope.userIds, f.from, f.to)]);
    const fee = totals.reduce((s, t) => s + t.feeFen, 0);
    sheet.addRow({}).commit();
    sheet.addRow({ time: '合计', stage: `${written}单`, fee: formatFen(fee) }).commit();
    sheet.commit();
    const coinSheet = book.addWorksheet('金币收支');
    coinSheet.columns = [
      { header: '类型', key: 'reason', width: 18 },
      { header: '收入', key: 'in', width: 12 },
      { header: '支出', key: 'out', width: 12 },
    ];
    for (const c of coins) coinSheet.addRow({ reason: ledgerReasonLabel(c.reason), in: c.in, out: c.out }).commit();
    coinSheet.addRow({ reason: '合计', in: coins.reduce((s, c) => s + c.in, 0), out: coins.reduce((s, c) => s + c.out, 0) }).commit();
    coinSheet.commit();
    await book.commit();
    return written;
  }
}
