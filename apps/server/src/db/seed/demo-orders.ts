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

export interface Plan {
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

/** The demo talent records by id, with their owner's name and the person's resume: what a seeded order needs. */
export async function demoRecordsById(db: Db) {
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
  return new Map(records.map((r) => [r.id, r]));
}

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
  const byId = await demoRecordsById(db);

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
      const target = plan.stage === 127 ? (plan.endedAt ?? 30) : plan.stage;
      const steps = plan.stage === 20 || plan.stage === 110 ? [] : PATH.slice(0, PATH.findIndex(([, s]) => s === target) + 1);
      const timeline = planTimeline(plan, steps, position.guaranteeDays, now, i, k);
      const start = timeline.start;
      let logIndex = 0;
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
          createdAt: new Date(timeline.at[logIndex++] ?? start),
        });
      };
      const first = plan.stage === 20 || plan.stage === 110 || steps.length === 0;
      log(first ? 'created' : 'recommend', null, first ? 20 : 30, false);
      let stage: StoredStage = first ? 20 : 30;
      let interviewAt: Date | null = null;
      let onboardedAt: Date | null = null;
      for (const [action, next] of steps.slice(1)) {
        const at = timeline.at[logIndex] ?? start;
        if (next === 62) interviewAt = new Date(workingHour(at + DAY, i));
        if (next === 91) onboardedAt = new Date(at);
        log(action, stage, next, action !== 'makeOffer', next === 62 ? `面试时间已预约` : '');
        stage = next;
      }
      if (plan.stage === 110) log('storeTalent', 20, 110, false);
      if (plan.stage === 127) {
        const reason = TERMINAL_REASONS[i % 4] ?? TERMINAL_REASONS[0];
        log('terminate', stage, 127, false, reason.label);
      }
      if (plan.rejected) log('reject', 30, 30, true, '候选人近三年跳槽频繁，与职位稳定性要求不符');
      if (plan.stage === 62 && plan.interviewInDays !== undefined) {
        interviewAt = new Date(workingHour(now + plan.interviewInDays * DAY, i));
      }
      const updatedAt = new Date(timeline.at.at(-1) ?? start);
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
  await writeSeededOrders(db, { orderRows, logRows, reportRows });
}

/**
 * Writes seeded orders with their state logs and reports in batches, then counts the stage
 * counters again from all orders (the demo order and workbench seeds both end this way).
 */
export async function writeSeededOrders(
  db: Db,
  rows: {
    orderRows: (typeof orders.$inferInsert)[];
    logRows: (typeof orderStateLogs.$inferInsert)[];
    reportRows: (typeof recommendReports.$inferInsert)[];
  },
): Promise<void> {
  const { orderRows, logRows, reportRows } = rows;
  for (let i = 0; i < orderRows.length; i += 200) await db.insert(orders).values(orderRows.slice(i, i + 200));
  for (let i = 0; i < logRows.length; i += 500) await db.insert(orderStateLogs).values(logRows.slice(i, i + 500));
  for (let i = 0; i < reportRows.length; i += 200)
    await db
      .insert(recommendReports)
      .values(reportRows.slice(i, i + 200))
      .onConflictDoNothing();
  await db.execute(sql`delete from ${orderStageCounts}`);
  await db.execute(sql`
    insert into ${orderStageCounts} (hunter_id, stage, firm_id, n)
    select hunter_id, stage, firm_id, count(*) from ${orders} group by hunter_id, stage, firm_id`);
}

/** Beijing is UTC+8 all year: the demo's clock times are working hours there (09:00–17:30). */
const CHINA_OFFSET = 8 * HOUR;
export function workingHour(t: number, salt: number): number {
  const chinaMidnight = Math.floor((t + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
  return chinaMidnight + (9 + (salt % 9)) * HOUR + ((salt * 7) % 2) * 30 * 60_000;
}

/**
 * When each log entry of an order happened, oldest first, every one in the past and in working
 * hours. An onboarded order (91) is still inside its guarantee; one past its guarantee (93) was
 * onboarded more than the guarantee period ago, and its 93 entry is the moment the period ended,
 * as the guarantee job would have written it.
 */
export function planTimeline(
  plan: Plan,
  steps: ReadonlyArray<readonly [string, StoredStage]>,
  guaranteeDays: number,
  now: number,
  i: number,
  k: number,
): { start: number; at: number[] } {
  const gaps: number[] = [];
  for (const [, next] of steps.slice(1)) gaps.push(next === 93 ? guaranteeDays * DAY : (2 + ((i + next) % 5)) * DAY);
  if (plan.stage === 110) gaps.push(2 * DAY);
  if (plan.stage === 127) gaps.push(2 * DAY);
  if (plan.rejected) gaps.push(0);
  const span = gaps.reduce((a, b) => a + b, 0);
  // The last entry lies between a day and ~two months ago; an order at 91 was onboarded less than
  // its guarantee period ago.
  let lastAgo = (1 + ((i * 13 + k * 5) % 60)) * DAY;
  if (plan.stage === 91) lastAgo = Math.min(lastAgo, Math.max(1, guaranteeDays - 5) * DAY);
  const start = workingHour(now - lastAgo - span, i + k);
  const at = [start];
  let t = start;
  for (const [n, gap] of gaps.entries()) {
    const isGuaranteeEnd = steps[n + 1]?.[1] === 93;
    // The guarantee ends at the exact moment; the other steps happen in working hours.
    t = isGuaranteeEnd || gap === 0 ? t + gap : workingHour(t + gap, i + n);
    at.push(t);
  }
  const latest = now - HOUR;
  const overshoot = Math.max(0, (at.at(-1) ?? start) - latest);
  return { start: start - overshoot, at: at.map((x) => x - overshoot) };
}
