import { ApiState } from '@hh/domain/api/api-state';
import {
  COMPENSATION_KIND_LABELS,
  type CompensationQuery,
  type CompensationResult,
  compensation,
  LAST_MONTH_DAYS,
  LAST_YEAR_DAYS,
} from '@hh/domain/finance/compensation';
import {
  canMoveDelivery,
  DELIVERY_STATE_LABELS,
  type DeliveryAction,
  type DeliveryState,
  deliveryMove,
  refusedMoveMessage,
} from '@hh/domain/finance/delivery-state';
import { defaultFeeTerms, describeFeeTerms, type FeeTerms, guaranteeProration } from '@hh/domain/finance/fees';
import type { OpsDeliveryItem, OpsFeeTermsItem } from '@hh/domain/finance/ops-finance.schema';
import type { BillDetail, Invoice } from '@hh/domain/finance/settlement.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import type { StaffActor } from '../../platform/actor';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { ConsoleBillsRepository } from './console-bills.repository';
import type { ConsoleDeliveriesRepository } from './console-finance.repository';
import type { FeeTermsRepository, FeeTermsRow } from './fee-terms.repository';
import { BILL_DETAIL_LINES, toBill, toBillLine, toDeliveryItem } from './finance.mapper';
import { type FinanceLedger, fineKey, payoutKey, reversalKey } from './finance-ledger.port';

const AMOUNT_CHANGED = '金额已与申请时不同，请驳回该申请后重新提交';
const noLedger = () => new AppError(ApiState.unavailable, '资金账户服务未接入，暂不能打款或冲销已打款记录');

/**
 * The console's finance (platform staff): delivery moves through DELIVERY_MOVES, fee terms per
 * position, and bills. Money leaves or returns to the platform only through the ledger port,
 * while the delivery's row is locked, with an idempotency key per payout and per reversal step.
 */
export class ConsoleFinanceService {
  constructor(
    private readonly deliveries: ConsoleDeliveriesRepository,
    private readonly terms: FeeTermsRepository,
    private readonly bills: ConsoleBillsRepository,
    private readonly ledger: FinanceLedger | undefined,
  ) {}

