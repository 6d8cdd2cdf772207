import type { ConfirmInfo } from '@hh/domain/complaints/confirm-recommend';
import type { OpsCase } from '@hh/domain/complaints/ops-complaints.endpoints';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../platform/mailer';
import { FIXTURE, GOOD_REPORT, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Caller; // 星河: recommends
let rival: Caller; // 远航: files the blind-push case
let judge: Caller;
let visitor: Caller; // nobody signed in: the candidate opening the link
const sent: MailMessage[] = [];
let orderId: string;
let token: string;
let tipsAfterRecommend: number;

beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      send: async (m) => {
        sent.push(m);
        return { messageId: String(sent.length) };
      },
    },
  });
  await openFixturePositions(t.database.db);
  member = await signedIn(t.app, '13800000012');
  rival = await signedIn(t.app, '13900000010');
  judge = await signedIn(t.app, '13700000001');
  visitor = new Caller(t.app, '127.0.0.9');
});
afterAll(async () => t?.close());

describe('confirm blind push', () => {
  it('sends the candidate a single link by SMS and e-mail when they are recommended', async () => {
    const tipsBefore = (await member.get<{ tipsCount: number }>('/api/complaintCase/tipsBlindPush')).body.data.tipsCount;
    const talents = await member.get<{ data: { userId: string }[] }>('/api/usermanager/myUsers', { tab: 'COMPLETED' });
    const talent = talents.body.data.data[0];
    if (!talent) throw new Error('no complete candidate');
    const before = sent.length;
    const recommended = await member.post<{ orderId: string }>('/api/position/manager/recommend', {
      positionId: FIXTURE.java,
      userId: talent.userId,
      content: GOOD_REPORT,
    });
    expect(recommended.status).toBe(200);
    orderId = recommended.body.data.orderId;
    const mails = sent.slice(before);
    expect(mails.length).toBeGreaterThan(0);
    const links = new Set(mails.map((m) => /\/confirm\/([A-Za-z0-9_-]{43})/.exec(m.text)?.[1]));
    expect(links.size).toBe(1);
    token = [...links][0] as string;
    expect(mails[0]?.text).toContain('高级Java工程师');
    expect(mails[0]?.text).toContain('7天内');
    // The new order needs its candidate's confirmation: one more blind-push tip.
    expect((await member.get<{ tipsCount: number }>('/api/complaintCase/tipsBlindPush')).body.data.tipsCount).toBe(tipsBefore + 1);
    tipsAfterRecommend = tipsBefore + 1;
  });

  it('shows the recommendation masked to whoever holds the link, and nothing for a wrong one', async () => {
    const info = await visitor.get<ConfirmInfo>('/api/complaintCase/confirmInfo', { token });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ positionName: '高级Java工程师', confirmedAt: null });
    expect(info.body.data.consultantName).toMatch(/\*/);
    expect(info.body.data.candidateName).toMatch(/\*/);
    const wrong = await visitor.get('/api/complaintCase/confirmInfo', { token: 'A'.repeat(43) });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('确认链接无效或已失效');
    expect((await visitor.get('/api/complaintCase/confirmInfo', { token: 'short' })).body.message).toBe('确认链接无效或已失效');
  });

  it('stores the confirmation time on the order once; the link is spent', async () => {
    const confirmed = await visitor.post<{ confirmedAt: number }>('/api/complaintCase/confirmRecommend', { token });
    expect(confirmed.body.message).toBe('已确认，感谢您的配合');
    const stored = await t.database.db.execute<{ at: Date }>(sql`select candidate_confirmed_at as at from orders where id = ${orderId}`);
    expect(new Date(stored.rows[0]?.at as Date).getTime()).toBe(confirmed.body.data.confirmedAt);
    const again = await visitor.post('/api/complaintCase/confirmRecommend', { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('您已确认过本次推荐，无需重复确认');
    // Confirmed: no longer a blind-push tip.
    expect((await member.get<{ tipsCount: number }>('/api/complaintCase/tipsBlindPush')).body.data.tipsCount).toBe(tipsAfterRecommend - 1);
    const info = await visitor.get<ConfirmInfo>('/api/complaintCase/confirmInfo', { token });
    expect(info.body.data.confirmedAt).toBe(confirmed.body.data.confirmedAt);
  });

  it('refuses an expired link', async () => {
    await t.database.db.execute(
      sql`update recommend_confirmations set used_at = null, expires_at = now() - interval '1 minute' where order_id = ${orderId}`,
    );
    const late = await visitor.post('/api/complaintCase/confirmRecommend', { token });
    expect(late.status).toBe(404);
    expect(late.body.message).toBe('确认链接无效或已失效');
  });

  it('shows in a blind-push case’s bundle whether and when each side’s candidate confirmed', async () => {
    const filed = await rival.post<{ id: string }>('/api/complaintCase/create', {
      type: 1,
      orderId,
      positionId: FIXTURE.java,
      content: '该候选人并不知情，对方未经候选人同意推荐。',
      attachments: [],
    });
    expect(filed.status).toBe(200);
    const detail = await judge.get<OpsCase>('/api/ops/complaints/detail', { id: filed.body.data.id });
    const defendant = detail.body.data.bundle.find((b) => b.side === 'defendant');
    expect(defendant?.candidateConfirmedAt).toEqual(expect.any(Number));
    // Upheld, the confirmed order counts again among the blind-push tips: a confirmed blind push.
    const before = (await member.get<{ tipsCount: number }>('/api/complaintCase/tipsBlindPush')).body.data.tipsCount;
    expect((await member.get('/api/complaintCase/agreeCase', { id: filed.body.data.id })).status).toBe(200);
    await judge.post('/api/ops/complaints/judge', { id: filed.body.data.id, upheld: true, reason: '被投诉方认可盲推' });
    expect((await member.get<{ tipsCount: number }>('/api/complaintCase/tipsBlindPush')).body.data.tipsCount).toBe(before + 1);
  });
});
