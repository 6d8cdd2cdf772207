import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, signInEvents, staffMfa, staffRecoveryCodes } from '../../db/schema/tables';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../db/seed/demo-accounts';
import { seedId } from '../../db/seed/seed-ids';
import { totpCode } from '../../platform/totp';
import { Caller, createTestApp, signedIn, type TestApp, testTotpClock } from '../../test/test-app';

/**
 * The staff second factor: sign-in with and without a code, a code accepted once, recovery codes,
 * enrolment of a member without an authenticator, and no console write before the factor.
 * Codes come from testTotpClock (test/test-app.ts): `nextCode()` is a step never used yet.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADMIN = '13700000000';
const PM = '13700000001';
const ASSISTANT = '13700000002';
const BD = '13700000003';
const FINANCE = '13700000004';
const STATUS = '/api/security/otp/status';
const WRITE = `/api/ops/trials/${'00000000-0000-4000-8000-000000000000'}/follow-up`;
const READ = '/api/ops/trials';

interface Status {
  enrolled: boolean;
  enrolledAt: number | null;
  sessionVerified: boolean;
  recoveryCodesLeft: number;
}

function login(caller: Caller, body: Record<string, unknown>) {
  return caller.call<{ home: string }>('POST', '/api/login.json', { body: { password: DEMO_PASSWORD, ...body }, requesttime: null });
}

/** A 6-digit code that is none of the three the server would accept now. */
function wrongCode(secret = DEMO_TOTP_SECRET): string {
  const near = [-30_000, 0, 30_000].map((d) => totpCode(secret, testTotpClock.now() + d));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

async function sessionCount(): Promise<number> {
  return (await t.database.db.select().from(sessions)).length;
}

describe('signing staff in with a second factor', () => {
  it('answers the password alone with 4011 请输入动态验证码, and starts nothing', async () => {
    const before = await sessionCount();
    const result = await login(new Caller(t.app), { phone: PM });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ state: 4011, success: false, message: '请输入动态验证码', data: null });
    expect(result.raw.cookies.find((c) => c.name === 'hh_sid')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a wrong code with 动态验证码错误, records it and starts nothing', async () => {
    const before = await sessionCount();
    const result = await login(new Caller(t.app, '10.31.0.1'), { phone: PM, otp: wrongCode() });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ state: 4000, message: '动态验证码错误' });
    expect(result.raw.cookies.find((c) => c.name === 'hh_sid')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    const events = await t.database.db.select().from(signInEvents).where(eq(signInEvents.outcome, 'wrong_otp'));
    expect(events.some((e) => e.phone === PM)).toBe(true);
  });

  it('refuses a code that is not 6 digits before checking anything', async () => {
    const result = await login(new Caller(t.app), { phone: PM, otp: '12345' });
    expect(result.status).toBe(422);
    expect(result.body.message).toBe('动态验证码为6位数字');
  });

  it('signs in with the current code, and the session has passed the second factor', async () => {
    const caller = new Caller(t.app);
    const result = await login(caller, { phone: PM, otp: testTotpClock.nextCode() });
    expect(result.status).toBe(200);
    expect(result.body.data.home).toBe('/ops');
    const status = await caller.get<Status>(STATUS);
    expect(status.body.data).toMatchObject({ enrolled: true, sessionVerified: true });
  });

  it('accepts a code once: the same code, or one of an earlier step, is refused afterwards', async () => {
    const code = testTotpClock.nextCode();
    const previous = totpCode(DEMO_TOTP_SECRET, testTotpClock.now() - 30_000);
    expect((await login(new Caller(t.app), { phone: ASSISTANT, otp: code })).status).toBe(200);
    for (const reused of [code, previous]) {
      const again = await login(new Caller(t.app), { phone: ASSISTANT, otp: reused });
      expect(again.status).toBe(401);
      expect(again.body.message).toBe('该动态验证码已使用，请等待验证器显示下一个验证码');
      expect(again.raw.cookies.find((c) => c.name === 'hh_sid')).toBeUndefined();
    }
    // The next step's code works (one step of drift is accepted either way).
    expect((await login(new Caller(t.app), { phone: ASSISTANT, otp: testTotpClock.nextCode() })).status).toBe(200);
  });

  it('lets one of two sign-ins racing with one code through', async () => {
    const code = testTotpClock.nextCode();
    const results = await Promise.all([1, 2, 3].map(() => login(new Caller(t.app), { phone: ADMIN, otp: code })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('counts wrong codes like wrong passwords: a warning, then the lock, even for the right code', async () => {
    const caller = new Caller(t.app, '10.31.0.9');
    const wrong = () => login(caller, { phone: FINANCE, otp: wrongCode() });
    const messages: string[] = [];
    for (let i = 0; i < 6; i++) messages.push((await wrong()).body.message);
    expect(messages[0]).toBe('动态验证码错误');
    expect(messages[2]).toBe('动态验证码错误，再错3次将锁定15分钟');
    expect(messages[5]).toContain('登录失败次数过多');
    const right = await login(caller, { phone: FINANCE, otp: testTotpClock.nextCode() });
    expect(right.status).toBe(423);
    expect(right.raw.cookies.find((c) => c.name === 'hh_sid')).toBeUndefined();
  });

  it('leaves consultants as they were: the password alone signs in, a code sent along is not asked for', async () => {
    expect((await login(new Caller(t.app), { phone: '13800000030' })).status).toBe(200);
    expect((await login(new Caller(t.app), { phone: '13800000030', otp: '123456' })).status).toBe(200);
    const consultant = await signedIn(t.app, '13800000030');
    expect((await consultant.get(STATUS)).status).toBe(404);
  });
});

describe('enrolment, the write rule and recovery codes', () => {
  const bdId = seedId('user:bd');
  let bd: Caller;
  let secret = '';
  let codes: string[] = [];

  beforeAll(async () => {
    // 马丽娜 (BD) has no authenticator yet: as a member who joined after the rule.
    await t.database.db.delete(staffMfa).where(eq(staffMfa.userId, bdId));
    bd = new Caller(t.app, '10.31.1.1');
    const result = await login(bd, { phone: BD });
    expect(result.status).toBe(200);
  });

  it('signs a member without an authenticator in on the password, with reads open and console writes refused', async () => {
    expect((await bd.get<Status>(STATUS)).body.data).toEqual({
      enrolled: false,
      enrolledAt: null,
      sessionVerified: false,
      recoveryCodesLeft: 0,
    });
    expect((await bd.get(READ)).status).toBe(200);
    const write = await bd.post(WRITE, { status: 'contacted' });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ state: 4030, message: '请先完成动态验证码验证' });
  });

  it('gives a secret, its otpauth:// address and a QR code; only the sealed secret is kept', async () => {
    const first = await bd.post<{ secret: string; otpauthUri: string; qrDataUrl: string }>('/api/security/otp/enrol');
    const second = await bd.post<{ secret: string; otpauthUri: string; qrDataUrl: string }>('/api/security/otp/enrol');
    expect(first.status).toBe(200);
    // Asking again replaces the pending secret: the one last shown is the one to confirm.
    expect(second.body.data.secret).not.toBe(first.body.data.secret);
    secret = second.body.data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(second.body.data.otpauthUri).toBe(
      `otpauth://totp/${encodeURIComponent(`猎头协作平台:${BD}`)}?secret=${secret}&issuer=${encodeURIComponent('猎头协作平台')}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(second.body.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const [row] = await t.database.db.select().from(staffMfa).where(eq(staffMfa.userId, bdId));
    expect(row?.secretSealed).not.toContain(secret);
    expect(row?.enrolledAt).toBeNull();
  });

  it('refuses a wrong first code and stays unenrolled', async () => {
    const wrong = await bd.post('/api/security/otp/confirm', { otp: wrongCode(secret) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('动态验证码错误');
    expect((await bd.get<Status>(STATUS)).body.data.enrolled).toBe(false);
  });

  it('confirms with the first code: ten recovery codes shown once, this session verified, writes open', async () => {
    const confirmed = await bd.post<{ recoveryCodes: string[] }>('/api/security/otp/confirm', {
      otp: totpCode(secret, testTotpClock.now()),
    });
    expect(confirmed.status).toBe(200);
    codes = confirmed.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, bdId));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.some((s) => s.codeDigest.includes(code.replace('-', '')))).toBe(false);
    expect((await bd.get<Status>(STATUS)).body.data).toMatchObject({ enrolled: true, sessionVerified: true, recoveryCodesLeft: 10 });
    // The guard lets the write through now: the request is missing, not refused.
    expect((await bd.post(WRITE, { status: 'contacted' })).status).toBe(404);
    expect((await bd.post('/api/security/otp/enrol')).status).toBe(409);
  });

  it('now needs the code at sign-in', async () => {
    expect((await login(new Caller(t.app, '10.31.1.2'), { phone: BD })).body.state).toBe(4011);
    expect((await login(new Caller(t.app, '10.31.1.2'), { phone: BD, otp: totpCode(secret, testTotpClock.now() + 30_000) })).status).toBe(
      200,
    );
  });

  it('takes each recovery code once instead of a code', async () => {
    const code = codes[0] as string;
    const first = await login(new Caller(t.app, '10.31.1.3'), { phone: BD, recoveryCode: code.toUpperCase() });
    expect(first.status).toBe(200);
    const again = await login(new Caller(t.app, '10.31.1.3'), { phone: BD, recoveryCode: code });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('恢复码错误或已使用');
    expect((await bd.get<Status>(STATUS)).body.data.recoveryCodesLeft).toBe(9);
  });

  it('makes new recovery codes for a current code; the old ones stop working', async () => {
    const wrong = await bd.post('/api/security/otp/recoveryCodes', { otp: wrongCode(secret) });
    expect(wrong.status).toBe(422);
    testTotpClock.offsetMs += 60_000;
    const fresh = await bd.post<{ recoveryCodes: string[] }>('/api/security/otp/recoveryCodes', {
      otp: totpCode(secret, testTotpClock.now()),
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.recoveryCodes).toHaveLength(10);
    const old = await login(new Caller(t.app, '10.31.1.4'), { phone: BD, recoveryCode: codes[1] as string });
    expect(old.body.message).toBe('恢复码错误或已使用');
    const now = await login(new Caller(t.app, '10.31.1.4'), { phone: BD, recoveryCode: fresh.body.data.recoveryCodes[0] as string });
    expect(now.status).toBe(200);
  });

  it('refuses every console write of a session that has not passed the factor, and no read', async () => {
    const admin = await signedIn(t.app, ADMIN, '10.31.2.1');
    const userId = seedId('user:admin');
    await t.database.db.update(sessions).set({ mfaVerifiedAt: null }).where(eq(sessions.userId, userId));
    await t.app.services.sessions.refreshUsers([userId]);
    const concrete = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
    const staffRoutes = t.app.routeTable.filter((r) => r.access?.kind === 'staff');
    expect(staffRoutes.filter((r) => r.mutates).length).toBeGreaterThan(20);
    for (const route of staffRoutes) {
      const answer = await admin.call(route.method as 'GET', concrete(route.url), { body: route.method === 'GET' ? undefined : {} });
      const label = `${route.method} ${route.url}`;
      if (route.mutates) expect([answer.status, answer.body.message], label).toEqual([403, '请先完成动态验证码验证']);
      else expect(answer.body.message, label).not.toBe('请先完成动态验证码验证');
    }
  });

  it('lets a session that has not passed the factor pass it with a code, then write', async () => {
    const pm = await signedIn(t.app, PM);
    const userId = seedId('user:pm');
    await t.database.db.update(sessions).set({ mfaVerifiedAt: null }).where(eq(sessions.userId, userId));
    await t.app.services.sessions.refreshUsers([userId]);
    expect((await pm.post('/api/security/otp/verify', {})).body.message).toBe('请输入动态验证码');
    const refused = await pm.post(`/api/ops/projects/${'00000000-0000-4000-8000-000000000000'}/close`);
    expect(refused.body.message).toBe('请先完成动态验证码验证');
    const verified = await pm.post<Status>('/api/security/otp/verify', { otp: testTotpClock.nextCode() });
    expect(verified.status).toBe(200);
    expect(verified.body.data.sessionVerified).toBe(true);
    expect((await pm.post(`/api/ops/projects/${'00000000-0000-4000-8000-000000000000'}/close`)).status).toBe(404);
  });
});
