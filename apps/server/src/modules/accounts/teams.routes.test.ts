import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, users } from '../../db/schema/tables';
import { seedId } from '../../db/seed/seed-ids';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Team {
  id: string;
  groupName: string;
  leaderId: string | null;
  leaderName: string | null;
  memberCount: number;
  closedCount: number;
}

const TEAM_A = seedId('team:A');
const TEAM_B = seedId('team:B');
const user = (key: string) => seedId(`user:${key}`);
const teamRow = (id: string) =>
  t.database.db
    .select()
    .from(teams)
    .where(eq(teams.id, id))
    .then((r) => r[0]);
const userRow = (id: string) =>
  t.database.db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((r) => r[0]);

describe('GET /api/lietou/group/list', () => {
  it('gives the manager every team of the firm with its leader and member counts, oldest first', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const result = await manager.get<Team[]>('/api/lietou/group/list');
    expect(result.body.state).toBe(1);
    expect(result.body.data.map((r) => [r.groupName, r.leaderName, r.memberCount, r.closedCount])).toEqual([
      ['互联网技术组', '陈志强', 3, 0],
      ['金融财务组', '林晓彤', 3, 0],
    ]);
  });

  it('gives a team leader their own team only', async () => {
    const leader = await signedIn(t.app, '13800000021');
    const result = await leader.get<Team[]>('/api/lietou/group/list');
    expect(result.body.data.map((r) => r.id)).toEqual([TEAM_B]);
  });

  it('narrows by a member phone and by the creation date', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const byPhone = await manager.get<Team[]>('/api/lietou/group/list', { phone: '13800000012' });
    expect(byPhone.body.data.map((r) => r.groupName)).toEqual(['金融财务组']);
    const future = await manager.get<Team[]>('/api/lietou/group/list', { startDate: '2800-01-01' });
    expect(future.body.data).toEqual([]);
    const bad = await manager.get('/api/lietou/group/list', { startDate: '2024-13-45' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('开始日期不正确');
  });

  it.each(['13800000010', '13800000025'])('answers %s (no account management) as missing', async (phone) => {
    const caller = await signedIn(t.app, phone);
    const result = await caller.get('/api/lietou/group/list');
    expect(result.status).toBe(404);
    expect(result.body.state).toBe(4040);
  });

  it('never shows another firm its teams', async () => {
    const other = await signedIn(t.app, '13900000030');
    const result = await other.get<Team[]>('/api/lietou/group/list');
    expect(result.body.data.map((r) => r.groupName)).toEqual(['智能制造组']);
  });
});

describe('team names', () => {
  it('checks whether a name is taken in the firm', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const taken = await manager.post<{ exist: boolean }>('/api/lietou/check/groupName/exit', { groupName: ' 互联网技术组 ' });
    expect(taken.body).toMatchObject({ state: 1, data: { exist: true }, message: '团队名称已存在' });
    const free = await manager.post<{ exist: boolean }>('/api/lietou/check/groupName/exit', { groupName: '新能源组' });
    expect(free.body.data.exist).toBe(false);
    // Another firm's team name is free here.
    const elsewhere = await manager.post<{ exist: boolean }>('/api/lietou/check/groupName/exit', { groupName: '智能制造组' });
    expect(elsewhere.body.data.exist).toBe(false);
  });

  it('adds several teams at once', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const result = await manager.post<{ id: string; groupName: string }[]>('/api/lietou/add/group/batch', {
      groupNames: ['医疗健康组', '消费零售组'],
    });
    expect(result.body).toMatchObject({ state: 1, message: '已添加2个团队' });
    const list = await manager.get<Team[]>('/api/lietou/group/list');
    expect(list.body.data.map((r) => r.groupName)).toEqual(expect.arrayContaining(['医疗健康组', '消费零售组']));
    expect(list.body.data.find((r) => r.groupName === '医疗健康组')).toMatchObject({ leaderId: null, memberCount: 0 });
  });

  it.each([
    [{ groupNames: ['甲组', '甲组'] }, 422, '团队名称「甲组」重复了'],
    [{ groupNames: ['乙组', '金融财务组'] }, 409, '团队名称已存在：金融财务组'],
    [{ groupNames: [] }, 422, '请至少输入一个团队名称'],
    [{ groupNames: ['一个特别特别特别特别特别特别特别长的团队名称'] }, 422, '团队名称不能超过20个字'],
  ])('refuses %o and writes nothing', async (body, status, message) => {
    const manager = await signedIn(t.app, '13800000030');
    const before = await t.database.db.select().from(teams);
    const result = await manager.post('/api/lietou/add/group/batch', body);
    expect(result.status).toBe(status);
    expect(result.body.message).toBe(message);
    expect(await t.database.db.select().from(teams)).toHaveLength(before.length);
  });

  it('refuses team leaders and members the writes of the firm', async () => {
    for (const phone of ['13800000020', '13800000010']) {
      const caller = await signedIn(t.app, phone);
      expect((await caller.post('/api/lietou/add/group/batch', { groupNames: ['越权组'] })).status).toBe(404);
      expect((await caller.post('/api/lietou/check/groupName/exit', { groupName: '越权组' })).status).toBe(404);
    }
  });
});

