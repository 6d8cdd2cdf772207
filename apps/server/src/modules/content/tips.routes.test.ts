import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

const STATE = '/api/lietou/qrcodeReadState';
const CLOSE = '/api/lietou/qrcodeReadState/change?state=1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the QR tip', () => {
  it('is open until the user closes it, then stays closed for that user only', async () => {
    const member = await signedIn(t.app, '13800000011');
    expect((await member.get<{ state: number }>(STATE)).body.data).toEqual({ state: 0 });
    const closed = await member.get<{ state: number }>(CLOSE);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toEqual({ state: 1 });
    expect((await member.get<{ state: number }>(STATE)).body.data).toEqual({ state: 1 });
    // Closing again is harmless.
    expect((await member.get(CLOSE)).status).toBe(200);
    const other = await signedIn(t.app, '13800000012');
    expect((await other.get<{ state: number }>(STATE)).body.data).toEqual({ state: 0 });
  });

  it('takes only state=1, asks a visitor to sign in, and refuses another site', async () => {
    const member = await signedIn(t.app, '13800000012');
    const bad = await member.get('/api/lietou/qrcodeReadState/change?state=0');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('state必须是1');
    expect((await member.get<{ state: number }>(STATE)).body.data).toEqual({ state: 0 });
    expect((await new Caller(t.app, '10.9.1.1').get(STATE)).status).toBe(401);
    const crossSite = await member.call('GET', CLOSE, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await member.get<{ state: number }>(STATE)).body.data).toEqual({ state: 0 });
  });
});
