import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // One closed account in team A, for the closed groups.
  const manager = await signedIn(t.app, '13800000030');
  expect((await manager.get('/api/lietou/close/user', { userId: seedId('user:xh-member-a2') })).body.state).toBe(1);
});
afterAll(() => t.close());

interface Group {
  groupId: string;
  groupName: string;
  users: { id: string; cname: string }[];
}
const names = (groups: Group[]) =>
  groups.map((g) => [
    g.groupId === seedId('team:A') ? 'A' : g.groupId === seedId('team:B') ? 'B' : g.groupId,
    g.groupName,
    g.users.map((u) => u.cname),
  ]);

describe('GET /api/lietou/all/user/with/group', () => {
  it('gives the manager the firm by team, the team-less, and the closed accounts group with needClose', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const result = await manager.get<Group[]>('/api/lietou/all/user/with/group', { needClose: 'true' });
    expect(names(result.body.data)).toEqual([
      ['A', '互联网技术组', ['陈志强', '王思琪']],
      ['B', '金融财务组', ['林晓彤', '赵雨欣', '郑佳宁']],
      ['0', '未分组', ['吴静怡', '周明远']],
      ['-11', '已关闭账号组', ['刘浩然']],
    ]);
  });

  it('leaves the closed accounts out without needClose', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const result = await manager.get<Group[]>('/api/lietou/all/user/with/group');
    expect(result.body.data.map((g) => g.groupId)).not.toContain('-11');
  });

  it('gives a member their own node only, and another firm its own accounts', async () => {
    const member = await signedIn(t.app, '13800000012');
    expect(names((await member.get<Group[]>('/api/lietou/all/user/with/group', { needClose: 'true' })).body.data)).toEqual([
      ['B', '金融财务组', ['赵雨欣']],
    ]);
    const other = await signedIn(t.app, '13900000030');
    const theirs = await other.get<Group[]>('/api/lietou/all/user/with/group', { needClose: 'true' });
    expect(theirs.body.data.flatMap((g) => g.users.map((u) => u.cname)).sort()).toEqual(['孙卫东', '黄佳慧'].sort());
  });
});

describe('GET /api/lietou/group/user/list', () => {
  it('gives a team leader their own team, open and closed accounts apart', async () => {
    const leader = await signedIn(t.app, '13800000020');
    const result = await leader.get<{ groupId: string; groupName: string; openUsers: Group['users']; closeUsers: Group['users'] }>(
      '/api/lietou/group/user/list',
      { needClose: 'true' },
    );
    expect(result.body.data.groupId).toBe(seedId('team:A'));
    expect(result.body.data.groupName).toBe('互联网技术组');
    expect(result.body.data.openUsers.map((u) => u.cname)).toEqual(['陈志强', '王思琪']);
    expect(result.body.data.closeUsers.map((u) => u.cname)).toEqual(['刘浩然']);
    const withoutClosed = await leader.get<{ closeUsers: unknown[] }>('/api/lietou/group/user/list', { groupId: seedId('team:A') });
    expect(withoutClosed.body.data.closeUsers).toEqual([]);
  });

  it('answers a team leader asking for another team as missing', async () => {
    const leader = await signedIn(t.app, '13800000020');
    const result = await leader.get('/api/lietou/group/user/list', { groupId: seedId('team:B'), needClose: 'true' });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('团队不存在或已解散');
  });

  it('gives the manager any team of the firm, and never another firm’s', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const b = await manager.get<{ openUsers: Group['users'] }>('/api/lietou/group/user/list', { groupId: seedId('team:B') });
    expect(b.body.data.openUsers.map((u) => u.cname)).toEqual(['林晓彤', '赵雨欣', '郑佳宁']);
    expect((await manager.get('/api/lietou/group/user/list', { groupId: seedId('team:Y') })).status).toBe(404);
    expect((await manager.get('/api/lietou/group/user/list')).status).toBe(404);
  });

  it('is not for members or city leaders', async () => {
    for (const phone of ['13800000010', '13800000025']) {
      expect((await (await signedIn(t.app, phone)).get('/api/lietou/group/user/list')).status).toBe(404);
    }
  });
});

describe('GET /api/lietou/cityPm/bindUser/withGroup', () => {
  it('gives the city leader their bound accounts by team, themselves, and the closed ones with needClose', async () => {
    const city = await signedIn(t.app, '13800000025');
    const result = await city.get<Group[]>('/api/lietou/cityPm/bindUser/withGroup', { needClose: 'true' });
    expect(names(result.body.data)).toEqual([
      ['A', '互联网技术组', ['陈志强', '王思琪']],
      ['B', '金融财务组', ['林晓彤', '赵雨欣', '郑佳宁']],
      ['0', '未分组', ['吴静怡']],
      ['-11', '已关闭账号组', ['刘浩然']],
    ]);
  });

  it('is the city leader’s only', async () => {
    expect((await (await signedIn(t.app, '13800000030')).get('/api/lietou/cityPm/bindUser/withGroup')).status).toBe(404);
  });
});
