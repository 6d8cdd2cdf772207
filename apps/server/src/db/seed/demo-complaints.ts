import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { complaintCases, complaintEvents, firms, orders, people, positions, users } from '../schema/tables';
import { seedId } from './seed-ids';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Complaint cases of the demo world, between 星河 and 远航, in several states: one waiting for
 * 远航's answer (with hours left), one answered and waiting for the platform, one overdue, one
 * revoked and one dismissed. None upheld, so no firm starts with a penalty. Needs the demo orders.
 */
export async function seedDemoComplaints(db: Db, now: number): Promise<void> {
  const pick = async (hunterKey: string, stages: number[], n: number) =>
    db
      .select({
        id: orders.id,
        firmId: orders.firmId,
        hunterId: orders.hunterId,
        personId: orders.personId,
        positionId: orders.positionId,
        projectId: orders.projectId,
        candidateName: people.name,
        positionName: positions.name,
      })
      .from(orders)
      .innerJoin(people, eq(people.id, orders.personId))
      .innerJoin(positions, eq(positions.id, orders.positionId))
      .where(and(eq(orders.hunterId, seedId(`user:${hunterKey}`)), inArray(orders.stage, stages)))
      .orderBy(asc(orders.id))
      .limit(n);
  const yh = await pick('yh-manager', [30, 40, 50], 3);
  const xh = await pick('xh-member-a1', [30, 40, 50, 62, 63], 2);
  if (yh.length < 3 || xh.length < 2) return;
  const [firm] = await db
    .select({ id: firms.id })
    .from(firms)
    .where(eq(firms.id, seedId('firm:xinghe')));
  if (!firm) return;
  const names = new Map(
    (
      await db
        .select({ id: users.id, cname: users.cname })
        .from(users)
        .where(inArray(users.id, [seedId('user:xh-member-a1'), seedId('user:yh-manager')]))
    ).map((u) => [u.id, u.cname]),
  );
  type Order = (typeof yh)[number];
  const plans: {
    key: string;
    by: string;
    order: Order;
    type: number;
    state: number;
    hoursAgo: number;
    content: string;
    answer?: string;
    verdict?: string;
  }[] = [
    {
      key: 'waiting',
      by: 'xh-member-a1',
      order: yh[0] as Order,
      type: 1,
      state: 1,
      hoursAgo: 4,
      content: '候选人表示从未与远航猎头沟通过该职位，也未授权推荐，我方已于上周取得候选人书面授权。',
    },
    {
      key: 'answered',
      by: 'xh-member-a1',
      order: yh[1] as Order,
      type: 2,
      state: 2,
      hoursAgo: 30,
      content: '对方顾问在候选人进入面试流程后，私下联系客户HR安排面试，疑似绕开平台。',
      answer: '我方所有面试均通过平台预约，附平台约面记录截图，不存在私下联系客户的情况。',
    },
    {
      key: 'revoked',
      by: 'xh-member-a1',
      order: yh[2] as Order,
      type: 4,
      state: 5,
      hoursAgo: 72,
      content: '对方顾问一天内多次致电候选人，候选人反馈受到打扰。',
    },
    {
      key: 'overdue',
      by: 'yh-manager',
      order: xh[0] as Order,
      type: 3,
      state: 3,
      hoursAgo: 50,
      content: '推荐报告中的候选人现任职公司与其简历工作经历不一致，疑似简历造假。',
    },
    {
      key: 'dismissed',
      by: 'yh-manager',
      order: xh[1] as Order,
      type: 5,
      state: 7,
      hoursAgo: 240,
      content: '候选人反馈其联系方式被发布到外部招聘群，怀疑为星河顾问泄露。',
      answer: '我方未向任何外部渠道提供候选人信息，相关群聊与我方无关。',
      verdict: '投诉方未能提供信息由被投诉方泄露的证据，投诉不成立。',
    },
  ];
  for (const p of plans) {
    const id = seedId(`complaint:${p.key}`);
    const at = now - p.hoursAgo * HOUR;
    const complainantId = seedId(`user:${p.by}`);
    const complainantFirmId = seedId(p.by.startsWith('xh') ? 'firm:xinghe' : 'firm:yuanhang');
    await db.insert(complaintCases).values({
      id,
      type: p.type,
      state: p.state,
      complainantId,
      complainantFirmId,
      orderId: p.order.id,
      positionId: p.order.positionId,
      projectId: p.order.projectId,
      personId: p.order.personId,
      candidateName: p.order.candidateName,
      positionName: p.order.positionName,
      defendantId: p.order.hunterId,
      defendantFirmId: p.order.firmId,
      content: p.content,
      feedbackAt: new Date(at),
      deadlineAt: new Date(at + DAY),
      answerText: p.answer ?? null,
      answeredAt: p.answer ? new Date(at + 5 * HOUR) : null,
      upheld: p.verdict ? false : null,
      verdictReason: p.verdict ?? null,
      judgedAt: p.verdict ? new Date(at + 2 * DAY) : null,
      judgeId: p.verdict ? seedId('user:pm') : null,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
    const events = [{ kind: 'filed', actorName: names.get(complainantId) ?? '', text: p.content, at }];
    if (p.answer)
      events.push({ kind: 'answered', actorName: names.get(p.order.hunterId) ?? '被投诉方', text: p.answer, at: at + 5 * HOUR });
    if (p.state === 3) events.push({ kind: 'overdue', actorName: '系统', text: '被投诉方未在24小时内答辩', at: at + DAY });
    if (p.state === 5) events.push({ kind: 'revoked', actorName: names.get(complainantId) ?? '', text: '', at: at + 2 * HOUR });
    if (p.verdict) events.push({ kind: 'dismissed', actorName: '平台（郑雅文）', text: p.verdict, at: at + 2 * DAY });
    await db.insert(complaintEvents).values(
      events.map((e, i) => ({
        id: seedId(`complaint-event:${p.key}:${i}`),
        caseId: id,
        kind: e.kind,
        actorName: e.actorName,
        text: e.text,
        createdAt: new Date(e.at),
      })),
    );
  }
}
