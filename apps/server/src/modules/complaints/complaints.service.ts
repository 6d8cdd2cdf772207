import { isManager } from '@hh/domain/accounts/role';
import type { ComplaintBody, ComplaintDetail, ComplaintListQuery, ComplaintTarget } from '@hh/domain/complaints/complaint.schema';
import {
  allowedActions,
  CASE_ACTION_REFUSALS,
  CASE_ACTIONS,
  CASE_STATE_LABELS,
  type CaseAction,
  type CaseRole,
  type CaseState,
  COMPLAINT_TYPE_LABELS,
  COMPLAINT_TYPES,
  type ComplaintType,
  canAct,
  evidenceDeadline,
  filingRefusal,
} from '@hh/domain/complaints/complaint-case';
import { maskName } from '@hh/domain/identity/real-name.schema';
import { formatChinaTime } from '@hh/domain/time/china-time';
import type { ConsultantActor } from '../../platform/actor';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { isId, newId } from '../../platform/ids';
import type { MessagesService } from '../content/messages.service';
import type { ComplaintOrder, ComplaintOrdersPort } from './complaint-orders.port';
import { EVENT_LABELS, eventActor, toFile, toRecord } from './complaints.mapper';
import type { CaseViewer, ComplaintsRepository, NamedCase } from './complaints.repository';

const MISSING = '投诉不存在或已删除';
const ROLE_REFUSALS: Record<CaseRole, string> = {
  complainant: '只有投诉方可以进行此操作',
  defendant: '只有被投诉方可以进行此操作',
  staff: '只有平台可以裁定投诉',
};

export function viewerOf(actor: ConsultantActor): CaseViewer {
  return { userId: actor.userId, firmId: actor.firmId, manager: isManager(actor.roleCode) };
}

export function rolesOf(viewer: CaseViewer, row: NamedCase): CaseRole[] {
  const roles: CaseRole[] = [];
  if (row.c.complainantId === viewer.userId) roles.push('complainant');
  if (row.c.defendantId === viewer.userId || (viewer.manager && row.c.defendantFirmId === viewer.firmId)) roles.push('defendant');
  return roles;
}

/** Complaint cases of the workspace (spec 000 §7 Complaints): file, edit, revoke, answer, agree, read. */
export class ComplaintsService {
  constructor(
    private readonly repo: ComplaintsRepository,
    private readonly orders: ComplaintOrdersPort,
    private readonly messages: MessagesService,
  ) {}

  /** The case as this consultant may see it, or 404 — a case outside their scope answers as missing. */
  async visible(actor: ConsultantActor, id: string) {
    if (!isId(id)) throw notFound(MISSING);
    const viewer = viewerOf(actor);
    const row = await this.repo.for(viewer).find(id);
    if (!row) throw notFound(MISSING);
    return { row, roles: rolesOf(viewer, row) };
  }

  private mustAct(action: CaseAction, roles: CaseRole[], state: number) {
    const rule = CASE_ACTIONS[action];
    if (!roles.includes(rule.by)) throw forbidden(ROLE_REFUSALS[rule.by]);
    if (!canAct(action, rule.by, state as CaseState)) throw conflict(CASE_ACTION_REFUSALS[action]);
  }

  private async checkAttachments(uploaderId: string, ids: readonly string[], caseId?: string) {
    const unique = [...new Set(ids)];
    if (unique.length !== ids.length || (await this.repo.attachable(uploaderId, unique, caseId)) !== unique.length)
      throw badRequest('附件无效或已用于其他投诉，请重新上传');
  }

  private async orderFor(body: Pick<ComplaintBody, 'orderId' | 'positionId'>): Promise<ComplaintOrder> {
    const order = await this.orders.find(body.orderId);
    if (!order) throw notFound('被投诉订单不存在');
    if (order.positionId !== body.positionId) throw badRequest('职位与被投诉订单不一致');
    return order;
  }

  async targets(actor: ConsultantActor, query: { orderId?: string; commonUserId?: string }): Promise<ComplaintTarget[]> {
    let found: ComplaintOrder[];
    if (query.orderId) {
      const own = isId(query.orderId) ? await this.orders.find(query.orderId) : undefined;
      if (!own || own.hunterId !== actor.userId) throw notFound('订单不存在');
      found = await this.orders.othersOfPerson(own.personId, actor.userId, own.positionId);
    } else {
      if (!isId(query.commonUserId ?? '')) throw notFound('候选人不存在');
      found = await this.orders.othersOfPerson(query.commonUserId as string, actor.userId);
    }
    return Promise.all(
      found.map(async (o) => {
        const hasOpenCase = await this.repo.hasOpenCase(actor.userId, o.orderId);
        const facts = { orderStage: o.stage, ownOrder: false, hasOpenCase };
        const allowedTypes = COMPLAINT_TYPES.filter((type) => filingRefusal({ ...facts, type }) === null);
        return {
          orderId: o.orderId,
          positionId: o.positionId,
          positionName: o.positionName,
          candidateName: maskName(o.candidateName),
          stage: o.stage,
          defendantFirm: o.firmId === actor.firmId ? `${o.firmName}（本公司 ${o.hunterName}）` : maskName(o.firmName),
          refusal: allowedTypes.length ? null : filingRefusal({ ...facts, type: 2 }),
          allowedTypes,
        };
      }),
    );
  }

