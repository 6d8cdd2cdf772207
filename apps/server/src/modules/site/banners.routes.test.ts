import type { GrayUser, OpsBanner } from '@hh/domain/site/banner-admin.schema';
import { chooseBanner } from '@hh/domain/site/banner-choice';
import type { SiteBanner } from '@hh/domain/site/site-content.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerInput } from '../../test/fixtures/banner-input';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

const PUBLIC = '/api/site/content/banners';
const LIST = '/api/ops/banners';
const GRAY = '/api/ops/banners/grayList';
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Published = { content: SiteBanner[]; grayListed?: boolean };

const banner = (over: Record<string, unknown> = {}) => bannerInput(over);

describe('the published banners and the gray list', () => {
  it('answers every banner with the rule fields; a visitor and a normal consultant are not gray-listed', async () => {
    const visitor = await new Caller(t.app, '10.9.0.1').get<Published>(PUBLIC);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.grayListed).toBe(false);
    const normal = await (await signedIn(t.app, '13800000010')).get<Published>(PUBLIC);
    expect(normal.body.data.grayListed).toBe(false);
    const chosen = chooseBanner(normal.body.data.content, Date.now(), false);
    expect(chosen?.grayUser).toBe(false);
  });

  it('tells a seeded gray-listed consultant so, and the choice gives them the gray banner', async () => {
    const gray = await (await signedIn(t.app, '13800000020')).get<Published>(PUBLIC);
    expect(gray.body.data.grayListed).toBe(true);
    expect(chooseBanner(gray.body.data.content, Date.now(), true)?.grayUser).toBe(true);
  });
});

describe('the console manages banners', () => {
  it('creates, edits and deletes a banner; the published list follows', async () => {
    const pm = await signedIn(t.app, '13700000001');
    const created = await pm.post<OpsBanner>(LIST, banner({ title: '新横幅', sort: 0 }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ title: '新横幅', state: 1, grayUser: false });
    const id = created.body.data.id;

    const edited = await pm.post<OpsBanner>(`${LIST}/${id}`, banner({ title: '改过的横幅', state: 0 }));
    expect(edited.body.data).toMatchObject({ id, title: '改过的横幅', state: 0 });
    const published = await new Caller(t.app, '10.9.0.2').get<Published>(PUBLIC);
    expect(published.body.data.content.find((b) => b.id === id)?.state).toBe(0);

    expect((await pm.post(`${LIST}/${id}/delete`, {})).status).toBe(200);
    expect((await pm.get<OpsBanner[]>(LIST)).body.data.some((b) => b.id === id)).toBe(false);
    expect((await pm.post(`${LIST}/${id}/delete`, {})).status).toBe(404);
  });

  it('refuses bad input in Chinese and writes nothing', async () => {
    const admin = await signedIn(t.app, '13700000000');
    const before = (await admin.get<OpsBanner[]>(LIST)).body.data.length;
    for (const bad of [
      banner({ title: '' }),
      banner({ link: 'javascript:alert(1)' }),
      banner({ state: 2 }),
      banner({ startTime: Date.now(), endTime: Date.now() - DAY }),
    ]) {
      const result = await admin.post(LIST, bad);
      expect(result.status).toBe(422);
      expect(result.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await admin.get<OpsBanner[]>(LIST)).body.data.length).toBe(before);
  });

  it('is for admins and PMs only: consultants get 404, visitors 401, an assistant 404', async () => {
    expect((await new Caller(t.app, '10.9.0.3').get(LIST)).status).toBe(401);
    for (const phone of ['13800000030', '13700000002']) {
      const caller = await signedIn(t.app, phone);
      expect((await caller.get(LIST)).status, phone).toBe(404);
      expect((await caller.post(LIST, banner())).status, phone).toBe(404);
      expect((await caller.get(GRAY)).status, phone).toBe(404);
    }
  });
});

describe('the console keeps the gray list', () => {
  it('adds a consultant by phone (masked in the list), refuses a repeat and an unknown phone, and removes them', async () => {
    const admin = await signedIn(t.app, '13700000000');
    const added = await admin.post<GrayUser>(GRAY, { phone: '13800000011' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ cname: '刘浩然', phone: '138****0011', firmName: '星河猎头' });
    const list = await admin.get<GrayUser[]>(GRAY);
    expect(list.body.data.map((u) => u.phone)).toContain('138****0011');
    expect(JSON.stringify(list.body.data)).not.toContain('13800000011');

    const member = await signedIn(t.app, '13800000011');
    expect((await member.get<Published>(PUBLIC)).body.data.grayListed).toBe(true);

    expect((await admin.post(GRAY, { phone: '13800000011' })).status).toBe(409);
    expect((await admin.post(GRAY, { phone: '13811112222' })).status).toBe(404);
    expect((await admin.post(GRAY, { phone: '13700000001' })).status).toBe(404);
    expect((await admin.post(GRAY, { phone: '12345' })).status).toBe(422);

    expect((await admin.post(`${GRAY}/${added.body.data.userId}/delete`, {})).status).toBe(200);
    expect((await member.get<Published>(PUBLIC)).body.data.grayListed).toBe(false);
    expect((await admin.post(`${GRAY}/${added.body.data.userId}/delete`, {})).status).toBe(404);
  });
});
