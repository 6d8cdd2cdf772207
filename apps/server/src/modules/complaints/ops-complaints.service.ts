import {
  CASE_ACTION_REFUSALS,
  CASE_ACTIONS,
  type CaseState,
  COMPLAINT_TYPE_LABELS,
  type ComplaintType,
  canAct,
} from '@hh/domain/complaints/complaint-case';
import type { BundleOrder, OpsCase } from '@hh/domain/complaints/ops-complaints.endpoints';
import { maskName } from '@hh/domain/identity/real-name.schema';
import type { StaffActor } from '../../platform/actor';
import { conflict, notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { ComplaintOrdersPort } from './complaint-orders.port';
import { toRecord } from './complaints.mapper';
import type { ComplaintsService } from './complaints.service';
import type { ConsoleComplaintsRepository } from './console-complaints.repository';
import type { PenaltiesService } from './penalties.service';

const MISSING = '投诉不存在或已删除';

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
      bundle: await this.bundle(row.c.personId, row.c.positionId, row.c.complainantFirmId, row.c.orderId),
    };
  }

  /**
   * Both sides' orders of the candidate on the position, oldest first, with their state logs and
   * report times: who recommended first is the question of most cases. Names are masked.
   */
  private async bundle(personId: string, positionId: string, complainantFirmId: string, defendantOrderId: string): Promise<BundleOrder[]> {
    const onPosition = await this.orders.ofPersonOnPosition(personId, positionId);
    const mine = onPosition.filter((o) => o.orderId === defendantOrderId || o.firmId === complainantFirmId);
    const evidence = await this.orders.evidence(mine.map((o) => o.orderId));
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
        logs: (e?.logs ?? []).map((l) => ({
          at: l.at.getTime(),
          fromStage: l.fromStage,
          toStage: l.toStage,
          action: l.action,
          by: maskName(l.actorName),
        })),
      };
    });
  }

  async judge(actor: StaffActor, body: { id: string; upheld: boolean; reason: string }, now = Date.now()) {
    const row = await this.find(body.id);
    if (!canAct('judge', 'staff', row.c.state as CaseState)) throw conflict(CASE_ACTION_REFUSALS.judge);
    const plan = body.upheld ? await this.penalties.plan(row.c.id, row.c.defendantFirmId, row.c.defendantId, now) : { text: '', rows: [] };
    const judged = await this.console.judge(
      row.c.id,
      CASE_ACTIONS.judge.from,
      { upheld: body.upheld, reason: body.reason, judgeId: actor.userId, judgeName: actor.cname, penalty: plan.text, at: new Date(now) },
      plan.rows,
    );
    if (!judged) throw conflict(CASE_ACTION_REFUSALS.judge);
    const verdict = body.upheld ? `投诉成立。${plan.text}` : '投诉不成立。';
    const about = `订单「${maskName(row.c.candidateName)} · ${row.c.positionName}」的${COMPLAINT_TYPE_LABELS[row.c.type as ComplaintType]}投诉`;
    await this.cases.tellBoth(row.c, { title: '投诉已裁定', content: `${about}已由平台裁定：${verdict}理由：${body.reason}` });
  }
}
