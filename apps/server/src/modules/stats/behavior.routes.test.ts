import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviorLogs } from '../../db/schema/tables';
import { seedId } from '../../db/seed/seed-ids';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/lietou/behavior/log', () => {
  it('stores the event with the signed-in user and firm, without a request-time stamp', async () => {
    const member = await signedIn(t.app, '13800000010');
    const result = await member.call('POST', '/api/lietou/behavior/log', {
      body: { event: 'page_view', page: '/index/bills/mybills', detail: { from: '/index/dashboard' } },
      requesttime: null,
    });
    expect(result.body.state).toBe(1);
    const rows = await t.database.db
      .select()
      .from(behaviorLogs)
      .where(eq(behaviorLogs.userId, seedId('user:xh-member-a1')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'page_view', page: '/index/bills/mybills', firmId: seedId('firm:xinghe') });
  });

  it('refuses an entry without an event, storing nothing', async () => {
    const before = await t.database.db.select().from(behaviorLogs);
    const result = await new Caller(t.app).call('POST', '/api/lietou/behavior/log', { body: { page: '/x' }, requesttime: null });
    expect(result.status).toBe(422);
    expect(result.body.message).toBe('缺少事件名称');
    expect(await t.database.db.select().from(behaviorLogs)).toHaveLength(before.length);
  });

  it('refuses a flood from one address', async () => {
    const caller = new Caller(t.app, '10.30.0.1');
    let last = 0;
    for (let i = 0; i < 301; i++) {
      last = (await caller.call('POST', '/api/lietou/behavior/log', { body: { event: 'click' }, requesttime: null })).body.state;
    }
    expect(last).toBe(4290);
  });
});
