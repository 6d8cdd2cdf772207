import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStateLogs, orders, positions } from '../../db/schema/tables';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 86_400_000;

/** Beijing clock hour (0–23) of an instant. */
const chinaHour = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).getUTCHours();

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function onboardedOrders() {
  return t.database.db
    .select({
      id: orders.id,
      stage: orders.stage,
      onboardedAt: orders.onboardedAt,
      guaranteeEndsAt: orders.guaranteeEndsAt,
      guaranteeDays: positions.guaranteeDays,
    })
    .from(orders)
    .innerJoin(positions, eq(positions.id, orders.positionId))
    .where(inArray(orders.stage, [91, 93]));
}

/** Issue 16: the demo world showed 已过保 before guarantees had ended, with 过保 logged in the future. */
describe('the demo world’s guarantees', () => {
  it('logs nothing in the future and books interviews in Beijing working hours', async () => {
    const now = Date.now();
    const logs = await t.database.db
      .select({ orderId: orderStateLogs.orderId, createdAt: orderStateLogs.createdAt })
      .from(orderStateLogs)
      .orderBy(asc(orderStateLogs.orderId), asc(orderStateLogs.id));
    expect(logs.length).toBeGreaterThan(50);
    for (const l of logs) expect(l.createdAt.getTime()).toBeLessThanOrEqual(now);
    const interviews = await t.database.db.select({ at: orders.interviewAt }).from(orders);
    for (const { at } of interviews) if (at) expect(chinaHour(at)).toBeGreaterThanOrEqual(9);
    for (const { at } of interviews) if (at) expect(chinaHour(at)).toBeLessThan(18);
  });

  it('has orders past their guarantee only where the guarantee period really ended, and others still inside it', async () => {
    const now = Date.now();
    const rows = await onboardedOrders();
    expect(rows.filter((r) => r.stage === 91).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.stage === 93).length).toBeGreaterThan(0);
    for (const r of rows) {
      if (!r.onboardedAt || !r.guaranteeEndsAt) throw new Error(`order ${r.id} onboarded without dates`);
      expect(r.guaranteeEndsAt.getTime() - r.onboardedAt.getTime()).toBe(r.guaranteeDays * DAY);
      if (r.stage === 93) expect(r.guaranteeEndsAt.getTime()).toBeLessThanOrEqual(now);
      else expect(r.guaranteeEndsAt.getTime()).toBeGreaterThan(now);
    }
    const passed = await t.database.db
      .select({ orderId: orderStateLogs.orderId, createdAt: orderStateLogs.createdAt })
      .from(orderStateLogs)
      .where(eq(orderStateLogs.toStage, 93));
    const ends = new Map(rows.map((r) => [r.id, r.guaranteeEndsAt?.getTime()]));
    for (const p of passed) expect(p.createdAt.getTime()).toBeGreaterThanOrEqual(ends.get(p.orderId) ?? Number.POSITIVE_INFINITY);
  });

  it('the guarantee job finds nothing to end in the demo world, and never ends a guarantee ahead of the clock', async () => {
    const job = t.app.orders.guarantee;
    expect(await job.run()).toBe(0);
    // Asked about a moment a year ahead, it still ends only what has ended by now.
    expect(await job.run(new Date(Date.now() + 365 * DAY))).toBe(0);
    const [first] = (await onboardedOrders()).filter((r) => r.stage === 91);
    if (!first) throw new Error('no onboarded order');
    await t.database.db
      .update(orders)
      .set({ guaranteeEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, first.id));
    expect(await job.run()).toBe(1);
    const after = (await onboardedOrders()).find((r) => r.id === first.id);
    expect(after?.stage).toBe(93);
    const logs = await t.database.db
      .select({ createdAt: orderStateLogs.createdAt, toStage: orderStateLogs.toStage })
      .from(orderStateLogs)
      .where(eq(orderStateLogs.orderId, first.id));
    expect(logs.filter((l) => l.toStage === 93)).toHaveLength(1);
    for (const l of logs) expect(l.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
