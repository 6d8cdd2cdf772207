import type { OpsBanner } from '@hh/domain/site/banner-admin.schema';
import type { OpsActivity } from '@hh/domain/workbench/activity.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerInput } from './fixtures/banner-input';
import { type Caller, createTestApp, signedIn, type TestApp } from './test-app';

/**
 * A millisecond timestamp past JavaScript's date range (9e15) used to reach `new Date()` and
 * answer 500 (issue 31). Every timestamp input of the contract goes through the one schema
 * (@hh/domain/time/timestamp), so it is refused with 422 and a Chinese message naming the field,
 * and nothing is written. The webhook's own case is in modules/calls/call-webhook.routes.test.ts.
 */

const PAST_RANGE = 9e15;
const DAY = 86_400_000;
let t: TestApp;
let admin: Caller;
let pm: Caller;
let manager: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, '13700000000');
  pm = await signedIn(t.app, '13700000001');
  manager = await signedIn(t.app, '13800000030');
});
afterAll(async () => t?.close());

const banner = (over: Record<string, unknown>) => bannerInput({ title: '范围测试横幅', description: '', ...over });

const activity = (over: Record<string, unknown>) => ({
  title: '范围测试专题',
  picture: '/activity/tech.svg',
  startTime: Date.now() - DAY,
  endTime: Date.now() + DAY,
  ...over,
});

function expectRefused(answer: { status: number; body: { state: number; message: string } }, message: string) {
  expect(answer.status).toBe(422);
  expect(answer.body).toMatchObject({ state: 4000, message });
}

describe('banners (/api/ops/banners)', () => {
  it('refuses 9e15 as a start or end time, on create and on edit, and keeps the banners as they were', async () => {
    const before = (await admin.get<OpsBanner[]>('/api/ops/banners')).body.data;
    expectRefused(await admin.post('/api/ops/banners', banner({ startTime: PAST_RANGE })), '开始时间须在2000年至2100年之间');
    expectRefused(await admin.post('/api/ops/banners', banner({ endTime: PAST_RANGE })), '结束时间须在2000年至2100年之间');
    expectRefused(await admin.post('/api/ops/banners', banner({ startTime: -PAST_RANGE })), '开始时间须在2000年至2100年之间');
    expectRefused(await admin.post('/api/ops/banners', banner({ startTime: 1.5 })), '开始时间必须是毫秒时间戳');
    expectRefused(await admin.post('/api/ops/banners', banner({ startTime: undefined })), '请选择开始时间');
    expect((await admin.get<OpsBanner[]>('/api/ops/banners')).body.data).toEqual(before);

    const created = await admin.post<OpsBanner>('/api/ops/banners', banner({}));
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expectRefused(await admin.post(`/api/ops/banners/${id}`, banner({ endTime: PAST_RANGE })), '结束时间须在2000年至2100年之间');
    const kept = (await admin.get<OpsBanner[]>('/api/ops/banners')).body.data.find((b) => b.id === id);
    expect(kept?.endTime).toBe(created.body.data.endTime);
  });
});

describe('activities (/api/ops/activities)', () => {
  it('refuses 9e15 on create and on edit, and keeps the activities as they were', async () => {
    const before = (await pm.get<OpsActivity[]>('/api/ops/activities')).body.data;
    expectRefused(await pm.post('/api/ops/activities', activity({ startTime: PAST_RANGE })), '开始时间须在2000年至2100年之间');
    expectRefused(await pm.post('/api/ops/activities', activity({ endTime: PAST_RANGE })), '结束时间须在2000年至2100年之间');
    expect((await pm.get<OpsActivity[]>('/api/ops/activities')).body.data).toEqual(before);

    const created = await pm.post<OpsActivity>('/api/ops/activities', activity({}));
    expect(created.status).toBe(200);
    const id = created.body.data.activityId;
    const edited = await pm.call('PUT', `/api/ops/activities/${id}`, { body: activity({ startTime: PAST_RANGE }) });
    expectRefused(edited, '开始时间须在2000年至2100年之间');
    const kept = (await pm.get<OpsActivity[]>('/api/ops/activities')).body.data.find((a) => a.activityId === id);
    expect(kept?.startTime).toBe(created.body.data.startTime);
  });
});

describe('range filters of the workspace', () => {
  it.each([
    ['the company library', '/api/companyTalentLib/resume/list', { cTimeBegin: PAST_RANGE }, '开始时间须在2000年至2100年之间'],
    ['the call log', '/api/lietouCall/contact/log/collection/page', { startTime: PAST_RANGE }, '开始时间须在2000年至2100年之间'],
    ['business data', '/api/dataStatistics/user/list', { start: Date.now() - DAY, end: PAST_RANGE }, '结束时间须在2000年至2100年之间'],
    ['talent search', '/api/talentSearch/list', { rTimeBegin: PAST_RANGE }, '刷新时间起须在2000年至2100年之间'],
  ])('%s refuses 9e15 with 422', async (_name, path, body, message) => {
    expectRefused(await manager.post(path, body), message);
  });
});
