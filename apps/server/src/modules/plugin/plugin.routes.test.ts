import type { PluginResumeDetail, PluginResumeRow, PluginTokenInfo } from '@hh/domain/plugin/plugin.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

const MY_INFO = '/api/commonUserInfo/myInfoData.json';
const CAPTURE = '/api/lietouPluginResume/capture';
const LIST = '/api/lietouPluginResume/list';
const DETAIL = (id: string) => `/api/lietouPluginResume/detail/${id}`;
const REGENERATE = '/api/lietouPluginResume/token/regenerate';
const REVOKE = '/api/lietouPluginResume/token/revoke';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const capture = (over: Record<string, unknown> = {}) => ({
  sourceSite: '猎聘',
  sourceUrl: 'https://www.liepin.com/resume/123456',
  resume: {
    name: '周明远',
    gender: '男',
    age: 31,
    phone: '13912345678',
    email: 'zhou.mingyuan@example.com',
    city: '杭州',
    workYears: 8,
    education: '硕士',
    currentCompany: '杭州云帆科技',
    currentTitle: '高级后端工程师',
    works: [{ company: '杭州云帆科技', title: '高级后端工程师', start: '2020-03', end: '至今', description: '负责支付清结算系统。' }],
    educations: [{ school: '浙江大学', major: '计算机科学', degree: '硕士', start: '2014-09', end: '2017-06' }],
    ...over,
  },
});

/** The browser plugin: no session cookie, its token in the Authorization header, from its own origin. */
function asPlugin(token: string, body: unknown) {
  return new Caller(t.app, '10.77.0.1').call<{ id: string }>('POST', CAPTURE, {
    body,
    headers: { authorization: `Bearer ${token}`, origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop' },
  });
}

describe('the browser plugin token', () => {
  it('is absent from myInfoData until the consultant generates it, then carried with the host', async () => {
    const member = await signedIn(t.app, '13800000011');
    const before = await member.get<{ waChromePluginApiToken: string | null; waChromePluginApiHost: string | null }>(MY_INFO);
    expect(before.body.data.waChromePluginApiToken).toBeNull();
    const issued = await member.post<PluginTokenInfo>(REGENERATE);
    expect(issued.body.state).toBe(1);
    expect(issued.body.data.token).toMatch(/^hhp_/);
    const after = await member.get<{ waChromePluginApiToken: string | null; waChromePluginApiHost: string | null }>(MY_INFO);
    expect(after.body.data.waChromePluginApiToken).toBe(issued.body.data.token);
    expect(after.body.data.waChromePluginApiHost).toMatch(/^https?:\/\//);
  });

  it('opens the capture endpoint and nothing else: not myInfoData, not the list, not as a session cookie', async () => {
    const member = await signedIn(t.app, '13800000011');
    const token = (await member.post<PluginTokenInfo>(REGENERATE)).body.data.token as string;
    expect((await asPlugin(token, capture())).body.state).toBe(1);

    const bearer = { authorization: `Bearer ${token}` };
    const plugin = new Caller(t.app, '10.77.0.2');
    expect((await plugin.call('GET', MY_INFO, { headers: bearer })).body.state).toBe(-1);
    expect((await plugin.call('GET', LIST, { headers: bearer })).body.state).toBe(-1);
    expect((await plugin.call('POST', REGENERATE, { headers: bearer, body: {} })).body.state).toBe(-1);
    expect((await plugin.call('GET', MY_INFO, { headers: { cookie: `hh_sid=${token}` } })).body.state).toBe(-1);
  });

  it('is not replaced by a session: a signed-in browser cannot call the capture endpoint', async () => {
    const member = await signedIn(t.app, '13800000011');
    const result = await member.post(CAPTURE, capture());
    expect(result.status).toBe(401);
    expect(result.body.message).toContain('插件令牌');
  });

  it('stops working when revoked, and the old one stops when it is regenerated', async () => {
    const member = await signedIn(t.app, '13800000011');
    const first = (await member.post<PluginTokenInfo>(REGENERATE)).body.data.token as string;
    const second = (await member.post<PluginTokenInfo>(REGENERATE)).body.data.token as string;
    expect(second).not.toBe(first);
    expect((await asPlugin(first, capture())).body.state).toBe(-1);
    expect((await asPlugin(second, capture())).body.state).toBe(1);
    // myInfoData holds the token it last answered; revoking must drop that copy at once.
    expect((await member.get<{ waChromePluginApiToken: string | null }>(MY_INFO)).body.data.waChromePluginApiToken).toBe(second);

    expect((await member.post(REVOKE)).body.state).toBe(1);
    expect((await asPlugin(second, capture())).body.state).toBe(-1);
    expect((await member.get<{ waChromePluginApiToken: string | null }>(MY_INFO)).body.data.waChromePluginApiToken).toBeNull();
  });
});

describe('plugin resumes', () => {
  it('shows a captured resume to its consultant and their team leader, masked, and answers others as missing', async () => {
    const member = await signedIn(t.app, '13800000010');
    const token = (await member.post<PluginTokenInfo>(REGENERATE)).body.data.token as string;
    const { id } = (await asPlugin(token, capture())).body.data;

    const mine = await member.get<PluginResumeDetail>(DETAIL(id));
    expect(mine.body.state).toBe(1);
    expect(mine.body.data.resume.name).toBe('周明远');
    expect(mine.body.data.resume.phone).toBe('139****5678');
    expect(mine.body.data.resume.email).not.toContain('zhou.mingyuan');
    expect(mine.body.data.resume.works[0]?.company).toBe('杭州云帆科技');
    expect(mine.body.data.capturedBy).toBe('王思琪');
    expect((await member.get<PluginResumeRow[]>(LIST)).body.data.map((r) => r.id)).toContain(id);

    const leader = await signedIn(t.app, '13800000020');
    expect((await leader.get(DETAIL(id))).body.state).toBe(1);
    for (const phone of ['13800000012', '13900000030']) {
      const outsider = await signedIn(t.app, phone);
      const result = await outsider.get(DETAIL(id));
      expect(result.status, phone).toBe(404);
      expect((await outsider.get<PluginResumeRow[]>(LIST)).body.data.map((r) => r.id)).not.toContain(id);
    }
    expect((await member.get(DETAIL('not-an-id'))).status).toBe(404);
  });

  it('refuses a capture with bad fields in Chinese and stores nothing', async () => {
    const member = await signedIn(t.app, '13800000012');
    const token = (await member.post<PluginTokenInfo>(REGENERATE)).body.data.token as string;
    const before = (await member.get<PluginResumeRow[]>(LIST)).body.data.length;
    const badUrl = await asPlugin(token, { ...capture(), sourceUrl: 'javascript:alert(1)' });
    expect(badUrl.body.state).toBe(4000);
    expect(badUrl.body.message).toContain('来源网址');
    const noName = await asPlugin(token, capture({ name: '' }));
    expect(noName.body.message).toContain('姓名');
    expect((await member.get<PluginResumeRow[]>(LIST)).body.data.length).toBe(before);
  });
});
