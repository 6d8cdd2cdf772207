import { homeWindow, type InterviewItem, interviewDayMark, interviewOverdue } from '@hh/domain/interviews/interview-feedback';
import { formatChinaTime } from '@hh/domain/time/china-time';
import type { ConsultantActor } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import type { InterviewOrder, InterviewOrdersPort } from '../orders/interview-orders.port';
import { confirmationKey, type InterviewsRepository } from './interviews.repository';

type Row = InterviewOrder;

function toItem(r: Row, now: number): InterviewItem {
  const at = r.interviewAt?.getTime() ?? 0;
  const mark = interviewDayMark(at, now);
  return {
    orderId: r.orderId,
    commonUserId: r.personId,
    candidateName: r.candidateName,
    positionName: r.positionName,
    companyName: r.companyName,
    interviewTime: at,
    interviewPlace: r.interviewPlace,
    reaction: r.reaction,
    isToday: mark === 'today',
    isTomorrow: mark === 'tomorrow',
    candidateState: r.stage,
  };
}

/** Interview feedback (spec 001): the consultant's interviews, their reactions and the home prompt. */
export class InterviewsService {
  constructor(
    private readonly orders: InterviewOrdersPort,
    private readonly repo: InterviewsRepository,
  ) {}

  /** Booked interviews in the home window the consultant has not confirmed yet. */
  private async unconfirmed(userId: string, now: number) {
    const { from, to } = homeWindow(now);
    const booked = await this.orders.booked(userId, new Date(from), new Date(to));
    const confirmed = await this.repo.confirmedKeys(
      userId,
      booked.map((r) => r.orderId),
    );
    return booked.filter((r) => r.interviewAt && !confirmed.has(confirmationKey(r.orderId, r.interviewAt)));
  }

  async list(actor: ConsultantActor, current: number, limit: number, now = Date.now()) {
    const page = await this.orders.page(actor.userId, limit, (current - 1) * limit);
    return { data: page.rows.map((r) => toItem(r, now)), totalCount: page.total };
  }

  async change(actor: ConsultantActor, orderId: string, reaction: number) {
    if (!isId(orderId) || !(await this.orders.setReaction(actor.userId, orderId, reaction))) throw notFound('面试不存在');
  }

  async havePoint(actor: ConsultantActor, now = Date.now()) {
    const count = await this.orders.pendingFeedback(actor.userId, new Date(now));
    return { havePoint: count > 0, count };
  }

  async homeMessage(actor: ConsultantActor, now = Date.now()) {
    const items = (await this.unconfirmed(actor.userId, now)).map((r) => toItem(r, now));
    if (items.length === 0) return { show: false, message: '', interviews: [] };
    // An interview already past is not announced as coming: it is overdue feedback.
    const upcoming = items.filter((i) => i.interviewTime >= now);
    const overdue = items.filter((i) => interviewOverdue(i, now)).length;
    const overdueNote = overdue ? `另有${overdue}场面试已过面试时间，请在“面试反馈”中确认候选人是否参加。` : '';
    const first = upcoming[0];
    if (!first) {
      if (!overdue) return { show: false, message: '', interviews: [] };
      return { show: true, message: overdueNote.replace(/^另有/, '今天有'), interviews: items };
    }
    const today = upcoming.filter((i) => i.isToday).length;
    const tomorrow = upcoming.length - today;
    const parts = [today ? `今天有${today}场面试` : '', tomorrow ? `明天有${tomorrow}场面试` : ''].filter(Boolean).join('，');
    const message = `${parts}。最近一场：${first.candidateName} 面试「${first.positionName}」，${first.isToday ? '今天' : '明天'}${formatChinaTime(first.interviewTime, 'HH:mm')}，${first.interviewPlace || '地点待定'}。请提前与候选人确认到场。${overdueNote}`;
    return { show: true, message, interviews: items };
  }

  /** Confirms the home prompt: the interviews it showed are not shown again. */
  async confirm(actor: ConsultantActor, now = Date.now()) {
    const rows = await this.unconfirmed(actor.userId, now);
    await this.repo.confirm(
      actor.userId,
      rows.flatMap((r) => (r.interviewAt ? [{ orderId: r.orderId, interviewAt: r.interviewAt }] : [])),
    );
  }
}
