import type { StoredStage } from '@hh/domain/orders/order-stage';
import { tabOfStage } from '@hh/domain/orders/order-tabs';
import { DEFAULT_TEMPLATE } from '@hh/domain/orders/report.schema';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  activities,
  activityPositions,
  type orderStateLogs,
  orders,
  positions,
  projects,
  type recommendReports,
  users,
} from '../schema/tables';
import { rebuildStageRollups } from '../stage-rollups';
import { DEMO_CANDIDATE_COUNT } from './demo-candidates';
import { demoRecordsById, workingHour, writeSeededOrders } from './demo-orders';
import { seedId } from './seed-ids';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const PATH: ReadonlyArray<[string, StoredStage]> = [
  ['recommend', 30],
  ['markValid', 40],
  ['companyPass', 50],
  ['bookInterview', 62],
  ['attendInterview', 63],
  ['passInterview', 64],
  ['makeOffer', 80],
  ['confirmOnboard', 91],
];
/** How far along PATH each order goes (1: recommended only … 8: onboard), cycled. */
const DEPTHS = [1, 2, 2, 3, 4, 5, 2, 6, 7, 8, 2, 3, 5, 1, 8, 2, 4];

/**
 * The workbench's demo content: for every other complete candidate, one more order whose state
 * log runs through the last 60 days (some today), so the summary, the trend, every board, the
 * business data and the good news have content on first start, for both firms; three live
 * activities with their positions. No log is ever dated after `now`, and no order here goes past
 * 91 (a guarantee only ends through the guarantee job). Then the rollups are rebuilt from all
 * state logs, and the stage counters from all orders.
 */
export async function seedDemoWorkbench(db: Db, now: number): Promise<void> {
  const open = await db
    .select({
      id: positions.id,
      projectId: positions.projectId,
      guaranteeDays: positions.guaranteeDays,
      name: positions.name,
      pmName: users.cname,
    })
    .from(positions)
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .innerJoin(users, eq(users.id, projects.pmId))
    .where(eq(positions.state, 'recruiting'))
    .orderBy(asc(positions.id));
  if (open.length === 0) return;
  await seedActivities(db, now, open);
  const taken = new Set((await db.select({ p: orders.positionId, q: orders.personId }).from(orders)).map((r) => `${r.p}:${r.q}`));
  const byId = await demoRecordsById(db);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const logRows: (typeof orderStateLogs.$inferInsert)[] = [];
  const reportRows: (typeof recommendReports.$inferInsert)[] = [];
  for (let i = 0; i < DEMO_CANDIDATE_COUNT; i += 2) {
    const record = byId.get(seedId(`candidate:${i}`));
    if (!record?.completed) continue;
    const position = [0, 1, 2, 3, 4]
      .map((k) => open[(i * 5 + 17 + k * 3) % open.length])
      .find((p) => p && !taken.has(`${p.id}:${record.personId}`));
    if (!position) continue;
    taken.add(`${position.id}:${record.personId}`);
    const depth = DEPTHS[(i / 2) % DEPTHS.length] as number;
    // Every tenth order starts this morning (the day's boards); the rest anywhere in the last 60 days.
    const start = i % 10 === 0 ? now - (1 + (i % 4)) * HOUR : now - (1 + ((i * 7) % 59)) * DAY - (i % 9) * HOUR;
    const gap = Math.min(i % 10 === 0 ? 10 * MINUTE : (1 + (i % 3)) * DAY, (now - 5 * MINUTE - start) / depth);
    const id = seedId(`workbench-order:${i}`);
    const steps = PATH.slice(0, depth);
    let stage: StoredStage = 30;
    let at = start;
    let interviewAt: Date | null = null;
    let onboardedAt: Date | null = null;
    steps.forEach(([action, next], j) => {
      at = start + j * gap;
      const platform = action !== 'recommend' && action !== 'makeOffer';
      if (next === 62) interviewAt = new Date(workingHour(at + 2 * DAY, i));
      if (next === 91) onboardedAt = new Date(at);
      logRows.push({
        id: seedId(`workbench-log:${i}:${j}`),
        orderId: id,
        fromStage: j === 0 ? null : stage,
        toStage: next,
        action,
        actorId: platform ? null : record.ownerId,
        actorType: platform ? 'platform' : 'consultant',
        actorName: platform ? position.pmName : record.ownerName,
        remark: next === 62 ? '面试时间已预约' : '',
        createdAt: new Date(at),
      });
      stage = next;
    });
    const terminated = i % 13 === 0 && stage < 91;
    if (terminated) {
      at += gap / 2;
      logRows.push({
        id: seedId(`workbench-log:${i}:end`),
        orderId: id,
        fromStage: stage,
        toStage: 127,
        action: 'terminate',
        actorId: record.ownerId,
        actorType: 'consultant',
        actorName: record.ownerName,
        remark: '候选人接受了其他机会',
        createdAt: new Date(at),
      });
    }
    const finalStage: StoredStage = terminated ? 127 : stage;
    const onboard = onboardedAt as Date | null;
    orderRows.push({
      id,
      firmId: record.firmId,
      hunterId: record.ownerId,
      candidateId: record.id,
      personId: record.personId,
      positionId: position.id,
      projectId: position.projectId,
      stage: finalStage,
      stageTab: tabOfStage(finalStage),
      terminalReasonCode: terminated ? 'candidate_gave_up' : '',
      terminalReason: terminated ? '候选人放弃' : '',
      interviewAt: finalStage === 127 ? null : interviewAt,
      interviewPlace: interviewAt ? '视频面试（腾讯会议）' : '',
      offerSalary: depth >= 7 ? 28_000 + (i % 8) * 2_000 : null,
      onboardDate: onboard ? onboard.toISOString().slice(0, 10) : null,
      onboardedAt: onboard,
      guaranteeEndsAt: onboard ? new Date(onboard.getTime() + position.guaranteeDays * DAY) : null,
      recommendedAt: new Date(start),
      validAt: depth >= 2 ? new Date(start + gap) : null,
      createdAt: new Date(start),
      updatedAt: new Date(at),
    });
    reportRows.push({
      id: seedId(`workbench-report:${i}`),
      firmId: record.firmId,
      authorId: record.ownerId,
      resumeId: record.resumeId,
      personId: record.personId,
      positionId: position.id,
      orderId: id,
      content: {
        values: Object.fromEntries(DEFAULT_TEMPLATE.fields.map((f) => [f.key, f.type === 'number' ? '30' : '见简历'])),
        customField: [],
        recommendReason: '候选人行业背景与职位高度契合，已沟通确认求职意向与薪资预期。',
      },
      coreReason: '背景契合，意向明确',
      updatedAt: new Date(start),
    });
  }
  await writeSeededOrders(db, { orderRows, logRows, reportRows });
  await rebuildStageRollups(db);
}

