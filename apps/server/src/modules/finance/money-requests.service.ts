import { staffMay } from '@hh/domain/accounts/console-access';
import { STAFF_ROLE_LABELS, type StaffRole } from '@hh/domain/accounts/role';
import { ApiState } from '@hh/domain/api/api-state';
import { canMoveDelivery, refusedMoveMessage } from '@hh/domain/finance/delivery-state';
import { describeFeeTerms, type FeeTerms, formatFen } from '@hh/domain/finance/fees';
import {
  MONEY_REQUEST_KIND_LABELS,
  MONEY_REQUEST_STATE_LABELS,
  type MoneyRequest,
  type MoneyRequestDecide,
  type MoneyRequestKind,
  type MoneyRequestQuery,
  MoneyRequestState,
  mayDecide,
} from '@hh/domain/finance/money-request';
import { formatChinaTime } from '@hh/domain/time/china-time';
import type { StaffActor } from '../../platform/actor';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { CoinAdjuster } from './coin-adjuster.port';
import type { ConsoleBillsRepository } from './console-bills.repository';
import type { ConsoleDeliveriesRepository } from './console-finance.repository';
import type { ConsoleFinanceService } from './console-finance.service';
import { ms } from './delivery-sql.repository';
import type { FeeTermsRepository } from './fee-terms.repository';
import type { FineService } from './fines.service';
import type { MoneyRequestRow, MoneyRequestsRepository, NewMoneyRequest } from './money-requests.repository';

const yuan = (fen: number) => `${fen < 0 ? '-' : ''}${formatFen(Math.abs(fen))}元`;
const day = (t: number) => formatChinaTime(t, 'YYYY-MM-DD');
const REQUEST_MISSING = '审批申请不存在';

/**
 * The fine of an upheld complaint as the complaints module charges it once approved: from the firm's
 * performance deposit first, the rest as a finance fine (modules/complaints/case-fines.service.ts).
 * app.ts fits it after both modules are made.
 */
export type CaseFineEffect = (input: {
  firmId: string;
  amountFen: number;
  reason: string;
  caseId: string;
  part: string;
  actorId: string;
}) => Promise<{ fromDeposit: number; fromCommissions: number }>;

export interface MoneyEffects {
  deliveries: ConsoleDeliveriesRepository;
  console: ConsoleFinanceService;
  fines: FineService;
  terms: FeeTermsRepository;
  bills: ConsoleBillsRepository;
  /** The coins module's ledger for manual coin adjustments (app.ts fits it); absent in a bare finance module. */
  coins?: CoinAdjuster;
}

/**
 * Four eyes on money (docs/OPERATIONS.md › Security): each money write of the console is asked
 * here, stored with what the approver needs to read, and made only by a different admin or finance
 * member's approval. The effect runs after the request is claimed (state 4), so two approvers
 * cannot both make it; an effect the world refuses by then (the delivery moved, the firm's balance
 * is short, the bill's amount changed) releases the claim and answers why.
 */
export class MoneyRequestsService {
  private caseFineEffect: CaseFineEffect | undefined;

  constructor(
    private readonly repo: MoneyRequestsRepository,
    private readonly fx: MoneyEffects,
  ) {}

  async requestDeliveryMove(actor: StaffActor, input: { deliveryId: string; action: 'payOut' | 'reverse'; remark: string }) {
    const reason = requireReason(input.remark);
    const d = await this.fx.deliveries.find(input.deliveryId);
    if (!d) throw notFound('交付记录不存在');
    const amount = Number(d.amount);
    const reversed = Number(d.reversedAmount);
    if (!canMoveDelivery(input.action, d.state, amount, reversed)) throw conflict(refusedMoveMessage(input.action, d.state));
    const net = amount - reversed;
    const payout = input.action === 'payOut';
    return this.submit(actor, {
      kind: payout ? 'payout' : 'reversal',
      firmId: d.firmId,
      amount: payout ? net : -net,
      asset: 'fen',
      subject: `交付记录 · ${d.candidateName} · ${d.positionName}`,
      payload: { objectId: d.id, deliveryId: d.id, amount: net },
      changes: payout
        ? [{ label: '打款金额', before: '未打款', after: yuan(net) }]
        : [{ label: '冲销金额', before: yuan(reversed), after: yuan(amount) }],
      reason,
    });
  }

  async requestFine(actor: StaffActor, input: { firmId: string; amount: number; reason: string; complaintCaseId?: string }) {
    const firmName = await this.firmName(input.firmId);
    return this.submit(actor, {
      kind: 'fine',
      firmId: input.firmId,
      amount: -input.amount,
      asset: 'fen',
      subject: `罚款 · ${firmName}`,
      payload: { objectId: crypto.randomUUID(), ...input },
      changes: [{ label: '罚款金额', before: '—', after: yuan(input.amount) }],
      reason: input.reason,
    });
  }