  async create(actor: ConsultantActor, body: ComplaintBody, now = Date.now()) {
    const order = await this.orderFor(body);
    const refusal = filingRefusal({
      type: body.type as ComplaintType,
      orderStage: order.stage,
      ownOrder: order.hunterId === actor.userId,
      hasOpenCase: await this.repo.hasOpenCase(actor.userId, order.orderId),
    });
    if (refusal) throw conflict(refusal);
    await this.checkAttachments(actor.userId, body.attachments);
    const id = newId(now);
    const at = new Date(now);
    await this.repo.insert(
      {
        id,
        type: body.type,
        state: 1,
        complainantId: actor.userId,
        complainantFirmId: actor.firmId,
        orderId: order.orderId,
        positionId: order.positionId,
        projectId: order.projectId,
        personId: order.personId,
        candidateId: body.candidateId ?? null,
        candidateName: order.candidateName,
        positionName: order.positionName,
        defendantId: order.hunterId,
        defendantFirmId: order.firmId,
        content: body.content,
        privateNote: body.privateNote,
        feedbackAt: at,
        deadlineAt: new Date(evidenceDeadline(now)),
        createdAt: at,
        updatedAt: at,
      },
      { kind: 'filed', actorName: actor.cname, text: body.content },
      body.attachments,
    );
    await this.tellDefendant(order.hunterId, order.firmId, {
      title: `您收到一条${COMPLAINT_TYPE_LABELS[body.type as ComplaintType]}投诉`,
      content: `订单「${maskName(order.candidateName)} · ${order.positionName}」被投诉${COMPLAINT_TYPE_LABELS[body.type as ComplaintType]}。请在${formatChinaTime(evidenceDeadline(now))}前在“投诉管理 › 我收到的”中提交答辩与证据，逾期将按投诉方材料裁定。`,
    });
    return { id };
  }

  async edit(actor: ConsultantActor, body: ComplaintBody & { id: string }, now = Date.now()) {
    const { row, roles } = await this.visible(actor, body.id);
    this.mustAct('edit', roles, row.c.state);
    if (body.orderId !== row.c.orderId) throw badRequest('不能更换被投诉订单，请撤销后重新发起');
    const order = await this.orderFor(body);
    const refusal = filingRefusal({ type: body.type as ComplaintType, orderStage: order.stage, ownOrder: false, hasOpenCase: false });
    if (refusal) throw conflict(refusal);
    await this.checkAttachments(actor.userId, body.attachments, row.c.id);
    const moved = await this.repo.move(
      row.c.id,
      CASE_ACTIONS.edit.from,
      {
        type: body.type,
        state: 1,
        content: body.content,
        privateNote: body.privateNote,
        candidateId: body.candidateId ?? null,
        feedbackAt: new Date(now),
        deadlineAt: new Date(evidenceDeadline(now)),
      },
      { kind: 'edited', actorName: actor.cname, text: body.content },
      { uploaderId: actor.userId, part: 'complaint', ids: body.attachments, replace: true },
    );
    if (!moved) throw conflict(CASE_ACTION_REFUSALS.edit);
    await this.tellDefendant(row.c.defendantId, row.c.defendantFirmId, {
      title: '投诉方补充了投诉材料',
      content: `订单「${maskName(row.c.candidateName)} · ${row.c.positionName}」的投诉已更新，请在${formatChinaTime(evidenceDeadline(now))}前重新答辩。`,
    });
  }

  async revoke(actor: ConsultantActor, id: string) {
    const { row, roles } = await this.visible(actor, id);
    this.mustAct('revoke', roles, row.c.state);
    if (!(await this.repo.move(row.c.id, CASE_ACTIONS.revoke.from, { state: 5 }, { kind: 'revoked', actorName: actor.cname })))
      throw conflict(CASE_ACTION_REFUSALS.revoke);
  }