const ACTIVITIES = [
  {
    key: 'tech',
    title: '年末技术人才冲刺专场',
    picture: '/activity/tech.svg',
    description: '年底前到岗的研发岗位集中招聘：后端、前端、算法与数据方向。推荐有效即计入活动排行，入职奖励上浮10%。',
    pick: (i: number) => i % 3 === 0,
  },
  {
    key: 'finance',
    title: '金融财务精英月',
    picture: '/activity/finance.svg',
    description: '财务经理、审计、风控等岗位，企业承诺48小时内反馈简历，面试流程不超过两轮。',
    pick: (i: number) => i % 3 === 1,
  },
  {
    key: 'manufacturing',
    title: '智能制造招聘季',
    picture: '/activity/manufacturing.svg',
    description: '嵌入式、硬件与供应链方向的重点岗位，面向有制造业背景的候选人，支持异地面试。',
    pick: (i: number) => i % 3 === 2,
  },
];

async function seedActivities(db: Db, now: number, open: readonly { id: string }[]): Promise<void> {
  await db.insert(activities).values(
    ACTIVITIES.map((a, k) => ({
      id: seedId(`activity:${a.key}`),
      title: a.title,
      picture: a.picture,
      description: a.description,
      startAt: new Date(now - (10 + k * 5) * DAY),
      endAt: new Date(now + (30 + k * 10) * DAY),
      published: true,
      createdBy: seedId('user:pm'),
      createdAt: new Date(now - (12 + k * 5) * DAY),
      updatedAt: new Date(now - (12 + k * 5) * DAY),
    })),
  );
  await db
    .insert(activityPositions)
    .values(
      ACTIVITIES.flatMap((a) =>
        open.filter((_, i) => a.pick(i)).map((p) => ({ activityId: seedId(`activity:${a.key}`), positionId: p.id })),
      ),
    );
}
