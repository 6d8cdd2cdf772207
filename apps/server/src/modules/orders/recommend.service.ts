import type { DataScope } from '@hh/domain/accounts/scope';
import { ApiState } from '@hh/domain/api/api-state';
import { EDUCATION_LABELS } from '@hh/domain/candidates/education';
import type { Expects, ResumeContent } from '@hh/domain/candidates/resume.schema';
import { describeMissingItem, type MissingItem } from '@hh/domain/candidates/resume-completeness';
import { describeSalary } from '@hh/domain/candidates/salary';
import type { ChooseCandidateQuery, ChooseRow } from '@hh/domain/orders/choose.schema';
import { ORDER_STAGE_LABELS, OrderStage, type StoredStage } from '@hh/domain/orders/order-stage';
import { protectionVerdict } from '@hh/domain/orders/protection';
import { DEFAULT_TEMPLATE, type ReportInput, type ResumeInfo, type TemplateContent } from '@hh/domain/orders/report.schema';
import { checkReport } from '@hh/domain/orders/report-check';
import { reportEditRefusal } from '@hh/domain/orders/report-edit';
import { type OrderCheck, type PositionRow, positionListQuerySchema } from '@hh/domain/positions/position.schema';
import type { ConsultantActor } from '../../platform/actor';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { isId, newId } from '../../platform/ids';
import { yearsSince } from '../candidates/candidates.mapper';
import type { CandidatesService } from '../candidates/candidates.service';
import type { PositionReader } from '../positions/position-reader.port';
import type { Mover, OrderMoves } from './order-moves.service';
import type { OrdersRepository, Tx } from './orders.repository';
import type { OrdersService } from './orders.service';
import type { RecommendedListener } from './recommended-listener.port';
import { type ReportsRepository, toRecommendReport } from './reports.repository';

export const POSITION_MISSING = '职位不存在或已停止招聘';

/**
 * Choosing a candidate for a position and recommending them: the candidate-list search, the
 * recommendation report (template, prefill, autoCheck, drafts) and the recommendation itself,
 * which needs a complete resume, a report that passes the check, and no 撞单.
 */
