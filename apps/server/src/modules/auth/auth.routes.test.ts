import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, signInEvents, users } from '../../db/schema/tables';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/login.json', () => {
  it('signs in with phone and password, setting an httpOnly session cookie', async () => {
    const caller = new Caller(t.app);
    const result = await caller.call<{ cname: string; roleCode: number; home: string }>('POST', '/api/login.json', {
      body: { phone: '13800000030', password: 'demo123456' },
      requesttime: null,
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ state: 1, success: true, data: { cname: '周明远', roleCode: 30, home: '/index/dashboard' } });
    const cookie = result.raw.cookies.find((c) => c.name === 'hh_sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const me = await caller.get<{ user: { cname: string } }>('/api/commonUserInfo/myInfoData.json');
    expect(me.body.data.user.cname).toBe('周明远');
  });

  it('sends platform staff to the console', async () => {
    const caller = new Caller(t.app);
    const result = await caller.signIn('13700000001');
    expect((result.body.data as unknown as { home: string }).home).toBe('/ops');
  });

  it('keeps only a hash of the session token', async () => {
    const caller = await signedIn(t.app, '13800000010');
    const token = caller.cookie?.split('=')[1] ?? '';
    const rows = await t.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it.each([
    [{ password: 'x' }, '请输入手机号'],
    [{ phone: '', password: 'x' }, '请输入手机号'],
    [{ phone: '12345', password: 'x' }, '手机号格式不正确'],
    [{ phone: '13800000030' }, '请输入密码'],
    [{ phone: '13800000030', password: '' }, '请输入密码'],
  ])('refuses %o with 422 and %s', async (body, message) => {
    const result = await new Caller(t.app).call('POST', '/api/login.json', { body, requesttime: null });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ state: 4000, success: false, message });
  });

  it('answers a wrong password and an unknown phone with the same message', async () => {
    const wrong = await new Caller(t.app, '10.0.0.1').call('POST', '/api/login.json', {
      body: { phone: '13800000011', password: 'nope' },
      requesttime: null,
    });
    const unknown = await new Caller(t.app, '10.0.0.1').call('POST', '/api/login.json', {
      body: { phone: '13600000000', password: 'nope' },
      requesttime: null,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('手机号或密码错误');
    expect(unknown.body.message).toBe('手机号或密码错误');
    expect(wrong.raw.cookies.find((c) => c.name === 'hh_sid')).toBeUndefined();
  });

  it('slows repeated failures for one phone, warns, then locks it even for the right password', async () => {
    const phone = '13800000012';
    const caller = new Caller(t.app, '10.0.0.2');
    const attempt = () => caller.call('POST', '/api/login.json', { body: { phone, password: 'wrong' }, requesttime: null });
    const messages: string[] = [];
    for (let i = 0; i < 6; i++) messages.push((await attempt()).body.message);
    expect(messages.slice(0, 2)).toEqual(['手机号或密码错误', '手机号或密码错误']);
    expect(messages[2]).toBe('手机号或密码错误，再错3次将锁定15分钟');
    expect(messages[4]).toBe('手机号或密码错误，再错1次将锁定15分钟');
    expect(messages[5]).toContain('登录失败次数过多');

    const right = await caller.call('POST', '/api/login.json', { body: { phone, password: 'demo123456' }, requesttime: null });
    expect(right.status).toBe(423);
    expect(right.body.message).toContain('已锁定15分钟');
    const outcomes = await t.database.db.select({ outcome: signInEvents.outcome }).from(signInEvents).where(eq(signInEvents.phone, phone));
    expect(outcomes.map((o) => o.outcome)).toContain('locked');
  });

  it('locks a phone only for the address that guessed: the owner elsewhere still signs in', async () => {
    const phone = '13800000025';
    const attacker = new Caller(t.app, '10.0.0.5');
    for (let i = 0; i < 6; i++) await attacker.call('POST', '/api/login.json', { body: { phone, password: 'wrong' }, requesttime: null });
    const fromAttacker = await attacker.call('POST', '/api/login.json', { body: { phone, password: 'demo123456' }, requesttime: null });
    expect(fromAttacker.status).toBe(423);
    const owner = await new Caller(t.app, '10.0.0.6').signIn(phone);
    expect(owner.body.state).toBe(1);
  });

  it('past many failures from many addresses, slows new addresses to one attempt per interval but not the owner', async () => {
    const phone = '13800000013';
    await new Caller(t.app, '10.0.1.99').signIn(phone);
    const wrong = (ip: string) =>
      new Caller(t.app, ip).call('POST', '/api/login.json', { body: { phone, password: 'wrong' }, requesttime: null });
    // 20 failures from five addresses, none of them locked (four each).
    for (let a = 0; a < 5; a++) for (let i = 0; i < 4; i++) expect((await wrong(`10.0.1.${a}`)).status).toBe(401);
    expect((await wrong('10.0.1.50')).status).toBe(401);
    const next = await wrong('10.0.1.51');
    expect(next.status).toBe(429);
    expect(next.body).toMatchObject({ state: 4290, message: '该账号近期登录失败次数过多，请10秒后再试' });
    const owner = await new Caller(t.app, '10.0.1.99').signIn(phone);
    expect(owner.body.state).toBe(1);
  });

  it('locks one address after many failures across phones, without locking those phones elsewhere', async () => {
    const caller = new Caller(t.app, '10.0.0.3');
    for (let i = 0; i < 30; i++) {
      const phone = `1360000${String(1000 + i)}`;
      await caller.call('POST', '/api/login.json', { body: { phone, password: 'wrong' }, requesttime: null });
    }
    const fromThere = await caller.call('POST', '/api/login.json', {
      body: { phone: '13800000020', password: 'demo123456' },
      requesttime: null,
    });
    expect(fromThere.status).toBe(423);
    const elsewhere = await new Caller(t.app, '10.0.0.4').signIn('13800000020');
    expect(elsewhere.body.state).toBe(1);
  });
});

describe('sessions', () => {
  it('loginState.json answers -2 without a session and the user with one', async () => {
    const anonymous = await new Caller(t.app).call('GET', '/api/loginState.json', { requesttime: null });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({ state: -2, success: false });

    const caller = await signedIn(t.app, '13800000020');
    const state = await caller.call<{ cname: string; roleCode: number; serverTime: number }>('GET', '/api/loginState.json', {
      requesttime: null,
    });
    expect(state.body.state).toBe(1);
    expect(state.body.data).toMatchObject({ cname: '陈志强', roleCode: 20 });
    expect(Math.abs(state.body.data.serverTime - Date.now())).toBeLessThan(5000);
  });

  it('sign-out ends the session: the old cookie no longer works', async () => {
    const caller = await signedIn(t.app, '13800000025');
    const cookie = caller.cookie;
    const out = await caller.get('/api/logout.json');
    expect(out.body).toMatchObject({ state: 1, message: '已退出登录' });
    const replayed = new Caller(t.app);
    replayed.cookie = cookie;
    const me = await replayed.get('/api/commonUserInfo/myInfoData.json');
    expect(me.status).toBe(401);
    expect(me.body.state).toBe(-1);
  });

  it('ends every session of a closed account at once and refuses its sign-in', async () => {
    const phone = '13800000011';
    const first = await signedIn(t.app, phone, '10.1.0.1');
    const second = await signedIn(t.app, phone, '10.1.0.2');
    expect((await first.get('/api/commonUserInfo/myInfoData.json')).body.state).toBe(1);

    const [user] = await t.database.db
      .update(users)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(users.phone, phone))
      .returning();
    await t.app.services.sessions.endAllOf(user?.id ?? '');

    expect((await first.get('/api/commonUserInfo/myInfoData.json')).body.state).toBe(-1);
    expect((await second.get('/api/commonUserInfo/myInfoData.json')).body.state).toBe(-1);
    const again = await new Caller(t.app, '10.1.0.3').call('POST', '/api/login.json', {
      body: { phone, password: 'demo123456' },
      requesttime: null,
    });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('账号已关闭，请联系公司管理员');
  });

  it('refuses an expired session', async () => {
    const caller = await signedIn(t.app, '13900000010');
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    // The instance cache holds a session for at most 30 s; a fresh instance sees the expiry at once.
    const other = await createTestApp({ databaseUrl: t.databaseUrl });
    try {
      const stale = new Caller(other.app);
      stale.cookie = caller.cookie;
      expect((await stale.get('/api/commonUserInfo/myInfoData.json')).body.state).toBe(-1);
    } finally {
      await other.close();
    }
  });
});
