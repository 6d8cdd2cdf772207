import { TERMINAL_REASONS } from '@hh/domain/orders/order.schema';
import type { StoredStage } from '@hh/domain/orders/order-stage';
import { tabOfStage } from '@hh/domain/orders/order-tabs';
import { DEFAULT_TEMPLATE } from '@hh/domain/orders/report.schema';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  candidates,
  orderStageCounts,
  orderStateLogs,
  orders,
  positions,
  projects,
  recommendReports,
  resumes,
  users,
} from '../schema/tables';
import { DEMO_CANDIDATE_COUNT } from './demo-candidates';
import { seedId } from './seed-ids';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The way an order reaches each stage: [action, stage after it] from pending communication. */
const PATH: ReadonlyArray<[string, StoredStage]> = [
  ['recommend', 30],
  ['markValid', 40],
  ['companyPass', 50],
  ['bookInterview', 62],
  ['attendInterview', 63],
  ['passInterview', 64],
  ['makeOffer', 80],
  ['confirmOnboard', 91],
  ['passGuarantee', 93],
];

interface Plan {
  stage: StoredStage;
  rejected?: boolean;
  /** For 127: the stage the order had reached when it ended. */
  endedAt?: StoredStage;
  /** For 62: the interview is this many days from now (0 today, 1 tomorrow). */
  interviewInDays?: number;
}

/** A spread over every stage, repeated down the list of complete candidates. */
const PLANS: readonly Plan[] = [
  { stage: 30 },
  { stage: 40 },
  { stage: 62, interviewInDays: 1 },
  { stage: 50 },
  { stage: 30, rejected: true },
  { stage: 63 },
  { stage: 64 },
  { stage: 80 },
  { stage: 91 },
  { stage: 93 },
  { stage: 127, endedAt: 62 },
  { stage: 20 },
  { stage: 62, interviewInDays: 0 },
  { stage: 110 },
  { stage: 127, endedAt: 30 },
  { stage: 40 },
  { stage: 62, interviewInDays: 4 },
  { stage: 30 },
];

const PLACES = ['公司总部3楼会议室', '视频面试（腾讯会议）', '科技园B座12层', '电话面试'];

/**
 * Orders in every stage over the demo consultants of both firms, with the state log each one
 * would have if it had been moved through the stage machine, their reports, and the stage counters.
 * Needs the recruiting demo positions; without them it seeds nothing.
 */
