import {
  CASE_ACTION_REFUSALS,
  CASE_ACTIONS,
  CASE_STATE_LABELS,
  CaseState,
  COMPLAINT_TYPE_LABELS,
  type ComplaintType,
  canAct,
} from '@hh/domain/complaints/complaint-case';
import type { BundleOrder, OpsCase } from '@hh/domain/complaints/ops-complaints.endpoints';
import { maskName } from '@hh/domain/identity/real-name.schema';
import type { StaffActor } from '../../platform/actor';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { CaseFines } from './case-fines.service';
import type { ComplaintCallsPort } from './complaint-calls.port';
import type { ComplaintOrdersPort } from './complaint-orders.port';
import { toRecord } from './complaints.mapper';
import type { ComplaintsService } from './complaints.service';
import type { ConsoleComplaintsRepository } from './console-complaints.repository';
import type { PenaltiesService, PenaltyEffects } from './penalties.service';

const MISSING = '投诉不存在或已删除';
/** The most calls the evidence bundle lists for both sides together. */
const BUNDLE_CALLS_MAX = 500;

/**
 * The platform console's side of complaints: the judging queue, the case with its evidence
 * bundle assembled from both sides' orders, and the verdict with its penalties.
 */
export class OpsComplaintsService {
  constructor(
    private readonly console: ConsoleComplaintsRepository,
    private readonly cases: ComplaintsService,
    private readonly orders: ComplaintOrdersPort,
    private readonly penalties: PenaltiesService,
    private readonly effects: PenaltyEffects,
    private readonly calls: ComplaintCallsPort,
    private readonly fines: CaseFines,
  ) {}

  async list(view: 'judging' | 'all', pageNum: number, pageSize: number) {
    const page = await this.console.page(view, pageSize, (pageNum - 1) * pageSize);
    return { list: page.rows.map((row) => toRecord(row)), total: page.total };
  }

  private async find(id: string) {
    const row = isId(id) ? await this.console.find(id) : undefined;
    if (!row) throw notFound(MISSING);
    return row;
  }

  async detail(id: string): Promise<OpsCase> {
    const row = await this.find(id);
    const base = await this.cases.assemble(row);
    return {
      ...base,
      privateNote: row.c.privateNote,
      canJudge: canAct('judge', 'staff', row.c.state as CaseState),
      defendantFirmId: row.c.defendantFirmId,
      bundle: await this.bundle(row.c.personId, row.c.positionId, row.c.complainantFirmId, row.c.orderId),
    };
  }

  /**
   * Both sides' orders of the candidate on the position, oldest first, with their state logs and
   * report times, and each order's consultant's calls to the candidate (any order, by the calls
   * module's record): who recommended — and reached the candidate — first is the question of most
   * cases. Names are masked.
   */
  private async bundle(personId: string, positionId: string, complainantFirmId: string, defendantOrderId: string): Promise<BundleOrder[]> {
    const onPosition = await this.orders.ofPersonOnPosition(personId, positionId);
    const mine = onPosition.filter((o) => o.orderId === defendantOrderId || o.firmId === complainantFirmId);
    const [evidence, calls] = await Promise.all([
      this.orders.evidence(mine.map((o) => o.orderId)),
      this.calls.toPersonByUsers(personId, [...new Set(mine.map((o) => o.hunterId))], BUNDLE_CALLS_MAX),
    ]);
    return mine.map((o) => {
      const e = evidence.find((x) => x.orderId === o.orderId);
      return {
        side: o.orderId === defendantOrderId ? 'defendant' : 'complainant',
        orderId: o.orderId,
        consultant: maskName(o.hunterName),
        firm: o.firmName,
        stage: o.stage,
        recommendTime: o.recommendedAt.getTime(),
        reportTime: e?.reportAt?.getTime() ?? null,
        candidateConfirmedAt: o.candidateConfirmedAt?.getTime() ?? null,
        logs: (e?.logs ?? []).map((l) => ({
          at: l.at.getTime(),
          fromStage: l.fromStage,
          toStage: l.toStage,
          action: l.action,
          by: maskName(l.actorName),
        })),
        calls: calls
          .filter((c) => c.userId === o.hunterId)
          .map((c) => ({ id: c.id, at: c.startedAt.getTime(), state: c.state, answered: c.answered, talkSeconds: c.talkSeconds })),
      };
    });
  }

  /** Judges the case; answers its state before and the verdict after (the audit trail records both). */
  async judge(actor: StaffActor, body: { id: string; upheld: boolean; reason: string; fineFen?: number }, now = Date.now()) {
    const fineFen = body.fineFen ?? 0;
    if (!body.upheld && fineFen > 0) throw badRequest('投诉不成立时不能罚款');
    const row = await this.find(body.id);
    if (!canAct('judge', 'staff', row.c.state as CaseState)) throw conflict(CASE_ACTION_REFUSALS.judge);
    const plan = body.upheld
      ? await this.penalties.plan(row.c.id, row.c.defendantFirmId, row.c.defendantId, now)
      : { text: '', rows: [], forfeitsHistoryFees: false };
    // A third offence closes the account and forfeits the consultant's history fees: their paid-out commissions, as a fine.
    // Once: a later upheld case (filed before the closure) must not charge the same fees again.
    const historyFen = plan.forfeitsHistoryFees ? await this.fines.historyFees(row.c.defendantId) : 0;
    const penalty = plan.text + CaseFines.describe(fineFen, historyFen);
    const judged = await this.console.judge(
      row.c.id,
      CASE_ACTIONS.judge.from,
      { upheld: body.upheld, reason: body.reason, judgeId: actor.userId, judgeName: actor.cname, penalty, at: new Date(now) },
      plan.rows,
    );
    if (!judged) throw conflict(CASE_ACTION_REFUSALS.judge);
    // After the verdict commits: each order ends in its own transaction through the orders module's stage machine.
    if (body.upheld) await this.penalties.execute(plan.rows, row.c.orderId, this.effects);
    const typeLabel = COMPLAINT_TYPE_LABELS[row.c.type as ComplaintType];
    const firm = row.c.defendantFirmId;
    // The money of the verdict is asked, not charged: another admin or finance member approves it (four eyes).
    if (fineFen > 0) {
      await this.fines.ask({
        firmId: firm,
        amountFen: fineFen,
        reason: `投诉成立罚款（${typeLabel}）`,
        caseId: row.c.id,
        part: 'fine',
        actorId: actor.userId,
      });
    }
    if (historyFen > 0) {
      await this.fines.ask({
        firmId: firm,
        amountFen: historyFen,
        reason: `顾问第3次违规，没收历史服务费（${maskName(row.defendantName)}）`,
        caseId: row.c.id,
        part: 'history-fees',
        actorId: actor.userId,
      });
    }
    const verdict = body.upheld ? `投诉成立。${penalty}` : '投诉不成立。';
    const about = `订单「${maskName(row.c.candidateName)} · ${row.c.positionName}」的${typeLabel}投诉`;
    await this.cases.tellBoth(row.c, { title: '投诉已裁定', content: `${about}已由平台裁定：${verdict}理由：${body.reason}` });
    const judgedState = body.upheld ? CaseState.upheld : CaseState.dismissed;
    return {
      caseId: row.c.id,
      before: { state: row.c.state, stateName: CASE_STATE_LABELS[row.c.state as CaseState] },
      after: { state: judgedState, stateName: CASE_STATE_LABELS[judgedState], reason: body.reason, penalty, fineFen, historyFen },
    };
  }
}
