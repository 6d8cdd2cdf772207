import type { ChatContact, ChatMessage, MessagePage } from '@hh/domain/chat/chat.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { FIXTURE, GOOD_REPORT, openFixturePositions } from '../../test/fixtures/order-fixtures';
import { type Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let member: Caller;
let colleague: Caller;
let pm: Caller;
const memberId = seedId('user:xh-member-a1');
const colleagueId = seedId('user:xh-member-a2');
const pmId = seedId('user:pm');
const adminId = seedId('user:admin');
const bdId = seedId('user:bd');
const otherFirmId = seedId('user:yh-member');
let counter = 0;
const msgId = () => `test-msg-${Date.now()}-${++counter}`;

const send = (caller: Caller, from: string, to: string, message: string, id = msgId()) =>
  caller.post<ChatMessage>('/api/easemob/im/add/message.json', { msgId: id, fromEasemobId: from, toEasemobId: to, type: 'txt', message });
const unread = async (caller: Caller) =>
  (await caller.post<{ noReadMsgCount: number }>('/api/easemob/im/noread/msgcount.json')).body.data.noReadMsgCount;
const contacts = async (caller: Caller) => (await caller.post<ChatContact[]>('/api/easemob/im/query/chat.json')).body.data;

beforeAll(async () => {
  t = await createTestApp({ config: { chatRate: { max: 12, windowMs: 60_000 } } });
  await openFixturePositions(t.database.db);
  member = await signedIn(t.app, '13800000010');
  colleague = await signedIn(t.app, '13800000011');
  pm = await signedIn(t.app, '13700000001');
});
afterAll(async () => t?.close());

describe('chat', () => {
  it('gives the caller an IM identity with a socket token', async () => {
    const res = await member.post<{ easemobId: string; password: string; commonUserId: string }>('/api/easemob/im/add/user.json');
    expect(res.body.data.easemobId).toBe(memberId);
    expect(res.body.data.commonUserId).toBe(memberId);
    expect(res.body.data.password).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('stores a message once per msgId and counts it unread once', async () => {
    const before = await unread(pm);
    const id = msgId();
    const first = await send(member, memberId, pmId, '你好，想了解这个职位', id);
    expect(first.body.state).toBe(1);
    const again = await send(member, memberId, pmId, '你好，想了解这个职位', id);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await unread(pm)).toBe(before + 1);
    const row = (await contacts(pm)).find((c) => c.chatEasemobId === memberId);
    expect(row).toMatchObject({ chatUserNoReadMsgCount: 1, lastMessage: '你好，想了解这个职位', chatUserRole: '顾问' });
    expect((await contacts(member)).find((c) => c.chatEasemobId === pmId)).toMatchObject({
      chatUserNoReadMsgCount: 0,
      chatUserRole: '平台PM',
    });
  });

  it('reads a conversation down to 0 and never below', async () => {
    await send(member, memberId, pmId, '在吗');
    expect((await contacts(pm)).find((c) => c.chatEasemobId === memberId)?.chatUserNoReadMsgCount).toBe(2);
    for (let i = 0; i < 2; i++)
      expect((await pm.post('/api/easemob/im/update/msgread.json', { toEasemobId: memberId })).body.state).toBe(1);
    expect((await contacts(pm)).find((c) => c.chatEasemobId === memberId)?.chatUserNoReadMsgCount).toBe(0);
    expect(await unread(pm)).toBe(0);
  });

  it('pages the history of one conversation', async () => {
    for (const text of ['一', '二', '三']) await send(pm, pmId, memberId, text);
    const first = await member.post<MessagePage>('/api/easemob/im/query/message.json', { toEasemobId: pmId, limit: 2 });
    expect(first.body.data.data.map((m) => m.message)).toEqual(['二', '三']);
    expect(first.body.data.hasMore).toBe(true);
    const before = first.body.data.data[0]?.id;
    const rest = await member.post<MessagePage>('/api/easemob/im/query/message.json', { toEasemobId: pmId, limit: 50, before });
    expect(rest.body.data.data.map((m) => m.message)).toEqual(['你好，想了解这个职位', '在吗', '一']);
    expect(rest.body.data.hasMore).toBe(false);
    // A stranger's history with the PM is not the member's: the page is their own pair only.
    const other = await signedIn(t.app, '13900000010');
    expect((await other.post<MessagePage>('/api/easemob/im/query/message.json', { toEasemobId: pmId })).body.data.data).toEqual([]);
  });

  it('refuses a forged sender, an unknown receiver and bad text, writing nothing', async () => {
    const before = await unread(colleague);
    expect((await send(member, colleagueId, pmId, 'x')).status).toBe(403);
    expect((await send(member, memberId, seedId('user:nobody'), 'x')).status).toBe(404);
    expect((await send(member, memberId, 'not-an-id', 'x')).status).toBe(404);
    const empty = await send(member, memberId, colleagueId, '   ');
    expect(empty.status).toBe(422);
    expect(empty.body.message).toContain('请输入消息内容');
    const long = await send(member, memberId, colleagueId, '长'.repeat(2001));
    expect(long.status).toBe(422);
    expect(long.body.message).toContain('2000');
    expect(await unread(colleague)).toBe(before);
    expect((await send(member, memberId, colleagueId, '长'.repeat(2000))).body.state).toBe(1);
    expect(await unread(colleague)).toBe(before + 1);
  });

  it('keeps firms apart and lets a consultant reach staff only when they run a project or wrote first', async () => {
    const other = await signedIn(t.app, '13900000010');
    expect((await send(other, otherFirmId, memberId, '挖人')).status).toBe(404);
    expect((await send(member, memberId, otherFirmId, '你好')).status).toBe(404);
    expect((await send(member, memberId, bdId, '你好')).status).toBe(404);
    const admin = await signedIn(t.app, '13700000000');
    expect((await send(admin, adminId, otherFirmId, '平台通知')).body.state).toBe(1);
    expect((await send(other, otherFirmId, adminId, '收到')).body.state).toBe(1);
  });

  it('names the PM and assistant of a recruiting position', async () => {
    const info = await member.get<{ pm: { easemobId: string; name: string }; assistant: { easemobId: string } | null }>(
      '/api/easemob/im/pmInfo.json',
      {
        positionId: FIXTURE.java,
      },
    );
    expect(info.body.data.pm).toEqual({ easemobId: pmId, name: '郑雅文' });
    expect(info.body.data.assistant?.easemobId).toBe(seedId('user:assistant'));
    for (const positionId of [FIXTURE.closed, 'nope']) {
      const missing = await member.get('/api/easemob/im/pmInfo.json', { positionId });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('无法获取PM或助理信息');
    }
  });

  it('limits how fast one user sends', async () => {
    const admin = await signedIn(t.app, '13700000000');
    const states: number[] = [];
    for (let i = 0; i < 13; i++) states.push((await send(admin, adminId, colleagueId, `通知${i}`)).status);
    expect(states.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(states[0]).toBe(200);
  });
});

describe('interview booking card', () => {
  let orderId: string;
  const tomorrow = () => Date.now() + 86_400_000;

  beforeAll(async () => {
    const talent = (await member.get<{ data: { userId: string }[] }>('/api/usermanager/myUsers', { tab: 'COMPLETED' })).body.data.data[0];
    if (!talent) throw new Error('no complete candidate');
    const recommended = await member.post<{ orderId: string }>('/api/position/manager/recommend', {
      positionId: FIXTURE.product,
      userId: talent.userId,
      content: GOOD_REPORT,
    });
    orderId = recommended.body.data.orderId;
    for (const action of ['markValid', 'companyPass']) await pm.post('/api/ops/orders/move', { orderId, action });
  });

  const sendCard = (times: number[], id = msgId()) =>
    pm.post<ChatMessage>('/api/easemob/im/booking/send.json', { msgId: id, toEasemobId: memberId, orderId, place: '云栖小镇A座', times });
  const stageOf = async () =>
    Number((await t.database.db.execute<{ stage: number }>(sql`select stage from orders where id = ${orderId}`)).rows[0]?.stage);

  it('lists the consultant’s orders at 50 and refuses times in the past', async () => {
    const orders = await pm.get<{ orderId: string }[]>('/api/easemob/im/booking/orders.json', { toEasemobId: memberId });
    expect(orders.body.data.map((o) => o.orderId)).toContain(orderId);
    const past = await sendCard([Date.now() - 60_000]);
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('面试时间必须晚于现在');
    expect((await sendCard([1, 2, 3, 4].map((i) => tomorrow() + i))).status).toBe(422);
    expect(
      (
        await member.post('/api/easemob/im/booking/send.json', {
          msgId: msgId(),
          toEasemobId: pmId,
          orderId,
          place: 'x',
          times: [tomorrow()],
        })
      ).status,
    ).toBe(404);
  });

  it('moves the order to 62 when the consultant picks, and refuses a moved order', async () => {
    const times = [tomorrow(), tomorrow() + 3_600_000];
    const card = (await sendCard(times)).body.data.booking;
    const stale = (await sendCard([tomorrow() + 7_200_000])).body.data.booking;
    if (!card || !stale) throw new Error('no card');
    expect(card.state).toBe('open');
    // The card sits in the conversation for both sides.
    const page = await member.post<MessagePage>('/api/easemob/im/query/message.json', { toEasemobId: pmId });
    expect(page.body.data.data.at(-1)?.booking?.bookingId).toBe(stale.bookingId);
    // Someone else's pick, or a time not on the card, changes nothing.
    expect((await colleague.post('/api/easemob/im/booking/pick.json', { bookingId: card.bookingId, time: times[0] })).status).toBe(404);
    expect((await member.post('/api/easemob/im/booking/pick.json', { bookingId: card.bookingId, time: 5 })).status).toBe(422);
    const picked = await member.post<{ state: string; pickedTime: number }>('/api/easemob/im/booking/pick.json', {
      bookingId: card.bookingId,
      time: times[1],
    });
    expect(picked.body.data).toMatchObject({ state: 'booked', pickedTime: times[1] });
    expect(await stageOf()).toBe(62);
    const logs = await pm.get<{ toState: number }[]>(`/api/ops/orders/${orderId}/logs`);
    expect(logs.body.data.map((l) => l.toState)).toContain(62);
    const again = await member.post('/api/easemob/im/booking/pick.json', { bookingId: card.bookingId, time: times[1] });
    expect(again.status).toBe(409);
    const moved = await member.post('/api/easemob/im/booking/pick.json', { bookingId: stale.bookingId, time: stale.times[0] });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe('订单状态已变化，该面试预约已失效');
    const after = await member.post<MessagePage>('/api/easemob/im/query/message.json', { toEasemobId: pmId });
    expect(after.body.data.data.at(-1)?.booking).toMatchObject({ state: 'refused', note: '订单状态已变化，该面试预约已失效' });
  });

  it('refuses a time that has passed since the card was sent', async () => {
    await t.database.db.execute(sql`update orders set stage = 50, stage_tab = 50 where id = ${orderId}`);
    const sent = await sendCard([tomorrow()]);
    const card = sent.body.data.booking;
    if (!card) throw new Error('no card');
    const past = Date.now() - 1000;
    await t.database.db.execute(sql`update chat_bookings set times = ${JSON.stringify([past])}::jsonb where id = ${card.bookingId}`);
    const res = await member.post('/api/easemob/im/booking/pick.json', { bookingId: card.bookingId, time: past });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('该面试时间已过，请联系PM重新预约');
  });
});
