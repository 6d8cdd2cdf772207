import type { OutboxList, OutboxMessage } from '@hh/domain/ops/outbox.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const [i, name] of ['林晓', '周宁'].entries()) {
    await new Caller(t.app, `10.9.0.${i + 1}`).post('/api/free/add/apply', {
      name,
      phone: `1371234567${i}`,
      firm: '成都锦程人才',
      city: '成都',
    });
  }
});
afterAll(() => t.close());

describe('the console outbox', () => {
  it('lists the sent messages newest first for the admin, shows one and gives its .eml', async () => {
    const admin = await signedIn(t.app, '13700000000');
    const list = await admin.get<OutboxList>('/api/ops/outbox');
    expect(list.status).toBe(200);
    expect(list.body.data.totalCount).toBe(2);
    expect(list.body.data.list.map((m) => m.subject)).toEqual([
      '【试用申请】成都锦程人才 · 周宁（成都）',
      '【试用申请】成都锦程人才 · 林晓（成都）',
    ]);
    const newest = list.body.data.list[0];
    expect(newest).toMatchObject({ to: 'sales@lietou-platform.cn', sendTime: expect.any(Number), size: expect.any(Number) });

    const one = await admin.get<OutboxMessage>(`/api/ops/outbox/${newest?.file}`);
    expect(one.body.data).toMatchObject({ from: '猎头协作平台 <noreply@lietou-platform.cn>', html: expect.stringContaining('<table>') });
    expect(one.body.data.text).toContain('手机号：13712345671');

    const raw = await admin.get(`/api/ops/outbox/${newest?.file}/raw`);
    expect(raw.status).toBe(200);
    expect(raw.headers['content-type']).toContain('message/rfc822');
    expect(raw.headers['content-disposition']).toBe(`attachment; filename="${newest?.file}"`);
    expect(raw.raw.body).toMatch(/^To: sales@lietou-platform\.cn\r$/m);
  });

  it('pages', async () => {
    const admin = await signedIn(t.app, '13700000000');
    const second = await admin.get<OutboxList>('/api/ops/outbox', { pageNo: '2', pageSize: '1' });
    expect(second.body.data.list.map((m) => m.subject)).toEqual(['【试用申请】成都锦程人才 · 林晓（成都）']);
  });

  it.each(['13700000001', '13700000002', '13700000003', '13800000030'])(
    'is not there for %s, who is not the platform admin',
    async (phone) => {
      const caller = await signedIn(t.app, phone);
      const list = await caller.get('/api/ops/outbox');
      expect(list.status).toBe(404);
      expect(JSON.stringify(list.body)).not.toContain('试用申请');
    },
  );

  it('asks a visitor to sign in', async () => {
    const result = await new Caller(t.app, '10.9.1.1').get('/api/ops/outbox');
    expect(result.body.state).toBe(-1);
  });

  it.each(['..%2F..%2Fdata.key', 'nothing.eml', '2001-01-01T00-00-00-000Z-00000000.eml'])(
    'answers %s as a missing message',
    async (file) => {
      const admin = await signedIn(t.app, '13700000000');
      for (const url of [`/api/ops/outbox/${file}`, `/api/ops/outbox/${file}/raw`]) {
        const result = await admin.get(url);
        expect(result.status, url).toBe(404);
        expect(result.body.message, url).toBe('邮件不存在');
      }
    },
  );
});
