import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/tables';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';
import { LAST_SEEN_WRITE_MS, STAFF_IDLE_MS } from './session.service';

/**
 * Staff sessions end after 12 hours without a call; consultants' last their whole TTL. The last
 * call is written at most every five minutes. Time is moved by writing the session row's
 * last_seen_at and dropping the instance's cached copy, as a quiet night would leave it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function sessionOf(caller: Caller) {
  const state = await caller.get<{ userId: string }>('/api/loginState.json');
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, state.body.data.userId));
  if (!row) throw new Error('no session row');
  return row;
}

/** Sets the session's last call `ago` ms back, and makes every instance read the row again. */
async function lastSeen(userId: string, ago: number) {
  await t.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - ago) })
    .where(eq(sessions.userId, userId));
  await t.app.services.sessions.refreshUsers([userId]);
}

describe('idle staff sessions', () => {
  it('keeps 12 as the hours a staff session may stay idle, and writes the last call at most every 5 minutes', () => {
    expect(STAFF_IDLE_MS).toBe(12 * HOUR);
    expect(LAST_SEEN_WRITE_MS).toBe(5 * 60_000);
  });

  it('ends a staff session idle for more than 12 hours: signed out, and its row is gone', async () => {
    const admin = await signedIn(t.app, '13700000000');
    const { userId } = await sessionOf(admin);
    await lastSeen(userId, 11.9 * HOUR);
    expect((await admin.get('/api/ops/trials')).status).toBe(200);

    await lastSeen(userId, 12 * HOUR + 60_000);
    const read = await admin.get('/api/ops/trials');
    expect(read.status).toBe(401);
    expect(read.body.state).toBe(-1);
    expect((await admin.get('/api/loginState.json')).body.state).toBe(-2);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
  });

  it('keeps a consultant session idle as long', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const { userId } = await sessionOf(manager);
    await lastSeen(userId, 13 * HOUR);
    expect((await manager.get('/api/loginState.json')).body.state).toBe(1);
  });

  it('writes a staff session last call only when the one kept is over 5 minutes old', async () => {
    const pm = await signedIn(t.app, '13700000001');
    const { userId, tokenHash } = await sessionOf(pm);
    const read = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0]?.lastSeenAt.getTime() ?? 0;

    await lastSeen(userId, 4 * 60_000);
    const kept = await read();
    expect((await pm.get('/api/ops/projects')).status).toBe(200);
    expect(await read()).toBe(kept);

    await lastSeen(userId, 6 * 60_000);
    const before = Date.now();
    expect((await pm.get('/api/ops/projects')).status).toBe(200);
    expect(await read()).toBeGreaterThanOrEqual(before);
  });
});