  async agree(actor: ConsultantActor, id: string) {
    const { row, roles } = await this.visible(actor, id);
    this.mustAct('agree', roles, row.c.state);
    if (!(await this.repo.move(row.c.id, CASE_ACTIONS.agree.from, { state: 4 }, { kind: 'agreed', actorName: actor.cname })))
      throw conflict(CASE_ACTION_REFUSALS.agree);
  }

  async answer(actor: ConsultantActor, body: { id: string; text: string; attachments: string[] }, now = Date.now()) {
    const { row, roles } = await this.visible(actor, body.id);
    this.mustAct('answer', roles, row.c.state);
    if (now >= row.c.deadlineAt.getTime()) {
      await this.repo.markOverdue(new Date(now));
      throw conflict('已超过24小时答辩期限，不能再提交答辩');
    }
    await this.checkAttachments(actor.userId, body.attachments, row.c.id);
    const moved = await this.repo.move(
      row.c.id,
      CASE_ACTIONS.answer.from,
      { state: 2, answerText: body.text, answeredAt: new Date(now) },
      { kind: 'answered', actorName: actor.cname, text: body.text },
      { uploaderId: actor.userId, part: 'answer', ids: body.attachments },
    );
    if (!moved) throw conflict(CASE_ACTION_REFUSALS.answer);
  }

  async list(actor: ConsultantActor, query: ComplaintListQuery) {
    const page = await this.repo.for(viewerOf(actor)).page(query.tab, query.state, query.pageSize, (query.pageNum - 1) * query.pageSize);
    return {
      list: page.rows.map((row) => toRecord(row, actor.firmId)),
      total: page.total,
      stateCounts: Object.fromEntries(page.counts.map((c) => [String(c.state), c.n])),
    };
  }

  async tips(actor: ConsultantActor) {
    return { count: await this.repo.for(viewerOf(actor)).awaitingAnswer() };
  }

  /** The caller's orders an upheld blind-push case was about (part of the blind-push tips). */
  upheldBlindPushOrders(actor: ConsultantActor): Promise<string[]> {
    return this.repo.upheldBlindPushOrders(actor.userId);
  }

  async detail(actor: ConsultantActor, id: string): Promise<ComplaintDetail> {
    const { row, roles } = await this.visible(actor, id);
    const base = await this.assemble(row, actor.firmId);
    return {
      ...base,
      // The complainant's notes are for the platform: the defendant never reads them.
      privateNote: roles.includes('complainant') ? row.c.privateNote : null,
      role: roles.includes('complainant') ? 'complainant' : 'defendant',
      actions: allowedActions(roles, row.c.state as CaseState),
    };
  }

  /**
   * What both sides and the judge see of a case (without the private note and the caller's
   * buttons); with `viewerFirmId`, as that firm's consultants see it (the other firm unnamed).
   */
  async assemble(row: NamedCase, viewerFirmId?: string) {
    const [files, events] = await Promise.all([this.repo.filesOf(row.c.id), this.repo.eventsOf(row.c.id)]);
    const c = row.c;
    return {
      ...toRecord(row, viewerFirmId),
      attachments: files.filter((f) => f.part === 'complaint').map(toFile),
      answer:
        c.answerText && c.answeredAt
          ? { text: c.answerText, at: c.answeredAt.getTime(), files: files.filter((f) => f.part === 'answer').map(toFile) }
          : null,
      verdict:
        c.upheld !== null && c.judgedAt
          ? { upheld: c.upheld, reason: c.verdictReason ?? '', at: c.judgedAt.getTime(), penalty: c.penalty }
          : null,
      timeline: events.map((e) => ({
        at: e.createdAt.getTime(),
        label: EVENT_LABELS[e.kind] ?? e.kind,
        by: eventActor(row, e, viewerFirmId),
        text: e.text,
      })),
    };
  }

  /** The defendant and their firm's managers hear of a case (the bell and the message list). */
  async tellDefendant(defendantId: string, firmId: string, message: { title: string; content: string }) {
    await this.messages.send([defendantId, ...(await this.repo.managersOf(firmId))], { type: 'complaint', ...message });
  }

  /** Both sides hear of a verdict: the complainant, the defendant and the defendant's managers. */
  async tellBoth(c: { complainantId: string; defendantId: string; defendantFirmId: string }, message: { title: string; content: string }) {
    const managers = await this.repo.managersOf(c.defendantFirmId);
    await this.messages.send([c.complainantId, c.defendantId, ...managers], { type: 'complaint', ...message });
  }

  /** The overdue job (pg-boss): cases past their 24 hours move to 答辩超时. */
  async markOverdue(now = Date.now()) {
    return (await this.repo.markOverdue(new Date(now))).length;
  }
}

export const stateLabel = (state: number) => CASE_STATE_LABELS[state as CaseState] ?? '';