export async function seedDemoOrders(db: Db, now: number): Promise<void> {
  const open = await db
    .select({ id: positions.id, projectId: positions.projectId, guaranteeDays: positions.guaranteeDays, pmName: users.cname })
    .from(positions)
    .innerJoin(projects, eq(projects.id, positions.projectId))
    .innerJoin(users, eq(users.id, projects.pmId))
    .where(eq(positions.state, 'recruiting'))
    .orderBy(asc(positions.id));
  if (open.length === 0) return;
  const records = await db
    .select({
      id: candidates.id,
      firmId: candidates.firmId,
      personId: candidates.personId,
      ownerId: candidates.ownerId,
      ownerName: users.cname,
      resumeId: resumes.id,
      completed: candidates.completed,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.ownerId))
    .innerJoin(resumes, eq(resumes.personId, candidates.personId));
  const byId = new Map(records.map((r) => [r.id, r]));

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const logRows: (typeof orderStateLogs.$inferInsert)[] = [];
  const reportRows: (typeof recommendReports.$inferInsert)[] = [];
  let planIndex = 0;
  for (let i = 0; i < DEMO_CANDIDATE_COUNT; i++) {
    const record = byId.get(seedId(`candidate:${i}`));
    if (!record?.completed) continue;
    // Most candidates have one order; every fourth a second one on another position.
    for (let k = 0; k < (i % 4 === 0 ? 2 : 1); k++) {
      const plan = PLANS[planIndex % PLANS.length] as Plan;
      planIndex++;
      const position = open[(i * 7 + k * 3) % open.length];
      if (!position) continue;
      const id = seedId(`order:${i}:${k}`);
      const start = now - (60 + ((i * 13 + k * 5) % 200)) * DAY;
      const target = plan.stage === 127 ? (plan.endedAt ?? 30) : plan.stage;
      const steps = plan.stage === 20 || plan.stage === 110 ? [] : PATH.slice(0, PATH.findIndex(([, s]) => s === target) + 1);
      let at = start;
      const log = (action: string, from: number | null, to: number, platform: boolean, remark = '') => {
        logRows.push({
          id: seedId(`order-log:${i}:${k}:${logRows.length}`),
          orderId: id,
          fromStage: from,
          toStage: to,
          action,
          actorId: platform ? null : record.ownerId,
          actorType: action === 'passGuarantee' ? 'system' : platform ? 'platform' : 'consultant',
          actorName: action === 'passGuarantee' ? '系统' : platform ? position.pmName : record.ownerName,
          remark,
          createdAt: new Date(at),
        });
      };
      const first = plan.stage === 20 || plan.stage === 110 || steps.length === 0;
      log(first ? 'created' : 'recommend', null, first ? 20 : 30, false);
      let stage: StoredStage = first ? 20 : 30;
      let interviewAt: Date | null = null;
      let onboardedAt: Date | null = null;
      for (const [action, next] of steps.slice(1)) {
        at += (2 + ((i + next) % 5)) * DAY;
        if (next === 93) at = Math.max(at, (onboardedAt?.getTime() ?? at) + position.guaranteeDays * DAY);
        if (next === 62) interviewAt = new Date(at + 3 * DAY + 10 * HOUR);
        if (next === 91) onboardedAt = new Date(at);
        log(action, stage, next, action !== 'makeOffer', next === 62 ? `面试时间已预约` : '');
        stage = next;
      }
      if (plan.stage === 110) log('storeTalent', 20, 110, false);
      if (plan.stage === 127) {
        at += 2 * DAY;
        const reason = TERMINAL_REASONS[i % 4] ?? TERMINAL_REASONS[0];
        log('terminate', stage, 127, false, reason.label);
      }
      if (plan.rejected) log('reject', 30, 30, true, '候选人近三年跳槽频繁，与职位稳定性要求不符');
      if (plan.stage === 62 && plan.interviewInDays !== undefined) {
        const day = new Date(now + plan.interviewInDays * DAY);
        day.setUTCHours(2 + (i % 6), 0, 0, 0);
        interviewAt = day;
      }
      const updatedAt = new Date(Math.min(at, now - (i % 48) * HOUR));
      const valid = steps.length > 1;
      orderRows.push({
        id,
        firmId: record.firmId,
        hunterId: record.ownerId,
        candidateId: record.id,
        personId: record.personId,
        positionId: position.id,
        projectId: position.projectId,
        stage: plan.stage,
        stageTab: tabOfStage(plan.stage),
        rejectStatus: plan.rejected ? 1 : 0,
        rejectReason: plan.rejected ? '候选人近三年跳槽频繁，与职位稳定性要求不符' : '',
        rejectedAt: plan.rejected ? updatedAt : null,
        terminalReasonCode: plan.stage === 127 ? (TERMINAL_REASONS[i % 4]?.code ?? '') : '',
        terminalReason: plan.stage === 127 ? (TERMINAL_REASONS[i % 4]?.label ?? '') : '',
        interviewAt,
        interviewPlace: interviewAt ? (PLACES[i % PLACES.length] as string) : '',
        offerSalary: target >= 80 ? 25_000 + (i % 10) * 3_000 : null,
        onboardDate: onboardedAt ? onboardedAt.toISOString().slice(0, 10) : null,
        onboardedAt,
        guaranteeEndsAt: onboardedAt ? new Date(onboardedAt.getTime() + position.guaranteeDays * DAY) : null,
        recommendedAt: new Date(start),
        validAt: valid ? new Date(start + 2 * DAY) : null,
        createdAt: new Date(start),
        updatedAt,
      });
      if (plan.stage !== 20 && plan.stage !== 110) {
        reportRows.push({
          id: seedId(`report:${i}:${k}`),
          firmId: record.firmId,
          authorId: record.ownerId,
          resumeId: record.resumeId,
          personId: record.personId,
          positionId: position.id,
          orderId: id,
          content: {
            values: Object.fromEntries(DEFAULT_TEMPLATE.fields.map((f) => [f.key, f.type === 'number' ? '32' : '见简历'])),
            customField: [],
            recommendReason: '候选人过往经历与职位要求高度匹配，沟通中对机会有明确兴趣，可尽快安排面试。',
          },
          coreReason: '经历匹配，意向明确',
          updatedAt: new Date(start),
        });
      }
    }
  }
  // Onboarded orders keep their guarantee running in the demo; past-guarantee ones have ended.
  for (const row of orderRows) {
    if (row.stage === 91 && row.onboardedAt && row.guaranteeEndsAt && row.guaranteeEndsAt.getTime() < now) {
      row.guaranteeEndsAt = new Date(now + 20 * DAY);
    }
  }
  for (let i = 0; i < orderRows.length; i += 200) await db.insert(orders).values(orderRows.slice(i, i + 200));
  for (let i = 0; i < logRows.length; i += 500) await db.insert(orderStateLogs).values(logRows.slice(i, i + 500));
  for (let i = 0; i < reportRows.length; i += 200) await db.insert(recommendReports).values(reportRows.slice(i, i + 200));
  await db.execute(sql`delete from ${orderStageCounts}`);
  await db.execute(sql`
    insert into ${orderStageCounts} (hunter_id, stage, firm_id, n)
    select hunter_id, stage, firm_id, count(*) from ${orders} group by hunter_id, stage, firm_id`);
}
