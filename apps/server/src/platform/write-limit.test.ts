import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../test/test-app';
import { createSharedStore } from './shared-store';
import { WRITE_LIMIT_MESSAGE, WriteLimit } from './write-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { writeLimits: { burst: { max: 5, windowMs: 10_000 }, minute: { max: 8, windowMs: 60_000 } } },
  });
});
afterAll(() => t.close());

// A GET that changes data (declared `mutates: true`): it counts like any write.
const WRITE = '/api/feedback/interview/confirmInterview';

describe('per-user write limits', () => {
  it('answers 429 with state 4290 past the burst, counts only writes, and leaves other users alone', async () => {
    const member = await signedIn(t.app, '13800000012');
    for (let i = 0; i < 5; i++) expect((await member.get(WRITE)).body.state).toBe(1);
    const refused = await member.get(WRITE);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ state: 4290, success: false, message: WRITE_LIMIT_MESSAGE });
    // Reads go on.
    expect((await member.get('/api/feedback/interview/havePoint')).body.state).toBe(1);
    const colleague = await signedIn(t.app, '13800000010');
    expect((await colleague.get(WRITE)).body.state).toBe(1);
  });

  it('holds the per-minute budget across burst windows', async () => {
    const store = createSharedStore(undefined);
    const limit = new WriteLimit(store, { burst: { max: 5, windowMs: 10_000 }, minute: { max: 8, windowMs: 60_000 } });
    const start = 6_000_000; // the start of a minute and of a burst window
    for (let i = 0; i < 5; i++) await limit.hit('u', start);
    await expect(limit.hit('u', start)).rejects.toMatchObject({ state: 4290 });
    // The next burst window: 3 more pass, then the minute's budget of 8 is spent.
    for (let i = 0; i < 3; i++) await limit.hit('u', start + 10_000);
    await expect(limit.hit('u', start + 10_000)).rejects.toMatchObject({ state: 4290 });
    await expect(limit.hit('u', start + 20_000)).rejects.toMatchObject({ state: 4290 });
    await limit.hit('u', start + 60_000);
    await store.close();
  });
});
