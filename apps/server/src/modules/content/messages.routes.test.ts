import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysMessages } from '../../db/schema/tables';
import { seedId } from '../../db/seed/seed-ids';
import { newId } from '../../platform/ids';
import { createTestApp, signedIn, type TestApp } from '../../test/test-app';

interface MessageList {
  sysMsgVos: { id: string; title: string; readState: 0 | 1; createTime: number }[];
  totalCount: number;
  hasUnRead: boolean;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Give one member 40 messages, so paging has three pages of 15.
  const userId = seedId('user:xh-member-a2');
  await t.database.db.insert(sysMessages).values(
    Array.from({ length: 35 }, (_, i) => ({
      id: newId(),
      userId,
      type: 'order',
      title: `订单进展通知 ${i + 1}`,
      content: '候选人状态已更新。',
      createdAt: new Date(Date.now() - (100 + i) * 86_400_000),
      readAt: new Date(),
    })),
  );
});
afterAll(() => t.close());

describe('GET /api/lietou/sysLog/list', () => {
  it('lists the caller’s messages newest first, 15 a page, with the total and the unread flag', async () => {
    const member = await signedIn(t.app, '13800000011');
    const first = await member.get<MessageList>('/api/lietou/sysLog/list', { pageNo: '1' });
    expect(first.body.data.totalCount).toBe(40);
    expect(first.body.data.sysMsgVos).toHaveLength(15);
    expect(first.body.data.hasUnRead).toBe(true);
    expect(first.body.data.sysMsgVos[0]?.title).toBe('结算单已生成');
    const times = first.body.data.sysMsgVos.map((m) => m.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const third = await member.get<MessageList>('/api/lietou/sysLog/list', { pageNo: '3' });
    expect(third.body.data.sysMsgVos).toHaveLength(10);
    const beyond = await member.get<MessageList>('/api/lietou/sysLog/list', { pageNo: '9' });
    expect(beyond.body.data.sysMsgVos).toEqual([]);
  });

  it('caps the page size at 15', async () => {
    const member = await signedIn(t.app, '13800000011');
    const result = await member.get('/api/lietou/sysLog/list', { pageNo: '1', pageSize: '500' });
    expect(result.status).toBe(422);
    expect(result.body.message).toBe('每页最多15条');
  });

  it('shows nobody another user’s messages', async () => {
    const other = await signedIn(t.app, '13900000010');
    const result = await other.get<MessageList>('/api/lietou/sysLog/list');
    expect(result.body.data.totalCount).toBe(5);
    expect(result.body.data.sysMsgVos.every((m) => !m.title.startsWith('订单进展通知'))).toBe(true);
  });
});

describe('the console’s 消息中心', () => {
  it('shows platform staff only staff messages, never a consultant’s reminders', async () => {
    for (const phone of ['13700000000', '13700000001', '13700000002', '13700000003']) {
      const staff = await signedIn(t.app, phone);
      const list = await staff.get<MessageList & { sysMsgVos: { content: string }[] }>('/api/lietou/sysLog/list');
      expect(list.body.data.totalCount, phone).toBeGreaterThan(0);
      for (const m of list.body.data.sysMsgVos) expect(m.content, phone).not.toMatch(/您推荐的候选人|实名认证|企业微信|结算管理中核对/);
    }
  });
});

describe('POST /api/lietou/sysLog/read', () => {
  it('marks one message read, then all, and the unread flag clears', async () => {
    const member = await signedIn(t.app, '13800000020');
    const before = await member.get<MessageList>('/api/lietou/sysLog/list');
    const unread = before.body.data.sysMsgVos.filter((m) => m.readState === 0);
    expect(unread).toHaveLength(3);

    const one = await member.post<{ updated: number }>('/api/lietou/sysLog/read', { ids: [unread[0]?.id] });
    expect(one.body.data.updated).toBe(1);
    const mid = await member.get<MessageList>('/api/lietou/sysLog/list');
    expect(mid.body.data.sysMsgVos.find((m) => m.id === unread[0]?.id)?.readState).toBe(1);
    expect(mid.body.data.hasUnRead).toBe(true);

    const all = await member.post<{ updated: number }>('/api/lietou/sysLog/read', { all: true });
    expect(all.body.data.updated).toBe(2);
    const after = await member.get<MessageList>('/api/lietou/sysLog/list');
    expect(after.body.data.hasUnRead).toBe(false);
  });

  it('cannot touch another user’s message', async () => {
    const owner = await signedIn(t.app, '13800000021');
    const list = await owner.get<MessageList>('/api/lietou/sysLog/list');
    const target = list.body.data.sysMsgVos.find((m) => m.readState === 0);
    const stranger = await signedIn(t.app, '13900000030');
    const result = await stranger.post<{ updated: number }>('/api/lietou/sysLog/read', { ids: [target?.id, 'not-an-id'] });
    expect(result.body.data.updated).toBe(0);
    const again = await owner.get<MessageList>('/api/lietou/sysLog/list');
    expect(again.body.data.sysMsgVos.find((m) => m.id === target?.id)?.readState).toBe(0);
  });

  it('refuses more than 100 ids with a Chinese message', async () => {
    const member = await signedIn(t.app, '13800000020');
    const result = await member.post('/api/lietou/sysLog/read', { ids: Array.from({ length: 101 }, () => newId()) });
    expect(result.status).toBe(422);
    expect(result.body.message).toBe('一次最多标记100条');
  });
});

describe('version notice', () => {
  it('is unread until the user reads it, per user', async () => {
    const member = await signedIn(t.app, '13800000010');
    const notice = await member.get<{ id: string; version: string; readState: number; content: string }>('/api/lietou/sysLog/upgradeMsg');
    expect(notice.body.data).toMatchObject({ version: '2.6.0', readState: 0 });
    expect(notice.body.data.content).toContain('\n');

    const read = await member.post(`/api/lietou/sysLog/upgradeMsg/read/${notice.body.data.id}`);
    expect(read.body.state).toBe(1);
    const twice = await member.post(`/api/lietou/sysLog/upgradeMsg/read/${notice.body.data.id}`);
    expect(twice.body.state).toBe(1);
    expect((await member.get<{ readState: number }>('/api/lietou/sysLog/upgradeMsg')).body.data.readState).toBe(1);

    const colleague = await signedIn(t.app, '13800000012');
    expect((await colleague.get<{ readState: number }>('/api/lietou/sysLog/upgradeMsg')).body.data.readState).toBe(0);
  });

  it.each(['not-an-id', newId()])('answers an unknown notice %s as missing', async (id) => {
    const member = await signedIn(t.app, '13800000010');
    const result = await member.post(`/api/lietou/sysLog/upgradeMsg/read/${id}`);
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('版本公告不存在');
  });
});