describe('POST /api/lietou/modify/group', () => {
  it('lets the manager rename a team, and signed-in members see the new name at once', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const member = await signedIn(t.app, '13800000012');
    expect((await member.get<{ user: { groupName: string } }>('/api/commonUserInfo/myInfoData.json')).body.data.user.groupName).toBe(
      '金融财务组',
    );
    const result = await manager.post('/api/lietou/modify/group', { groupId: TEAM_B, groupName: '金融财务一组' });
    expect(result.body).toMatchObject({ state: 1, message: '团队名称已修改' });
    expect((await member.get<{ user: { groupName: string } }>('/api/commonUserInfo/myInfoData.json')).body.data.user.groupName).toBe(
      '金融财务一组',
    );
    await manager.post('/api/lietou/modify/group', { groupId: TEAM_B, groupName: '金融财务组' });
  });

  it('lets a team leader rename their own team', async () => {
    const leader = await signedIn(t.app, '13800000020');
    expect((await leader.post('/api/lietou/modify/group', { groupId: TEAM_A, groupName: '互联网研发组' })).body.state).toBe(1);
    expect((await teamRow(TEAM_A))?.name).toBe('互联网研发组');
    await leader.post('/api/lietou/modify/group', { groupId: TEAM_A, groupName: '互联网技术组' });
  });

  it('answers a team leader renaming another team as missing, and renames nothing', async () => {
    const leader = await signedIn(t.app, '13800000020');
    const result = await leader.post('/api/lietou/modify/group', { groupId: TEAM_B, groupName: '被改名' });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('团队不存在或已解散');
    expect((await teamRow(TEAM_B))?.name).toBe('金融财务组');
  });

  it('answers another firm renaming this firm’s team as missing', async () => {
    const other = await signedIn(t.app, '13900000030');
    const result = await other.post('/api/lietou/modify/group', { groupId: TEAM_A, groupName: '被改名' });
    expect(result.status).toBe(404);
    expect((await teamRow(TEAM_A))?.name).toBe('互联网技术组');
  });

  it.each([
    [{ groupId: TEAM_A, groupName: '金融财务组' }, 409, '团队名称「金融财务组」已存在'],
    [{ groupId: TEAM_A, groupName: '' }, 422, '请输入团队名称'],
    [{ groupId: 'not-a-team', groupName: '随便' }, 404, '团队不存在或已解散'],
  ])('refuses %o', async (body, status, message) => {
    const manager = await signedIn(t.app, '13800000030');
    const result = await manager.post('/api/lietou/modify/group', body);
    expect(result.status).toBe(status);
    expect(result.body.message).toBe(message);
  });
});

