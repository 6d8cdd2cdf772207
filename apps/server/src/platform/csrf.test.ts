import { CSRF_HEADER, CSRF_REFUSED_MESSAGE } from '@hh/domain/api/csrf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, createTestApp, signedIn, type TestApp } from '../test/test-app';

let t: TestApp;
let member: Caller;
let csrfToken: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await signedIn(t.app, '13800000012');
  const state = await member.get<{ csrfToken: string }>('/api/loginState.json');
  csrfToken = state.body.data.csrfToken;
});
afterAll(() => t.close());

// A GET that changes data (the spec's), declared `mutates: true` in its endpoint.
const GET_MUTATION = '/api/feedback/interview/confirmInterview';
const HOST = 'app.lietou-platform.cn';
const refused = { state: 4030, success: false, message: CSRF_REFUSED_MESSAGE };

const call = (caller: Caller, headers: Record<string, string>, url = GET_MUTATION, method: 'GET' | 'POST' = 'GET') =>
  caller.call(method, url, { headers: { host: HOST, ...headers }, asBrowser: false, ...(method === 'POST' ? { body: {} } : {}) });

describe('state-changing calls from another site are refused', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
    ['Origin null (a sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site cross-site even with our Origin', { 'sec-fetch-site': 'cross-site', origin: `https://${HOST}` }],
    ['no origin headers and no token', {}],
    ['no origin headers and a wrong token', { [CSRF_HEADER]: 'not-the-token' }],
  ])('a GET mutation with %s', async (_name, headers) => {
    const result = await call(member, headers);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject(refused);
  });

  it('a POST mutation with a foreign Origin', async () => {
    const result = await call(member, { origin: 'https://evil.example' }, '/api/lietou/sysLog/read', 'POST');
    expect(result.body).toMatchObject(refused);
  });

  it('an anonymous sign-in with no origin headers (it would start a session the attacker chose)', async () => {
    const result = await new Caller(t.app).call('POST', '/api/login.json', {
      body: { phone: '13800000012', password: 'demo123456' },
      requesttime: null,
      asBrowser: false,
    });
    expect(result.body).toMatchObject(refused);
  });
});

describe('calls from our own pages and clients pass', () => {
  it.each([
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none (an address the user typed)', { 'sec-fetch-site': 'none' }],
    ['our Origin', { origin: `https://${HOST}` }],
    ['our Referer', { referer: `https://${HOST}/index/dashboard` }],
  ])('a GET mutation with %s', async (_name, headers) => {
    const result = await call(member, headers);
    expect(result.body.state).toBe(1);
  });

  it('a client without origin headers that sends the session cookie and its token', async () => {
    const result = await call(member, { [CSRF_HEADER]: csrfToken });
    expect(result.body.state).toBe(1);
  });

  it('the token is the session’s: sign-in answers it, and another session’s token does not pass', async () => {
    const other = new Caller(t.app);
    const login = await other.signIn('13800000010');
    expect((login.body.data as unknown as { csrfToken: string }).csrfToken).toMatch(/^[\w-]{40,}$/);
    const withMine = await call(other, { [CSRF_HEADER]: csrfToken });
    expect(withMine.body).toMatchObject(refused);
  });

  it('a read from another site is not refused (only state-changing calls are checked)', async () => {
    const result = await call(member, { origin: 'https://evil.example' }, '/api/feedback/interview/havePoint');
    expect(result.body.state).toBe(1);
  });
});
