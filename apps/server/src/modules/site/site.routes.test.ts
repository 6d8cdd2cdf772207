import type { SiteBanner, SiteCourse } from '@hh/domain/site/site-content.schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialRequests } from '../../db/schema/site';
import { listOutbox, readOutboxMessage } from '../../platform/mailer';
import { Caller, createTestApp, type TestApp } from '../../test/test-app';
import { TRIAL_TOO_FREQUENT } from './trials.service';

const APPLY = '/api/free/add/apply';
const good = { name: '王敏', phone: '13912345678', firm: '杭州远见人才顾问有限公司', city: '杭州' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visitor = (ip: string) => new Caller(t.app, ip);

async function storedRequests(where?: { ip: string }) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(trialRequests)
    .where(where ? eq(trialRequests.ip, where.ip) : undefined);
  return row?.n ?? 0;
}

describe('static content of the public site', () => {
  it('answers the course list in a content field, to a visitor who is not signed in', async () => {
    const result = await visitor('10.7.0.1').get<{ content: SiteCourse[] }>('/api/site/content/courses');
    expect(result.status).toBe(200);
    expect(result.body.data.content.length).toBeGreaterThanOrEqual(3);
    expect(result.body.data.content[0]).toMatchObject({ title: expect.stringMatching(/[\u4e00-\u9fa5]/), minutes: expect.any(Number) });
  });

  it('answers the footer banners with the fields the banner rule reads', async () => {
    const result = await visitor('10.7.0.1').get<{ content: SiteBanner[] }>('/api/site/content/banners');
    expect(result.body.data.content.length).toBeGreaterThan(0);
    for (const banner of result.body.data.content) {
      expect(banner).toMatchObject({ state: expect.any(Number), startTime: expect.any(Number), endTime: expect.any(Number) });
      expect(typeof banner.grayUser).toBe('boolean');
    }
  });

  it('keeps the request-time rule for visitors too', async () => {
    const result = await visitor('10.7.0.2').call('GET', '/api/site/content/courses', { requesttime: null });
    expect(result.status).toBe(429);
    expect(result.body.message).toBe('操作频繁，稍后再试');
  });
});

describe('POST /api/free/add/apply', () => {
  it('stores the request as new and mails it to the sales outbox', async () => {
    const result = await visitor('10.7.1.1').post<{ id: string }>(APPLY, {
      name: ' 王敏 ',
      phone: '+86 139-1234-5678',
      firm: ' 杭州远见人才顾问有限公司 ',
      city: '杭州',
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ state: 1, message: '提交成功' });

    const [row] = await t.database.db.select().from(trialRequests).where(eq(trialRequests.id, result.body.data.id));
    expect(row).toMatchObject({
      name: '王敏',
      phone: '13912345678',
      firmName: '杭州远见人才顾问有限公司',
      city: '杭州',
      ip: '10.7.1.1',
      status: 'new',
      note: '',
      handledBy: null,
    });

    const outbox = await listOutbox(t.config.mail.outboxDir, { limit: 50, offset: 0 });
    const mail = outbox.items.find((m) => m.subject === '【试用申请】杭州远见人才顾问有限公司 · 王敏（杭州）');
    expect(mail?.to).toBe('sales@lietou-platform.cn');
    const message = await readOutboxMessage(t.config.mail.outboxDir, mail?.file ?? '');
    expect(message?.text).toContain('手机号：13912345678');
    expect(message?.text).toContain('公司名称：杭州远见人才顾问有限公司');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a phone that is not a mainland mobile', { ...good, phone: '12345678901' }, '请输入正确的手机号'],
    ['a landline', { ...good, phone: '0571-88888888' }, '请输入正确的手机号'],
    ['a short phone', { ...good, phone: '1391234567' }, '请输入正确的手机号'],
    ['no phone', { ...good, phone: '   ' }, '请输入手机号'],
    ['no name', { ...good, name: undefined }, '请输入姓名'],
    ['an empty firm', { ...good, firm: '' }, '请输入公司名称'],
    ['no city', { ...good, city: undefined }, '请输入所在城市'],
    ['a name too long', { ...good, name: '张'.repeat(31) }, '姓名不能超过30个字'],
    ['nothing at all', {}, '请输入姓名'],
    ['a phone given as a number', { ...good, phone: 13912345678 }, '请输入手机号'],
  ])('refuses %s with a Chinese message and writes nothing', async (_label, body, message) => {
    const before = await storedRequests();
    const mailsBefore = (await listOutbox(t.config.mail.outboxDir, { limit: 1, offset: 0 })).total;
    const result = await visitor('10.7.2.1').post(APPLY, body);
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ state: 4000, success: false, message });
    expect(await storedRequests()).toBe(before);
    expect((await listOutbox(t.config.mail.outboxDir, { limit: 1, offset: 0 })).total).toBe(mailsBefore);
  });

  it('takes 5 requests an hour from one address, refuses the 6th with 4290 and stores nothing more', async () => {
    const ip = '10.7.3.1';
    for (let i = 0; i < 5; i++) {
      const ok = await visitor(ip).post(APPLY, { ...good, name: `访客${i}` });
      expect(ok.body.state, `request ${i + 1}`).toBe(1);
    }
    const refused = await visitor(ip).post(APPLY, { ...good, name: '访客6' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ state: 4290, message: TRIAL_TOO_FREQUENT });
    expect(await storedRequests({ ip })).toBe(5);

    // Another address is not held back by this one.
    expect((await visitor('10.7.3.2').post(APPLY, good)).body.state).toBe(1);
  });

  it('keeps the request when the mail cannot be sent', async () => {
    const failing = await createTestApp({
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    });
    try {
      const result = await new Caller(failing.app, '10.7.4.1').post<{ id: string }>(APPLY, good);
      expect(result.body.state).toBe(1);
      const [row] = await failing.database.db.select().from(trialRequests).where(eq(trialRequests.id, result.body.data.id));
      expect(row?.status).toBe('new');
    } finally {
      await failing.close();
    }
  });
});