describe('team leaders and dismissing', () => {
  async function newTeam(name: string) {
    const manager = await signedIn(t.app, '13800000030');
    const created = await manager.post<{ id: string }[]>('/api/lietou/add/group/batch', { groupNames: [name] });
    return { manager, teamId: created.body.data[0]?.id as string };
  }

  async function newMember(manager: Awaited<ReturnType<typeof signedIn>>, phone: string, cname: string, groupId: string | null) {
    const added = await manager.post<{ id: string }>('/api/lietou/add/user', {
      cname,
      phone,
      password: 'start2024',
      roleCode: 10,
      groupId,
    });
    expect(added.body.state).toBe(1);
    return added.body.data.id;
  }

  it('adds a leader (who joins the team), refuses a second add, and changes the leader', async () => {
    const { manager, teamId } = await newTeam('新能源组');
    const first = await newMember(manager, '13612340001', '钱一', null);
    const second = await newMember(manager, '13612340002', '钱二', teamId);

    const add = await manager.get('/api/lietou/add/group/leader', { groupId: teamId, userId: first });
    expect(add.body).toMatchObject({ state: 1, message: '团队长已设置' });
    expect(await userRow(first)).toMatchObject({ roleCode: 20, teamId });
    expect((await teamRow(teamId))?.leaderId).toBe(first);

    const again = await manager.get('/api/lietou/add/group/leader', { groupId: teamId, userId: second });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('「新能源组」已有团队长，请使用更换团队长');

    const change = await manager.get('/api/lietou/change/group/leader', { groupId: teamId, userId: second });
    expect(change.body).toMatchObject({ state: 1, message: '团队长已更换' });
    expect(await userRow(first)).toMatchObject({ roleCode: 10, teamId });
    expect(await userRow(second)).toMatchObject({ roleCode: 20, teamId });
    expect((await teamRow(teamId))?.leaderId).toBe(second);

    // The new leader's scope is the team at once: their session was refreshed.
    const leader = new Caller(t.app);
    await leader.signIn('13612340002', 'start2024');
    const own = await leader.get<Team[]>('/api/lietou/group/list');
    expect(own.body.data.map((r) => [r.groupName, r.memberCount])).toEqual([['新能源组', 2]]);
  });

  it.each([
    ['the leader of another team', () => user('xh-leader-a'), '该账号已是「互联网技术组」的团队长'],
    ['the city leader', () => user('xh-city'), '城市经理不能兼任团队长，请先取消城市经理'],
  ])('refuses %s as leader', async (_name, who, message) => {
    const { manager, teamId } = await newTeam(`组${Math.random().toString(36).slice(2, 8)}`);
    const result = await manager.get('/api/lietou/add/group/leader', { groupId: teamId, userId: who() });
    expect(result.status).toBe(409);
    expect(result.body.message).toBe(message);
    expect((await teamRow(teamId))?.leaderId).toBeNull();
  });

  it('answers another firm’s account or team as missing', async () => {
    const { manager, teamId } = await newTeam('跨公司组');
    const stranger = await manager.get('/api/lietou/add/group/leader', { groupId: teamId, userId: user('yh-member') });
    expect(stranger.status).toBe(404);
    const other = await signedIn(t.app, '13900000030');
    const foreignTeam = await other.get('/api/lietou/change/group/leader', { groupId: TEAM_A, userId: user('yh-member') });
    expect(foreignTeam.status).toBe(404);
    expect((await teamRow(TEAM_A))?.leaderId).toBe(user('xh-leader-a'));
  });

  it('dismisses a team: its accounts become team-less, its leader a member, and its name is free again', async () => {
    const { manager, teamId } = await newTeam('临时项目组');
    const lead = await newMember(manager, '13612340011', '孙一', teamId);
    const member = await newMember(manager, '13612340012', '孙二', teamId);
    await manager.get('/api/lietou/add/group/leader', { groupId: teamId, userId: lead });

    const refused = await (await signedIn(t.app, '13800000020')).get('/api/lietou/remove/group', { groupId: teamId });
    expect(refused.status).toBe(404);

    const result = await manager.get<{ moved: number }>('/api/lietou/remove/group', { groupId: teamId });
    expect(result.body).toMatchObject({ state: 1, data: { moved: 2 }, message: '团队已解散，2个账号已移到未分组' });
    expect(await userRow(lead)).toMatchObject({ roleCode: 10, teamId: null });
    expect(await userRow(member)).toMatchObject({ teamId: null });
    expect((await teamRow(teamId))?.dismissedAt).not.toBeNull();
    const list = await manager.get<Team[]>('/api/lietou/group/list');
    expect(list.body.data.map((r) => r.groupName)).not.toContain('临时项目组');
    expect((await manager.post('/api/lietou/add/group/batch', { groupNames: ['临时项目组'] })).body.state).toBe(1);
    const twice = await manager.get('/api/lietou/remove/group', { groupId: teamId });
    expect(twice.status).toBe(404);
  });
});