  async list(filter: { firmId?: string; state?: number; deliveryModel?: number }, pageNo: number, pageSize: number) {
    const { rows, total } = await this.deliveries.page(
      { firmId: filter.firmId, state: filter.state, model: filter.deliveryModel },
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return {
      list: rows.map((r): OpsDeliveryItem => ({ ...toDeliveryItem(r), firmId: r.firmId, firmName: r.firmName })),
      totalCount: total,
    };
  }

  /**
   * Moves a delivery. A payout and a reversal come here only from an approved money request
   * (money-requests.service.ts), with the amount the approver read: a record whose amount has
   * changed since is refused, and the payout's ledger note carries the bank transfer's reference.
   */
  async move(
    actor: StaffActor,
    input: { deliveryId: string; action: DeliveryAction; remark: string },
    approved?: { expectedAmount: number; transferReference: string },
  ) {
    return this.deliveries.transaction(async (tx) => {
      const d = await this.deliveries.lock(tx, input.deliveryId);
      if (!d) throw notFound('交付记录不存在');
      const amount = Number(d.amount);
      const reversed = Number(d.reversedAmount);
      if (!canMoveDelivery(input.action, d.state, amount, reversed)) throw conflict(refusedMoveMessage(input.action, d.state));
      if (approved && approved.expectedAmount !== amount - reversed) throw conflict(AMOUNT_CHANGED);
      if (input.action === 'reverse') {
        if (d.state === 3) await this.returnToPlatform(d.id, d.firmId, amount, amount - reversed, actor.userId, input.remark || '平台冲销');
        await this.deliveries.setReversed(tx, d.id, amount, input.remark ? `平台冲销：${input.remark}` : '平台冲销', false);
        return { state: d.state, stateName: DELIVERY_STATE_LABELS[d.state as DeliveryState], reversedAmount: amount };
      }
      const to = deliveryMove(input.action).to as DeliveryState;
      if (input.action === 'payOut') {
        if (!this.ledger) throw noLedger();
        const net = amount - reversed;
        if (net > 0) {
          await this.ledger.transfer({
            key: payoutKey(d.id),
            asset: 'fen',
            from: { kind: 'platform' },
            to: { kind: 'firm', firmId: d.firmId },
            amount: net,
            reason: 'payout',
            reference: d.id,
            note: approved?.transferReference ? `交付结算打款（转账流水 ${approved.transferReference}）` : '交付结算打款',
            actorId: actor.userId,
          });
          // The fines the delivery's bill deducted are taken back from its payouts as they are made.
          if (d.billId) {
            const withheld = await this.bills.withholdFine(tx, d.billId, net);
            if (withheld.amount > 0) {
              await this.ledger.transfer({
                key: fineKey(d.billId, withheld.total),
                asset: 'fen',
                from: { kind: 'firm', firmId: d.firmId },
                to: { kind: 'platform' },
                amount: withheld.amount,
                reason: 'fine',
                reference: d.billId,
                note: '账单罚款扣减',
                actorId: actor.userId,
              });
            }
          }
        }
      }
      await this.deliveries.setState(tx, d.id, d.state, to);
      return { state: to, stateName: DELIVERY_STATE_LABELS[to], reversedAmount: reversed };
    });
  }

  /** Takes back from the firm what a paid-out delivery no longer earns. */
  private async returnToPlatform(
    deliveryId: string,
    firmId: string,
    newReversedTotal: number,
    delta: number,
    actorId: string | undefined,
    note: string,
  ) {
    if (delta <= 0) return;
    if (!this.ledger) throw noLedger();
    await this.ledger.transfer({
      key: reversalKey(deliveryId, newReversedTotal),
      asset: 'fen',
      from: { kind: 'firm', firmId },
      to: { kind: 'platform' },
      amount: delta,
      reason: 'reversal',
      reference: deliveryId,
      note,
      ...(actorId ? { actorId } : {}),
    });
  }

  /**
   * The guarantee job's step (GuaranteeFailures port): every model-2 record whose hire left
   * within the guarantee is reversed by guaranteeProration — only the part beyond what is already
   * reversed, taken back through the ledger when it was paid out. A record the ledger refuses
   * (the firm's balance is short) stays pending and is tried again on the next run.
   */
  async settleGuaranteeFailures(): Promise<number> {
    let settled = 0;
    for (const id of await this.deliveries.pendingGuaranteeFailures(200)) {
      try {
        await this.deliveries.transaction(async (tx) => {
          const d = await this.deliveries.lock(tx, id);
          if (!d?.leftAt) return;
          const amount = Number(d.amount);
          const p = guaranteeProration(amount, d.guaranteeDays, new Date(d.occurredAt).getTime(), new Date(d.leftAt).getTime());
          const already = Number(d.reversedAmount);
          if (p.reversed > already) {
            const note = `保证期内离职：在职${p.daysStayed}天/保证期${d.guaranteeDays}天，冲销${formatYuan(p.reversed)}元`;
            if (d.state === 3) await this.returnToPlatform(d.id, d.firmId, p.reversed, p.reversed - already, undefined, note);
            await this.deliveries.setReversed(tx, d.id, p.reversed, note, true);
          } else {
            await this.deliveries.markGuaranteeSettled(tx, d.id);
          }
        });
        settled++;
      } catch {
        // Left pending for the next run (a short balance, or no ledger wired yet).
      }
    }
    return settled;
  }

  async feeTerms(keyword: string | undefined, pageNo: number, pageSize: number) {
    const { rows, total } = await this.terms.page(keyword, (pageNo - 1) * pageSize, pageSize);
    return { list: rows.map(toTermsItem), totalCount: total };
  }

  /** A position's fee terms as the console shows them (its defaults while it has none of its own). */
  async feeTermsOf(positionId: string): Promise<OpsFeeTermsItem> {
    const row = await this.terms.find(positionId);
    if (!row) throw notFound('职位不存在');
    return toTermsItem(row);
  }

  async saveFeeTerms(actor: StaffActor, positionId: string, terms: FeeTerms): Promise<OpsFeeTermsItem> {
    if (!(await this.terms.find(positionId))) throw notFound('职位不存在');
    await this.terms.save(positionId, terms, actor.userId);
    const row = await this.terms.find(positionId);
    if (!row) throw notFound('职位不存在');
    return toTermsItem(row);
  }

  async billList(firmId: string | undefined, pageNo: number, pageSize: number) {
    const { rows, total } = await this.bills.page(firmId, (pageNo - 1) * pageSize, pageSize);
    return { list: rows.map((r) => ({ ...toBill(r), firmId: r.firmId })), totalCount: total };
  }

  /** Builds and issues the bill an approved request asked for; refused when its amount is no longer what the approver read. */
  async buildBill(actor: StaffActor, input: { firmId: string; startTime: number; endTime: number }, expectedAmount?: number) {
    if (!(await this.bills.firmExists(input.firmId))) throw notFound('猎头公司不存在');
    const built = await this.bills.build(
      input.firmId,
      new Date(input.startTime),
      new Date(input.endTime),
      actor.userId,
      formatChinaTime(Date.now(), 'YYYYMMDD'),
      expectedAmount,
    );
    if (!built) throw conflict('该期间没有可结算的佣金');
    if (built === 'changed') throw conflict(AMOUNT_CHANGED);
    return built;
  }

  async billDetail(billId: string): Promise<BillDetail> {
    const bill = await this.bills.find(billId);
    if (!bill) throw notFound('账单不存在');
    return { bill: toBill(bill), lines: (await this.bills.lines(billId, BILL_DETAIL_LINES)).map(toBillLine) };
  }

  async confirmBill(actor: StaffActor, billId: string, invoice: Invoice): Promise<void> {
    if (await this.bills.confirm(billId, invoice, actor.userId)) return;
    if (!(await this.bills.find(billId))) throw notFound('账单不存在');
    throw conflict('账单已确认，不能重复确认');
  }

  /** The compensation calculator: the firm's fees of the last year and month, through the domain's formula. */
  async compensation(q: CompensationQuery): Promise<CompensationResult> {
    if (!(await this.bills.firmExists(q.firmId))) throw notFound('猎头公司不存在');
    const now = Date.now();
    const [lastYearFees, lastMonthFees] = await Promise.all([
      this.deliveries.feesSince(q.firmId, new Date(now - LAST_YEAR_DAYS * DAY)),
      this.deliveries.feesSince(q.firmId, new Date(now - LAST_MONTH_DAYS * DAY)),
    ]);
    const c = compensation({ ...q, lastYearFees, lastMonthFees });
    return { kind: q.kind, kindName: COMPENSATION_KIND_LABELS[q.kind], lastYearFees, lastMonthFees, ...c };
  }

  firms() {
    return this.deliveries.firms();
  }
}

const DAY = 86_400_000;

function formatYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

function toTermsItem(r: FeeTermsRow): OpsFeeTermsItem {
  const configured = r.onboardFeeKind !== null;
  const terms: FeeTerms = configured
    ? {
        interviewFee: Number(r.interviewFee ?? 0),
        onboardFeeKind: r.onboardFeeKind === 2 ? 2 : 1,
        onboardFeeFixed: Number(r.onboardFeeFixed ?? 0),
        onboardFeeRateBp: r.onboardFeeRateBp ?? 0,
        guaranteeDays: r.guaranteeDays ?? r.positionGuaranteeDays,
      }
    : defaultFeeTerms(Number(r.rewardAmount), r.positionGuaranteeDays);
  return {
    ...terms,
    positionId: r.positionId,
    positionName: r.positionName,
    projectName: r.projectName,
    configured,
    description: describeFeeTerms(terms),
  };
}