  async requestBill(actor: StaffActor, input: { firmId: string; startTime: number; endTime: number; reason: string }) {
    const firmName = await this.firmName(input.firmId);
    const preview = await this.fx.bills.preview(input.firmId, new Date(input.startTime), new Date(input.endTime));
    if (!preview) throw conflict('该期间没有可结算的佣金');
    return this.submit(actor, {
      kind: 'bill',
      firmId: input.firmId,
      amount: preview.invoiceAmount,
      asset: 'fen',
      subject: `结算账单 · ${firmName} · ${day(input.startTime)} 至 ${day(input.endTime)}`,
      payload: { objectId: input.firmId, firmId: input.firmId, startTime: input.startTime, endTime: input.endTime, ...preview },
      changes: [{ label: '账单金额', before: '—', after: `${yuan(preview.invoiceAmount)}（${preview.lineCount}条明细）` }],
      reason: input.reason,
    });
  }

  async requestFeeTerms(actor: StaffActor, positionId: string, terms: FeeTerms, reason: string) {
    const current = await this.fx.console.feeTermsOf(positionId);
    return this.submit(actor, {
      kind: 'feeTerms',
      firmId: null,
      amount: 0,
      asset: 'none',
      subject: `收费条款 · ${current.projectName} · ${current.positionName}`,
      payload: { objectId: positionId, positionId, terms },
      changes: [
        {
          label: '收费条款',
          before: current.configured ? current.description : `未设置（默认：${current.description}）`,
          after: describeFeeTerms(terms),
        },
      ],
      reason,
    });
  }

  /** Where an approved complaint fine is charged (the complaints module, wired in app.ts). */
  chargeCaseFinesWith(effect: CaseFineEffect): void {
    this.caseFineEffect = effect;
  }

  /**
   * The fine an upheld complaint's verdict imposes, asked by the staff member who judged it; it is
   * charged when another admin or finance member approves. One open request per case and part.
   */
  async requestCaseFine(
    judgeId: string,
    input: { firmId: string; amountFen: number; reason: string; caseId: string; part: string },
  ): Promise<void> {
    const firmName = await this.firmName(input.firmId);
    const id = await this.repo.insert({
      kind: 'caseFine',
      firmId: input.firmId,
      amount: -input.amountFen,
      asset: 'fen',
      subject: `投诉罚款 · ${firmName}`,
      payload: { objectId: `${input.caseId}:${input.part}`, ...input },
      changes: [{ label: '罚款金额', before: '—', after: `${yuan(input.amountFen)}（先从保证金扣除，不足部分从未结算佣金中扣减）` }],
      reason: input.reason,
      requestedBy: judgeId,
    });
    if (!id) throw conflict('该投诉的罚款已在审批中');
  }

  async requestCoinAdjust(
    actor: StaffActor,
    input: { firmId: string; direction: 'in' | 'out'; coin: number; note: string; reference: string },
  ) {
    if (!isId(input.firmId)) throw notFound('公司不存在');
    const firmName = await this.firmName(input.firmId, '公司不存在');
    return this.submit(actor, {
      kind: 'coinAdjust',
      firmId: input.firmId,
      amount: input.direction === 'in' ? input.coin : -input.coin,
      asset: 'coin',
      subject: `金币${input.direction === 'in' ? '充值' : '扣回'} · ${firmName}${input.reference ? ` · 凭证 ${input.reference}` : ''}`,
      payload: { objectId: crypto.randomUUID(), ...input },
      changes: [{ label: input.direction === 'in' ? '充值金币' : '扣回金币', before: '—', after: `${input.coin}` }],
      reason: input.note,
    });
  }

