import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messengerBindings } from '../../db/schema/tables';
import { seedId } from '../../db/seed/seed-ids';
import { createTestApp, signedIn, TEST_SECRET_BOX, type TestApp } from '../../test/test-app';
import { issueTicket, signCallback } from './bind-ticket';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEWCOMER = '13800000013';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[unescapeHtml(m[1] ?? '')] = unescapeHtml(m[2] ?? '');
  return fields;
}

const callback = (fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/callback/qy/weChat/bind', headers: FORM, payload: new URLSearchParams(fields).toString() });

describe('GET /api/qy/weChat/bind/record', () => {
  it('shows a demo consultant bound and the newcomer not', async () => {
    const member = await signedIn(t.app, '13800000010');
    expect((await member.get('/api/qy/weChat/bind/record')).body.data).toMatchObject({ bound: true, qyUserName: '王思琪' });
    const newcomer = await signedIn(t.app, NEWCOMER);
    expect((await newcomer.get('/api/qy/weChat/bind/record')).body.data).toEqual({ bound: false, qyUserName: null, boundAt: null });
  });
});

describe('binding through the QR code and the signed callback', () => {
  it('binds the ticket’s user once, from the QR code’s address', async () => {
    const newcomer = await signedIn(t.app, NEWCOMER);
    const qr = await newcomer.get<{ qrCode: string; bindUrl: string; expiresAt: number }>('/api/qy/weChat/bind/self/qrCode');
    expect(qr.body.data.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(qr.body.data.expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    const url = new URL(qr.body.data.bindUrl);
    expect(url.pathname).toBe('/sandbox/qy/bind');

    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('确认绑定');
    const fields = hiddenFields(page.body);
    expect(Object.keys(fields).sort()).toEqual(['qyUserId', 'qyUserName', 'signature', 'ticket', 'timestamp']);

    const done = await callback(fields);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('绑定成功');
    const record = await newcomer.get<{ bound: boolean; qyUserName: string }>('/api/qy/weChat/bind/record');
    expect(record.body.data).toMatchObject({ bound: true, qyUserName: fields.qyUserName });

    const replay = await callback(fields);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('该二维码已使用');
  });

  it('refuses a callback whose signature does not match, and binds nothing', async () => {
    const yh = await signedIn(t.app, '13900000010');
    await t.database.db.delete(messengerBindings).where(eq(messengerBindings.userId, seedId('user:yh-member')));
    const qr = await yh.get<{ bindUrl: string }>('/api/qy/weChat/bind/self/qrCode');
    const url = new URL(qr.body.data.bindUrl);
    const fields = hiddenFields((await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).body);
    const forged = await callback({ ...fields, qyUserId: 'attacker' });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('回调签名校验失败');
    // A ticket for another user, even with a signature from the sandbox key, needs the server's ticket key.
    const otherTicket = `${seedId('user:xh-member-a1')}.${Date.now() + 60_000}.abc.forged`;
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/qy/bind?ticket=${encodeURIComponent(otherTicket)}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('二维码无效');
    expect((await yh.get<{ bound: boolean }>('/api/qy/weChat/bind/record')).body.data.bound).toBe(false);
  });

  it('refuses an expired ticket and a stale callback', async () => {
    const userId = seedId('user:yh-member');
    const expired = issueTicket(TEST_SECRET_BOX.derivedKey('qy-bind-ticket'), userId, Date.now() - 1000);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/qy/bind?ticket=${encodeURIComponent(expired)}` });
    expect(page.body).toContain('二维码已过期');

    const fresh = issueTicket(TEST_SECRET_BOX.derivedKey('qy-bind-ticket'), userId, Date.now() + 60_000);
    const stale = { ticket: fresh, qyUserId: 'sbx_old', qyUserName: '旧回调', timestamp: String(Date.now() - 3_600_000) };
    const result = await callback({ ...stale, signature: signCallback(TEST_SECRET_BOX.derivedKey('qy-bind-callback-sandbox'), stale) });
    expect(result.body).toContain('回调已过期');
  });

  it('refuses binding one messenger account to two users', async () => {
    const userId = seedId('user:yh-member');
    const ticket = issueTicket(TEST_SECRET_BOX.derivedKey('qy-bind-ticket'), userId, Date.now() + 60_000);
    const taken = { ticket, qyUserId: 'demo_xh-member-a1', qyUserName: '王思琪', timestamp: String(Date.now()) };
    const result = await callback({ ...taken, signature: signCallback(TEST_SECRET_BOX.derivedKey('qy-bind-callback-sandbox'), taken) });
    expect(result.statusCode).toBe(400);
    expect(result.body).toContain('该企业微信账号已绑定其他平台账号');
  });

  it('gives platform staff no QR code', async () => {
    const admin = await signedIn(t.app, '13700000000');
    expect((await admin.get('/api/qy/weChat/bind/self/qrCode')).status).toBe(404);
    expect((await admin.get('/api/qy/weChat/bind/record')).body.data).toMatchObject({ bound: false });
  });
});
