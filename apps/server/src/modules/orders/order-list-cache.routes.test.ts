import type { OrderCountItem, OrderPage } from '@hh/domain/orders/order.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { people } from '../../db/schema/tables';
import { FIXTURE, GOOD_REPORT, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { ORDER_LIST_CHANNEL } from './order-list-cache';

/**
 * The order lists keep their answers until the firm's orders change (order-list-cache.ts). What
 * a user must never see is a stale list: their own move, a change made elsewhere, or a change
 * made while the change feed was down.
 */
let t: TestApp;
let member: Caller;
let pm: Caller;

const firstPage = async () =>
  (await member.post<OrderPage>('/api/order/my/orderList', { onlyMe: true, query: { limit: 20, offset: 0 } })).body.data;

async function listening(): Promise<number> {
  const rows = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${ORDER_LIST_CHANNEL}`}`,
  );
  return rows.rows[0]?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
  await openFixturePositions(t.database.db);
  member = await signedIn(t.app, '13800000010');
  pm = await signedIn(t.app, '13700000001');
  for (let waited = 0; (await listening()) < 1 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
});
afterAll(async () => t?.close());

describe('the order-list answer cache', () => {
  it('shows a consultant their own recommendation and the PM’s move at once', async () => {
    const before = await firstPage();
    const counts = async () => (await member.get<OrderCountItem[]>('/api/order/orderCount', { kind: 'my' })).body.data;
    const countsBefore = await counts();
    const talent = (await member.get<{ data: { userId: string }[] }>('/api/usermanager/myUsers', { tab: 'COMPLETED' })).body.data.data[0];
    if (!talent) throw new Error('no complete candidate');
    const created = await member.post<{ orderId: string }>('/api/position/manager/recommend', {
      positionId: FIXTURE.java,
      userId: talent.userId,
      content: GOOD_REPORT,
      coreReason: '匹配',
    });
    const orderId = created.body.data.orderId;

    const after = await firstPage();
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(after.data[0]).toMatchObject({ orderId, candidateState: 30 });
    expect((await counts()).find((c) => c.stateCode === 30 && c.subStateCode === null)?.count).toBe(
      (countsBefore.find((c) => c.stateCode === 30 && c.subStateCode === null)?.count ?? 0) + 1,
    );

    expect((await pm.post('/api/ops/orders/move', { orderId, action: 'markValid' })).status).toBe(200);
    expect((await firstPage()).data[0]).toMatchObject({ orderId, candidateState: 40 });
  });

  it('shows a change made outside this server once PostgreSQL reports it', async () => {
    const row = (await firstPage()).data[0];
    if (!row) throw new Error('no order');
    await t.database.db.update(people).set({ name: '改名甲' }).where(eq(people.id, row.commonUserId));
    await expect
      .poll(async () => (await firstPage()).data.find((r) => r.orderId === row.orderId)?.candidateName, { timeout: 5_000 })
      .toBe('改名甲');
  });

  it('never keeps a stale page across a lost change feed', async () => {
    const row = (await firstPage()).data[0];
    if (!row) throw new Error('no order');
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${ORDER_LIST_CHANNEL}`}`,
    );
    // Changed while nobody listens: the notice is lost; the page must still come right.
    await t.database.db.update(people).set({ name: '改名乙' }).where(eq(people.id, row.commonUserId));
    await expect
      .poll(async () => (await firstPage()).data.find((r) => r.orderId === row.orderId)?.candidateName, { timeout: 10_000 })
      .toBe('改名乙');
    await expect.poll(listening, { timeout: 10_000 }).toBe(1);
  });
});
