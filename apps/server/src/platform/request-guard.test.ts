import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, createTestApp, signedIn, stamp, type TestApp } from '../test/test-app';

let t: TestApp;
let manager: Caller;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t.app, '13800000030');
});
afterAll(() => t.close());

const ME = '/api/commonUserInfo/myInfoData.json';

describe('requesttime', () => {
  it('echoes the stamp in the requesttime header', async () => {
    const s = stamp();
    const result = await manager.call('GET', ME, { requesttime: s });
    expect(result.body.state).toBe(1);
    expect(result.headers.requesttime).toBe(s);
  });

  it.each([
    ['missing', null],
    ['malformed', 'abc'],
    ['too short', '1700000000000'],
    ['far in the past', `${Date.now() - 10 * 60_000}1`],
    ['far in the future', `${Date.now() + 10 * 60_000}1`],
  ])('refuses a %s stamp with 操作频繁，稍后再试', async (_name, value) => {
    const result = await manager.call('GET', ME, { requesttime: value });
    expect(result.status).toBe(429);
    expect(result.body).toMatchObject({ state: 4290, success: false, message: '操作频繁，稍后再试' });
  });

  it('refuses a stamp already used in the same session, but not in another session', async () => {
    const s = stamp();
    expect((await manager.call('GET', ME, { requesttime: s })).body.state).toBe(1);
    const replay = await manager.call('GET', ME, { requesttime: s });
    expect(replay.body.message).toBe('操作频繁，稍后再试');
    // Said apart from the other refusals, so a page whose other tab used the stamp sends again, newly stamped.
    expect(replay.headers['requesttime-reused']).toBe('1');
    expect((await manager.call('GET', ME, { requesttime: stamp() })).headers['requesttime-reused']).toBeUndefined();
    const colleague = await signedIn(t.app, '13800000010');
    expect((await colleague.call('GET', ME, { requesttime: s })).body.state).toBe(1);
  });

  it('refuses a replayed stamp on a write and changes nothing', async () => {
    const member = await signedIn(t.app, '13800000012');
    const list = await member.get<{ sysMsgVos: { id: string; readState: number }[] }>('/api/lietou/sysLog/list');
    const unread = list.body.data.sysMsgVos.find((m) => m.readState === 0);
    const s = stamp();
    await member.call('GET', '/api/dictionaries', { query: { properties: 'sex' }, requesttime: s });
    const replay = await member.call('POST', '/api/lietou/sysLog/read', { body: { ids: [unread?.id] }, requesttime: s });
    expect(replay.body.state).toBe(4290);
    const after = await member.get<{ sysMsgVos: { id: string; readState: number }[] }>('/api/lietou/sysLog/list');
    expect(after.body.data.sysMsgVos.find((m) => m.id === unread?.id)?.readState).toBe(0);
  });

  it.each([
    ['POST', '/api/login.json', { phone: '13800000030', password: 'demo123456' }],
    ['GET', '/api/loginState.json', undefined],
    ['POST', '/api/lietou/behavior/log', { event: 'page_view', page: '/index/dashboard' }],
  ] as const)('exempts %s %s', async (method, url, body) => {
    const result = await new Caller(t.app).call(method, url, { body, requesttime: null });
    expect(result.status).not.toBe(429);
    expect(result.body.message).not.toBe('操作频繁，稍后再试');
  });

  it('checks the stamp of anonymous callers by address', async () => {
    const s = stamp();
    const a = new Caller(t.app, '10.9.0.1');
    expect((await a.call('GET', '/api/getCity', { requesttime: s })).body.state).toBe(1);
    expect((await a.call('GET', '/api/getCity', { requesttime: s })).body.state).toBe(4290);
  });
});

describe('access', () => {
  it('answers -1 with 401 to a signed-out caller on a signed-in route', async () => {
    const result = await new Caller(t.app).get(ME);
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ state: -1, success: false, message: '请先登录', data: null });
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const result = await manager.get('/api/no/such/thing');
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ state: 4040, success: false });
  });
});

describe('bad input', () => {
  it.each([
    ['{"phone":', 'application/json'],
    ['not json at all', 'application/json'],
    ['[]', 'application/json'],
    ['null', 'application/json'],
    ['phone=1', 'text/plain'],
  ])('answers %s (%s) with a Chinese message and no stack trace', async (payload, type) => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/login.json',
      payload,
      // As a browser on our own pages sends it, so the body itself is what gets refused.
      headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' },
    });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);
    const body = raw.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(raw.body).not.toMatch(/at .*\.ts:\d+|stack/i);
  });

  it('refuses a body over the limit with 413', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/lietou/behavior/log',
      // As a browser on our own pages sends it (the CSRF check runs before the body is read).
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { event: 'x', page: 'y', detail: { blob: 'x'.repeat(40_000) } },
    });
    expect(raw.statusCode).toBe(413);
    expect(raw.json()).toMatchObject({ state: 4130, message: '请求内容过大' });
  });

  it('names the field in a generic validation message', async () => {
    const result = await manager.get('/api/lietou/sysLog/list', { pageNo: '0' });
    expect(result.status).toBe(422);
    expect(result.body.message).toBe('页码最小为1');
    const typed = await manager.get('/api/lietou/sysLog/list', { pageNo: 'abc' });
    expect(typed.body.message).toBe('页码必须是数字');
  });
});

describe('draining for a graceful shutdown', () => {
  it('answers new API calls with 503 while in-flight ones finish', async () => {
    const own = await createTestApp();
    try {
      const member = await signedIn(own.app, '13800000010');
      // Three failures make the fourth sign-in attempt slow: it is in flight while we drain.
      const slowCaller = new Caller(own.app, '10.7.0.1');
      for (let i = 0; i < 3; i++) {
        await slowCaller.call('POST', '/api/login.json', { body: { phone: '13800000021', password: 'x' }, requesttime: null });
      }
      const inFlight = slowCaller.call('POST', '/api/login.json', { body: { phone: '13800000021', password: 'x' }, requesttime: null });
      await new Promise((r) => setTimeout(r, 5));
      own.app.drain();
      const refused = await member.get(ME);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ state: 5030, message: '服务正在重启，请稍后再试' });
      const finished = await inFlight;
      expect(finished.body.message).toContain('手机号或密码错误');
    } finally {
      await own.close();
    }
  });
});