  async list(actor: StaffActor, query: MoneyRequestQuery) {
    const { rows, total, pending } = await this.repo.page(
      { state: query.state, kind: query.kind },
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return { list: rows.map((r) => toMoneyRequest(r, actor)), totalCount: total, pendingCount: pending };
  }

  async decide(actor: StaffActor, input: MoneyRequestDecide): Promise<MoneyRequest> {
    const row = await this.repo.find(input.requestId);
    if (!row) throw notFound(REQUEST_MISSING);
    const may = mayDecide(row, actor.userId);
    if (!may.ok) throw row.requestedBy === actor.userId ? forbidden(may.message) : conflict(may.message);
    if (!input.approve) {
      if (!(await this.repo.refuse(row.id, actor.userId, input.reason))) throw conflict('该申请已处理，不能重复审批');
      return this.read(row.id, actor);
    }
    if (row.kind === 'payout' && !input.transferReference) throw badRequest('请填写银行转账流水号');
    if (!(await this.repo.claim(row.id, actor.userId, input.reason, input.transferReference))) throw conflict('该申请已处理，不能重复审批');
    let result: { text: string; id: string };
    try {
      result = await this.execute(row, actor, input.transferReference);
    } catch (error) {
      // Refused by the world as it is now: the request waits again, and the approver reads why.
      if (error instanceof AppError) await this.repo.release(row.id);
      throw error;
    }
    await this.repo.finish(row.id, result);
    return this.read(row.id, actor);
  }

  private async execute(row: MoneyRequestRow, approver: StaffActor, transferReference: string): Promise<{ text: string; id: string }> {
    const p = row.payload;
    switch (row.kind as MoneyRequestKind) {
      case 'payout':
      case 'reversal': {
        const action = row.kind === 'payout' ? 'payOut' : 'reverse';
        const moved = await this.fx.console.move(
          approver,
          { deliveryId: String(p.deliveryId), action, remark: row.reason },
          { expectedAmount: Number(p.amount), transferReference },
        );
        const text =
          action === 'payOut'
            ? `已打款 ${yuan(Number(p.amount))}，转账流水 ${transferReference}`
            : `已冲销，累计冲销 ${yuan(moved.reversedAmount)}`;
        return { text, id: String(p.deliveryId) };
      }
      case 'fine': {
        const fine = await this.fx.fines.record({
          firmId: String(p.firmId),
          amount: Number(p.amount),
          reason: String(p.reason),
          ...(p.complaintCaseId ? { complaintCaseId: String(p.complaintCaseId) } : {}),
          actorId: approver.userId,
        });
        return { text: '罚款已记录，将从该公司下一期账单中扣减', id: fine.fineId };
      }
      case 'bill': {
        const built = await this.fx.console.buildBill(
          approver,
          { firmId: String(p.firmId), startTime: Number(p.startTime), endTime: Number(p.endTime) },
          Number(p.invoiceAmount),
        );
        return { text: `已出具账单 ${built.billNo}，金额 ${yuan(built.invoiceAmount)}`, id: built.id };
      }
      case 'feeTerms':
        await this.fx.console.saveFeeTerms(approver, String(p.positionId), p.terms as FeeTerms);
        return { text: '收费条款已生效', id: String(p.positionId) };
      case 'caseFine': {
        if (!this.caseFineEffect) throw new AppError(ApiState.unavailable, '投诉处罚服务未接入，暂不能执行投诉罚款');
        const split = await this.caseFineEffect({
          firmId: String(p.firmId),
          amountFen: Number(p.amountFen),
          reason: String(p.reason),
          caseId: String(p.caseId),
          part: String(p.part),
          actorId: approver.userId,
        });
        return {
          text: `已从保证金扣除 ${yuan(split.fromDeposit)}，${yuan(split.fromCommissions)} 记为罚款从未结算佣金中扣减`,
          id: String(p.caseId),
        };
      }
      case 'coinAdjust': {
        if (!this.fx.coins) throw new AppError(ApiState.unavailable, '金币账本服务未接入，暂不能调整金币');
        const moved = await this.fx.coins.adjust({
          key: `approval:${row.id}`,
          firmId: String(p.firmId),
          direction: p.direction === 'out' ? 'out' : 'in',
          coin: Number(p.coin),
          note: String(p.note),
          reference: String(p.reference ?? ''),
          actorId: approver.userId,
        });
        return { text: `已记账，该公司金币池余额 ${moved.balance}`, id: moved.transferId };
      }
    }
  }

  private async submit(actor: StaffActor, input: Omit<NewMoneyRequest, 'requestedBy'>): Promise<MoneyRequest> {
    const id = await this.repo.insert({ ...input, requestedBy: actor.userId });
    if (!id) throw conflict(`该对象已有待审批的${MONEY_REQUEST_KIND_LABELS[input.kind as MoneyRequestKind]}申请，请等待审批`);
    return this.read(id, actor);
  }

  private async read(id: string, actor: StaffActor): Promise<MoneyRequest> {
    const row = await this.repo.find(id);
    if (!row) throw notFound(REQUEST_MISSING);
    return toMoneyRequest(row, actor);
  }

  private async firmName(firmId: string, missing = '猎头公司不存在'): Promise<string> {
    const name = await this.fx.bills.firmName(firmId);
    if (name === undefined) throw notFound(missing);
    return name;
  }
}

function requireReason(text: string): string {
  const reason = text.trim();
  if (reason.length < 2) throw badRequest('请填写申请理由（至少2个字）');
  return reason;
}

function toMoneyRequest(r: MoneyRequestRow, actor: StaffActor): MoneyRequest {
  const kind = r.kind as MoneyRequestKind;
  const state = r.state as MoneyRequestState;
  return {
    id: r.id,
    kind,
    kindName: MONEY_REQUEST_KIND_LABELS[kind],
    state,
    stateName: state === MoneyRequestState.executing ? '执行中断，可重新审批' : MONEY_REQUEST_STATE_LABELS[state],
    amount: Number(r.amount),
    asset: r.asset,
    firmId: r.firmId,
    firmName: r.firmName ?? '',
    subject: r.subject,
    changes: r.changes,
    reason: r.reason,
    requestedBy: r.requestedBy,
    requestedByName: r.requestedByName,
    requestedByRole: r.requestedByRole ? (STAFF_ROLE_LABELS[r.requestedByRole as StaffRole] ?? '') : '',
    requestedAt: ms(r.requestedAt) ?? 0,
    decidedByName: r.decidedByName ?? '',
    decidedAt: ms(r.decidedAt),
    decisionReason: r.decisionReason ?? '',
    transferReference: r.transferReference ?? '',
    result: r.result ?? '',
    resultId: r.resultId ?? '',
    canDecide: mayDecide(r, actor.userId).ok && staffMay(actor.staffRole, 'approvals', 'write'),
  };
}