export class RecommendService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly reports: ReportsRepository,
    private readonly orders: OrdersService,
    private readonly moves: OrderMoves,
    private readonly candidates: CandidatesService,
    private readonly positions: PositionReader,
    /** Sends the candidate the confirmation link once a recommendation commits (complaints). */
    private readonly listener?: RecommendedListener,
  ) {}

  /** The candidate's confirmation link, after the recommendation has committed. */
  private async told(result: { orderId: string }) {
    await this.listener?.recommended(result.orderId);
    return result;
  }

  private async recruitingPosition(positionId: string) {
    const position = await this.positions.findRecruiting(positionId);
    if (!position) throw notFound(POSITION_MISSING);
    return position;
  }

  async template(positionId: string) {
    const position = await this.recruitingPosition(positionId);
    return { positionId: position.id, templateContent: JSON.stringify(position.template) };
  }

  /** The candidate-list search for a position, each row saying whether it can be recommended now. */
  async chooseList(
    actor: ConsultantActor,
    scope: DataScope,
    query: ChooseCandidateQuery,
  ): Promise<{ data: ChooseRow[]; totalCount: number }> {
    const position = await this.recruitingPosition(query.positionId);
    const page = await this.candidates.choosePage(scope, query);
    const running = await this.repo.runningOrdersOnPosition(
      actor.firmId,
      position.id,
      page.rows.map((r) => r.commonUserId),
    );
    const byPerson = new Map(running.map((o) => [o.personId, o]));
    return {
      data: page.rows.map((row) => {
        const order = byPerson.get(row.commonUserId);
        return { ...row, orderId: order?.id ?? null, orderState: order?.stage ?? null, canRecommend: !order && row.completed };
      }),
      totalCount: page.total,
    };
  }

  /** A talent record's orders in the caller's scope (talent management's order status, queryRecommendedPositionList). */
  async ordersOfTalent(scope: DataScope, userId: string) {
    const record = await this.candidates.visibleRecord(scope, userId);
    return this.orders.ordersOfPerson(scope, record.personId);
  }

  /** GET /position/order/check: may this candidate be recommended to this position now? */
  async check(actor: ConsultantActor, scope: DataScope, positionId: string, userId: string): Promise<OrderCheck> {
    const position = await this.positions.findRecruiting(positionId);
    if (!position) return { canRecommend: false, rule: 'closed', message: POSITION_MISSING, existingOrderId: null };
    const facts = await this.candidates.resumeOfRecord(scope, userId);
    if (facts.missing.length > 0) {
      return {
        canRecommend: false,
        rule: 'incomplete',
        message: `简历未完善，请先补充：${facts.missing.map(describeMissingItem).join('、')}`,
        existingOrderId: null,
      };
    }
    const existing = await this.repo.transaction((tx) => this.repo.ordersOfPersonOnPosition(tx, facts.record.personId, positionId));
    const verdict = protectionVerdict(
      actor.firmId,
      existing.map((o) => ({ ...o, stage: o.stage as StoredStage, recommendedAt: o.recommendedAt.getTime() })),
      Date.now(),
    );
    if (verdict.allowed) return { canRecommend: true, rule: 'ok', message: '可以推荐', existingOrderId: null };
    const own = existing.find((o) => o.firmId === actor.firmId && o.stage !== OrderStage.terminated && o.stage !== OrderStage.talentStored);
    return {
      canRecommend: false,
      rule: verdict.rule,
      message: verdict.message,
      // Same firm: our running order; 撞单: the other firm's order that blocks, which the 投诉 link files against.
      existingOrderId: verdict.rule === 'same-firm' ? (own?.id ?? null) : verdict.by.id,
    };
  }

  /** Report values prefilled from the resume (templateData). */
  async templateData(scope: DataScope, positionId: string, userId: string) {
    await this.recruitingPosition(positionId);
    const facts = await this.candidates.resumeOfRecord(scope, userId);
    return { values: prefill(facts.content) };
  }

  async autoCheck(positionId: string, content: ReportInput['content']) {
    const position = await this.recruitingPosition(positionId);
    return { problems: checkReport(position.template, content) };
  }

  async saveDraft(actor: ConsultantActor, scope: DataScope, input: ReportInput & { resumeId: string; positionId: string }) {
    await this.recruitingPosition(input.positionId);
    const record = await this.recordOfResume(scope, input.resumeId);
    const id = await this.reports.upsert({
      firmId: actor.firmId,
      authorId: actor.userId,
      resumeId: input.resumeId,
      personId: record.personId,
      positionId: input.positionId,
      content: input.content,
      coreReason: input.coreReason,
      smsToUser: input.smsToUser,
    });
    return toRecommendReport(await this.mustReport(actor, id));
  }

  async reportsOfResume(actor: ConsultantActor, scope: DataScope, resumeId: string) {
    await this.recordOfResume(scope, resumeId);
    return (await this.reports.for(actor).ofResume(resumeId)).map(toRecommendReport);
  }

  async reportOfOrder(scope: DataScope, orderId: string) {
    const order = await this.orders.visible(scope, orderId);
    const report = await this.reports.ofOrder(order.id);
    if (!report) throw notFound('该订单没有推荐报告');
    return toRecommendReport(report);
  }

  /** The online resume's order context (resumeInfo/{refId}.json): the order, its position and stage, its report. */
  async resumeInfo(scope: DataScope, orderId: string): Promise<ResumeInfo> {
    const order = await this.orders.visible(scope, orderId);
    const [position, report] = await Promise.all([this.positions.find(order.positionId), this.reports.ofOrder(order.id)]);
    return {
      orderId: order.id,
      commonUserId: order.personId,
      positionId: order.positionId,
      positionName: position?.name ?? '',
      stage: order.stage,
      stageName: ORDER_STAGE_LABELS[order.stage as OrderStage] ?? '',
      report: report ? toRecommendReport(report) : null,
      reportLocked: report ? reportEditRefusal(order.stage, order.rejectStatus) : '该订单没有推荐报告',
    };
  }

  /** Changes the report of an order the PM has not accepted yet (pending communication or recommended). */
  async modifyReport(actor: ConsultantActor, scope: DataScope, input: ReportInput & { orderId: string }) {
    await this.orders.withLockedOrder(actor, scope, input.orderId, async (order, _mover, tx) => {
      const refusal = reportEditRefusal(order.stage, order.rejectStatus);
      if (refusal) throw conflict(refusal);
      const position = await this.positions.find(order.positionId, tx);
      this.assertReport(position?.template ?? DEFAULT_TEMPLATE, input.content);
      const facts = await this.candidates.resumeOfRecord(scope, order.candidateId);
      await this.reports.upsert(this.reportValues(actor, facts.resumeId, order.personId, order.positionId, order.id, input), tx);
    });
  }

  /** Recommends a candidate of the caller's talent (userId) or a pending order (orderId) to a position. */
  async recommend(
    actor: ConsultantActor,
    scope: DataScope,
    input: ReportInput & { positionId: string; userId?: string; orderId?: string },
  ) {
    await this.orders.assertNotBanned(actor);
    const position = await this.recruitingPosition(input.positionId);
    if (input.orderId) return this.told(await this.recommendPending(actor, scope, input.orderId, position, input));
    if (!input.userId) throw badRequest('请选择候选人');
    const facts = await this.candidates.resumeOfRecord(scope, input.userId);
    this.assertComplete(facts.missing);
    this.assertReport(position.template, input.content);
    const created = await this.repo.transaction(async (tx) => {
      await this.assertNotProtected(tx, actor.firmId, facts.record.personId, position.id);
      const orderId = newId();
      const order = {
        id: orderId,
        firmId: actor.firmId,
        hunterId: actor.userId,
        candidateId: facts.record.userId,
        personId: facts.record.personId,
        positionId: position.id,
        projectId: position.projectId,
      };
      await this.moves.create(tx, order, ownerOf(actor), 'recommend', input.coreReason);
      await this.reports.upsert(this.reportValues(actor, facts.resumeId, facts.record.personId, position.id, orderId, input), tx);
      return { orderId };
    });
    return this.told(created);
  }

  private async recommendPending(
    actor: ConsultantActor,
    scope: DataScope,
    orderId: string,
    position: { id: string; template: TemplateContent },
    input: ReportInput,
  ) {
    return this.orders.withLockedOrder(actor, scope, orderId, async (order, mover, tx) => {
      if (order.positionId !== position.id) throw badRequest('订单与职位不一致');
      const facts = await this.candidates.resumeOfRecord(scope, order.candidateId);
      this.assertComplete(facts.missing);
      this.assertReport(position.template, input.content);
      await this.assertNotProtected(tx, actor.firmId, order.personId, position.id, order.id);
      await this.moves.apply(tx, order, mover, { action: 'recommend', changes: { recommendedAt: new Date() }, remark: input.coreReason });
      await this.reports.upsert(this.reportValues(actor, facts.resumeId, order.personId, position.id, order.id, input), tx);
      return { orderId: order.id };
    });
  }

  /**
   * Positions an order's candidate can be re-recommended to: recruiting ones where the firm has
   * no running order of the person, the order's own category first.
   */
  async reRecommendList(actor: ConsultantActor, scope: DataScope, orderId: string): Promise<PositionRow[]> {
    const order = await this.orders.visible(scope, orderId);
    const source = await this.positions.find(order.positionId);
    const page = await this.positions.list(scope, positionListQuerySchema.parse({ query: { limit: 50, offset: 0 } }));
    const running = new Set((await this.repo.runningPositionsOfPerson(actor.firmId, order.personId)).map((r) => r.positionId));
    return page.data
      .filter((p) => p.positionId !== order.positionId && !running.has(p.positionId))
      .sort((a, b) => Number(b.positionFirstType === source?.firstType) - Number(a.positionFirstType === source?.firstType))
      .slice(0, 30);
  }

  /** Re-recommends an order's candidate to another position: a new order, pending communication (20). */
  async reRecommend(actor: ConsultantActor, scope: DataScope, orderId: string, positionId: string) {
    const source = await this.orders.visible(scope, orderId);
    const position = await this.recruitingPosition(positionId);
    if (position.id === source.positionId) throw badRequest('请选择另一个职位');
    return this.repo.transaction(async (tx) => {
      await this.assertNotProtected(tx, actor.firmId, source.personId, position.id);
      const id = newId();
      const order = {
        id,
        firmId: actor.firmId,
        hunterId: actor.userId,
        candidateId: source.candidateId,
        personId: source.personId,
        positionId: position.id,
        projectId: position.projectId,
      };
      await this.moves.create(tx, order, ownerOf(actor), 'reRecommend', `由「${source.positionName}」的订单重新推荐`);
      return { orderId: id };
    });
  }

  private reportValues(
    actor: ConsultantActor,
    resumeId: string,
    personId: string,
    positionId: string,
    orderId: string,
    input: ReportInput,
  ) {
    return {
      firmId: actor.firmId,
      authorId: actor.userId,
      resumeId,
      personId,
      positionId,
      orderId,
      content: input.content,
      coreReason: input.coreReason,
      smsToUser: input.smsToUser,
    };
  }

  private assertComplete(missing: readonly MissingItem[]) {
    if (missing.length > 0) throw badRequest(`简历未完善，不能推荐。请先补充：${missing.map(describeMissingItem).join('、')}`);
  }

  private assertReport(template: TemplateContent, content: ReportInput['content']) {
    const problems = checkReport(template, content);
    const [first] = problems;
    if (first) {
      throw new AppError(ApiState.badRequest, `推荐报告未通过检查：${first.message}`, {
        remark: problems.map((p) => p.message).join('；'),
      });
    }
  }

  private async assertNotProtected(tx: Tx, firmId: string, personId: string, positionId: string, exceptOrderId?: string) {
    await this.repo.lockPersonOnPosition(tx, personId, positionId);
    const existing = (await this.repo.ordersOfPersonOnPosition(tx, personId, positionId)).filter((o) => o.id !== exceptOrderId);
    const verdict = protectionVerdict(
      firmId,
      existing.map((o) => ({ ...o, stage: o.stage as StoredStage, recommendedAt: o.recommendedAt.getTime() })),
      Date.now(),
    );
    if (!verdict.allowed) throw conflict(verdict.message);
  }

  private async recordOfResume(scope: DataScope, resumeId: string) {
    if (!isId(resumeId)) throw notFound('简历不存在');
    const found = await this.candidates.recordOfResume(scope, resumeId);
    if (!found) throw notFound('简历不存在');
    return found;
  }

  private async mustReport(actor: ConsultantActor, id: string) {
    const report = await this.reports.for(actor).byId(id);
    if (!report) throw notFound('推荐报告不存在');
    return report;
  }
}

/** The consultant creating an order owns it. */
function ownerOf(actor: ConsultantActor): Mover {
  return { kind: 'consultant', userId: actor.userId, name: actor.cname };
}

function salaryText(e: Expects, now: boolean): string {
  return now
    ? describeSalary(e.nowSalaryPerMonth, e.nowTenthNumOfMonth, e.nowSalaryPerYear, e.refuseToDisclose)
    : describeSalary(e.expectSalaryPerMonth, e.expectTenthNumOfMonth, e.expectSalaryPerYear, e.refuseToDisclose);
}

/** The default template's fields, filled from what the resume already says. */
export function prefill(resume: ResumeContent): Record<string, string> {
  const base = resume.commonResume;
  const e = resume.commonResumeExpects;
  const age = yearsSince(base.birthday);
  return {
    name: base.name,
    age: age === null ? '' : String(age),
    education: EDUCATION_LABELS[base.education] ?? '',
    currentCompany: base.companyName,
    currentPosition: base.positionName,
    currentSalary: salaryText(e, true),
    expectSalary: salaryText(e, false),
    arrival: e.arrivalAt,
    leaveReason: e.leaveReason,
  };
}
