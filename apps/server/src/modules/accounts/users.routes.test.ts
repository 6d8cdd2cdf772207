import { ACTIVE_STAGES } from '@hh/domain/orders/order-stage';
import { and, count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, cityLeaderBindings, orders, users } from '../../db/schema/tables';
import { seedId } from '../../db/seed/seed-ids';
import { Caller, createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Account {
  id: string;
  cname: string;
  phone: string;
  roleCode: number;
  roleName: string;
  groupName: string | null;
  isLeader: boolean;
  status: 'open' | 'closed';
  cityPms: { id: string; cname: string }[];
  boundCount: number;
}
interface Page {
  pageData: Account[];
  totalCount: number;
}

const user = (key: string) => seedId(`user:${key}`);
const TEAM_A = seedId('team:A');
const userRow = (id: string) =>
  t.database.db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((r) => r[0]);
const XINGHE_COUNT = 8;

async function addAccount(manager: Caller, body: Record<string, unknown>) {
  const result = await manager.post<{ id: string }>('/api/lietou/add/user', {
    password: 'start2024',
    roleCode: 10,
    groupId: null,
    ...body,
  });
  expect(result.body.message).toBe('账号已开通');
  return result.body.data.id;
}

describe('POST /api/lietou/user/list', () => {
  it('pages the firm’s accounts 10 at a time, newest first, with roles, teams and city leaders', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const result = await manager.post<Page>('/api/lietou/user/list', { date: null, phone: null, currentPage: 1, pageSize: 10 });
    expect(result.body.state).toBe(1);
    expect(result.body.data.totalCount).toBe(XINGHE_COUNT);
    const a1 = result.body.data.pageData.find((a) => a.phone === '13800000010');
    expect(a1).toMatchObject({ cname: '王思琪', roleName: '顾问', groupName: '互联网技术组', isLeader: false, status: 'open' });
    expect(a1?.cityPms.map((p) => p.cname)).toEqual(['吴静怡']);
    expect(result.body.data.pageData.find((a) => a.phone === '13800000020')?.isLeader).toBe(true);
    expect(result.body.data.pageData.find((a) => a.phone === '13800000025')?.boundCount).toBe(6);
  });

  it.each([
    [{ phone: '0000002' }, ['13800000020', '13800000021', '13800000025']],
    [{ phone: null }, null],
    [{ phone: '13900000030' }, []],
    [{ date: { startDate: '2800-01-01', endDate: null } }, []],
  ])('filters by %o', async (filter, phones) => {
    const manager = await signedIn(t.app, '13800000030');
    const result = await manager.post<Page>('/api/lietou/user/list', { currentPage: 1, pageSize: 10, date: null, phone: null, ...filter });
    if (phones === null) expect(result.body.data.totalCount).toBe(XINGHE_COUNT);
    else expect(result.body.data.pageData.map((a) => a.phone).sort()).toEqual(phones);
  });

  it('pages: the second page of 5 holds the rest', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const page2 = await manager.post<Page>('/api/lietou/user/list', { currentPage: 2, pageSize: 5 });
    expect(page2.body.data.pageData).toHaveLength(XINGHE_COUNT - 5);
    expect(page2.body.data.totalCount).toBe(XINGHE_COUNT);
  });

  it('gives a team leader their own team only', async () => {
    const leader = await signedIn(t.app, '13800000020');
    const result = await leader.post<Page>('/api/lietou/user/list', {});
    expect(result.body.data.pageData.map((a) => a.phone).sort()).toEqual(['13800000010', '13800000011', '13800000020']);
  });

  it.each([
    [{ phone: 'abc' }, '手机号只能输入数字'],
    [{ pageSize: 500 }, '每页最多50条'],
    [{ date: { startDate: '2024/01/01' } }, '开始日期格式应为YYYY-MM-DD'],
  ])('refuses %o', async (body, message) => {
    const manager = await signedIn(t.app, '13800000030');
    const result = await manager.post('/api/lietou/user/list', body);
    expect(result.status).toBe(422);
    expect(result.body.message).toBe(message);
  });

  it('answers a member as missing, and another firm with its own accounts only', async () => {
    expect((await (await signedIn(t.app, '13800000010')).post('/api/lietou/user/list', {})).status).toBe(404);
    const other = await (await signedIn(t.app, '13900000030')).post<Page>('/api/lietou/user/list', {});
    expect(other.body.data.pageData.map((a) => a.phone).sort()).toEqual(['13900000010', '13900000030']);
  });
});

describe('the pickers', () => {
  it('query/normal/user lists the open members (顾问) in reach', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const result = await manager.get<Account[]>('/api/lietou/query/normal/user');
    expect(result.body.data.map((a) => a.phone).sort()).toEqual(['13800000010', '13800000011', '13800000012', '13800000013']);
    const leader = await signedIn(t.app, '13800000021');
    const own = await leader.get<Account[]>('/api/lietou/query/normal/user');
    expect(own.body.data.map((a) => a.phone).sort()).toEqual(['13800000012', '13800000013']);
  });

  it('query/all/user lists every open account in reach, closed ones with needClose', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const all = await manager.get<{ id: string }[]>('/api/lietou/query/all/user');
    expect(all.body.data).toHaveLength(XINGHE_COUNT);
    expect((await manager.get('/api/lietou/query/all/user', { needClose: 'maybe' })).status).toBe(422);
  });
});

describe('opening and editing accounts', () => {
  it('opens an account that signs in with its initial password', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const id = await addAccount(manager, { cname: '冯一鸣', phone: '136 1111 0001', groupId: TEAM_A, email: 'fym@xinghe-hr.cn' });
    expect(await userRow(id)).toMatchObject({
      phone: '13611110001',
      roleCode: 10,
      teamId: TEAM_A,
      firmId: seedId('firm:xinghe'),
      status: 'open',
    });
    const caller = new Caller(t.app);
    const signIn = await caller.signIn('13611110001', 'start2024');
    expect(signIn.body.data.userId).toBe(id);
  });

  it('opens a team leader of a leaderless team as its leader', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const team = await manager.post<{ id: string }[]>('/api/lietou/add/group/batch', { groupNames: ['猎聘一组'] });
    const teamId = team.body.data[0]?.id as string;
    const id = await addAccount(manager, { cname: '冯二', phone: '13611110002', roleCode: 20, groupId: teamId });
    const list = await manager.get<{ id: string; leaderId: string }[]>('/api/lietou/group/list');
    expect(list.body.data.find((r) => r.id === teamId)?.leaderId).toBe(id);
  });

  it.each([
    [{ cname: '重复', phone: '13800000010' }, 409, '该手机号已注册，请换一个手机号'],
    [{ cname: '员工', phone: '13700000001' }, 409, '该手机号已注册，请换一个手机号'],
    [{ cname: '弱密码', phone: '13611110003', password: '123456' }, 422, '密码需为8-32位，且同时包含字母和数字'],
    [{ cname: '', phone: '13611110003' }, 422, '请输入姓名'],
    [{ cname: '坏号', phone: '1234' }, 422, '手机号格式不正确'],
    [{ cname: '坏角色', phone: '13611110003', roleCode: 99 }, 422, '角色只能是顾问、团队长、城市经理或管理员'],
    [
      { cname: '抢组长', phone: '13611110003', roleCode: 20, groupId: TEAM_A },
      409,
      '「互联网技术组」已有团队长陈志强，请通过更换团队长调整',
    ],
    [{ cname: '无组长', phone: '13611110003', roleCode: 20 }, 409, '团队长需要选择所在的团队'],
    [{ cname: '外组', phone: '13611110003', groupId: seedId('team:Y') }, 404, '团队不存在或已解散'],
  ])('refuses %o and opens nothing', async (body, status, message) => {
    const manager = await signedIn(t.app, '13800000030');
    const [before] = await t.database.db.select({ n: count() }).from(users);
    const result = await manager.post('/api/lietou/add/user', { password: 'start2024', roleCode: 10, groupId: null, ...body });
    expect(result.status).toBe(status);
    expect(result.body.message).toBe(message);
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('answers a member or a team leader opening accounts as missing', async () => {
    for (const phone of ['13800000010', '13800000020']) {
      const caller = await signedIn(t.app, phone);
      const result = await caller.post('/api/lietou/add/user', {
        cname: '越权',
        phone: '13611110009',
        password: 'start2024',
        roleCode: 10,
      });
      expect(result.status).toBe(404);
    }
    expect(await t.database.db.select().from(users).where(eq(users.phone, '13611110009'))).toEqual([]);
  });

  it('lets the manager edit an account; a new password ends its sessions', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const id = await addAccount(manager, { cname: '褚一', phone: '13611110010' });
    const session = new Caller(t.app);
    await session.signIn('13611110010', 'start2024');
    const edit = await manager.post('/api/lietou/modify/user', {
      id,
      cname: '褚一鸣',
      phone: '13611110010',
      roleCode: 10,
      groupId: TEAM_A,
      email: '',
      weixin: 'cym_1',
    });
    expect(edit.body).toMatchObject({ state: 1, message: '账号信息已保存' });
    expect(await userRow(id)).toMatchObject({ cname: '褚一鸣', teamId: TEAM_A, weixin: 'cym_1', email: null });
    // The edit refreshed the cached session: the account sees its new name and team at once.
    const me = await session.get<{ user: { cname: string; groupName: string } }>('/api/commonUserInfo/myInfoData.json');
    expect(me.body.data.user).toMatchObject({ cname: '褚一鸣', groupName: '互联网技术组' });

    await manager.post('/api/lietou/modify/user', {
      id,
      cname: '褚一鸣',
      phone: '13611110010',
      roleCode: 10,
      groupId: TEAM_A,
      password: 'reset2024x',
    });
    expect((await session.get('/api/commonUserInfo/myInfoData.json')).body.state).toBe(-1);
    await new Caller(t.app).signIn('13611110010', 'reset2024x');
  });

  it('lets a team leader edit the name and contacts of their own team’s members only', async () => {
    const leader = await signedIn(t.app, '13800000020');
    const base = {
      id: user('xh-member-a1'),
      cname: '王思琪',
      phone: '13800000010',
      roleCode: 10,
      groupId: TEAM_A,
      email: 'wangsiqi@xinghe-hr.cn',
    };
    const ok = await leader.post('/api/lietou/modify/user', { ...base, weixin: 'wsq_new' });
    expect(ok.body.state).toBe(1);
    expect((await userRow(user('xh-member-a1')))?.weixin).toBe('wsq_new');

    const promote = await leader.post('/api/lietou/modify/user', { ...base, roleCode: 30 });
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe('团队长只能修改组员的姓名、邮箱和微信');
    const password = await leader.post('/api/lietou/modify/user', { ...base, password: 'hijack2024' });
    expect(password.status).toBe(403);

    const other = await leader.post('/api/lietou/modify/user', {
      ...base,
      id: user('xh-member-b1'),
      phone: '13800000012',
      groupId: seedId('team:B'),
    });
    expect(other.status).toBe(404);
    expect((await userRow(user('xh-member-b1')))?.roleCode).toBe(10);
  });

  it.each([
    ['changing one’s own role', 'xh-manager', { roleCode: 10, phone: '13800000030', groupId: null }, '不能修改自己的角色'],
    [
      'moving a team leader out of the team',
      'xh-leader-b',
      { roleCode: 20, phone: '13800000021', groupId: null },
      '团队长需要选择所在的团队',
    ],
    [
      'making a team leader a member',
      'xh-leader-b',
      { roleCode: 10, phone: '13800000021', groupId: seedId('team:B') },
      '该账号是「金融财务组」的团队长，请先更换团队长再调整角色',
    ],
    [
      'taking another account’s phone',
      'xh-member-b1',
      { roleCode: 10, phone: '13800000010', groupId: seedId('team:B') },
      '该手机号已注册，请换一个手机号',
    ],
  ])('refuses %s', async (_name, key, change, message) => {
    const manager = await signedIn(t.app, '13800000030');
    const before = await userRow(user(key));
    const result = await manager.post('/api/lietou/modify/user', { id: user(key), cname: before?.cname, ...change });
    expect(result.body.message).toBe(message);
    expect(await userRow(user(key))).toEqual(before);
  });

  it('answers a manager editing another firm’s account as missing', async () => {
    const other = await signedIn(t.app, '13900000030');
    const result = await other.post('/api/lietou/modify/user', {
      id: user('xh-member-a2'),
      cname: '改名',
      phone: '13800000011',
      roleCode: 10,
    });
    expect(result.status).toBe(404);
    expect((await userRow(user('xh-member-a2')))?.cname).toBe('刘浩然');
  });
});

describe('closing and reopening accounts', () => {
  it('closes an account: every session ends at once, sign-in is refused, candidates and orders stay and can be handed over', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const id = user('xh-member-a2');
    const first = await signedIn(t.app, '13800000011', '10.9.0.1');
    const second = await signedIn(t.app, '13800000011', '10.9.0.2');
    expect((await first.get('/api/commonUserInfo/myInfoData.json')).body.state).toBe(1);
    const owned = async () => {
      const [c] = await t.database.db.select({ n: count() }).from(candidates).where(eq(candidates.ownerId, id));
      const [o] = await t.database.db.select({ n: count() }).from(orders).where(eq(orders.hunterId, id));
      return [c?.n, o?.n];
    };
    const before = await owned();
    expect(before[0]).toBeGreaterThan(0);
    expect(before[1]).toBeGreaterThan(0);

    const result = await manager.get('/api/lietou/close/user', { userId: id });
    expect(result.body).toMatchObject({ state: 1, message: '账号已关闭，该账号的登录已全部失效' });
    expect(await userRow(id)).toMatchObject({ status: 'closed' });
    expect((await userRow(id))?.closedAt).toBeInstanceOf(Date);
    for (const caller of [first, second]) {
      const me = await caller.get('/api/commonUserInfo/myInfoData.json');
      expect(me.status).toBe(401);
      expect(me.body.state).toBe(-1);
    }
    const again = await new Caller(t.app, '10.9.0.3').call('POST', '/api/login.json', {
      body: { phone: '13800000011', password: 'demo123456' },
      requesttime: null,
    });
    expect(again.body.message).toBe('账号已关闭，请联系公司管理员');
    expect(await owned()).toEqual(before);

    const list = await manager.post<Page>('/api/lietou/user/list', { status: 'closed' });
    expect(list.body.data.pageData.map((a) => a.id)).toEqual([id]);

    const [order] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.hunterId, id), inArray(orders.stage, [...ACTIVE_STAGES])))
      .limit(1);
    const moved = await manager.post<{ moved: number }>('/api/position/manager/switch/hunter', {
      orderId: order?.id,
      hunterId: user('xh-member-a1'),
    });
    expect(moved.body.data.moved).toBe(1);

    const reopen = await manager.get('/api/lietou/open/user', { userId: id });
    expect(reopen.body).toMatchObject({ state: 1, message: '账号已重新开通' });
    await signedIn(t.app, '13800000011', '10.9.0.4');
    expect((await manager.get('/api/lietou/open/user', { userId: id })).body.message).toBe('该账号已是开通状态');
  });

  it('ends the account’s sessions cached by another instance at once, through the shared store', async () => {
    // A second instance on the same database and store, as behind a load balancer.
    const other = await createTestApp({ databaseUrl: t.databaseUrl, store: t.store });
    try {
      const manager = await signedIn(t.app, '13800000030');
      const id = await addAccount(manager, { cname: '卫二', phone: '13611110030' });
      const there = new Caller(other.app);
      await there.signIn('13611110030', 'start2024');
      // Read once there, so that instance holds the session in its 30-second cache.
      expect((await there.get('/api/commonUserInfo/myInfoData.json')).body.state).toBe(1);
      expect((await manager.get('/api/lietou/close/user', { userId: id })).body.state).toBe(1);
      const after = await there.get('/api/commonUserInfo/myInfoData.json');
      expect(after.body.state).toBe(-1);
    } finally {
      await other.close();
    }
  });

  it.each([
    ['oneself', '13800000030', 'xh-manager', 409, '不能关闭自己的账号'],
    ['a team leader', '13800000030', 'xh-leader-a', 409, '该账号是「互联网技术组」的团队长，请先更换团队长再关闭'],
    ['a city leader', '13800000030', 'xh-city', 409, '该账号是城市经理，请先取消城市经理再关闭'],
    ['another firm’s account', '13900000030', 'xh-member-b1', 404, '账号不存在'],
    ['as a team leader', '13800000020', 'xh-member-a1', 404, '数据不存在或已删除'],
    ['as a member', '13800000010', 'xh-member-a2', 404, '数据不存在或已删除'],
  ])('refuses closing %s', async (_name, phone, key, status, message) => {
    const caller = await signedIn(t.app, phone);
    const result = await caller.get('/api/lietou/close/user', { userId: user(key) });
    expect(result.status).toBe(status);
    expect(result.body.message).toBe(message);
    expect((await userRow(user(key)))?.status).toBe('open');
  });
});

describe('city leaders', () => {
  const bound = (leaderId: string) =>
    t.database.db
      .select({ userId: cityLeaderBindings.userId })
      .from(cityLeaderBindings)
      .where(eq(cityLeaderBindings.leaderId, leaderId))
      .then((rows) => rows.map((r) => r.userId).sort());

  it('sets a city leader with bound accounts, rebinds them, and unsets them', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const id = await addAccount(manager, { cname: '蒋城', phone: '13611110020' });
    const set = await manager.post('/api/lietou/set/city/pm', { userId: id, userIds: [user('xh-member-a1')] });
    expect(set.body).toMatchObject({ state: 1, message: '已设为城市经理' });
    expect((await userRow(id))?.roleCode).toBe(25);
    expect(await bound(id)).toEqual([user('xh-member-a1')]);

    const city = new Caller(t.app);
    await city.signIn('13611110020', 'start2024');
    const tree = await city.get<{ users: { id: string }[] }[]>('/api/lietou/cityPm/bindUser/withGroup', { needClose: 'true' });
    expect(tree.body.data.flatMap((g) => g.users.map((u) => u.id)).sort()).toEqual([id, user('xh-member-a1')].sort());

    const rebind = await manager.post('/api/lietou/cityPm/bind/userList', {
      cityPmId: id,
      userIds: [user('xh-member-b1'), user('xh-leader-b')],
    });
    expect(rebind.body).toMatchObject({ state: 1, message: '已绑定2个账号' });
    expect(await bound(id)).toEqual([user('xh-member-b1'), user('xh-leader-b')].sort());

    const unset = await manager.get('/api/lietou/unset/city/pm', { userId: id });
    expect(unset.body.message).toBe('已取消城市经理');
    expect((await userRow(id))?.roleCode).toBe(10);
    expect(await bound(id)).toEqual([]);
    expect((await manager.get('/api/lietou/unset/city/pm', { userId: id })).body.message).toBe('该账号不是城市经理');
  });

  it.each([
    ['a manager as bound account', { cityPmId: 'xh-city', userIds: ['xh-manager'] }, 409, '周明远是管理员，只能绑定顾问和团队长'],
    ['another firm’s account', { cityPmId: 'xh-city', userIds: ['yh-member'] }, 404, '账号不存在'],
    ['to a member', { cityPmId: 'xh-member-a1', userIds: ['xh-member-b1'] }, 409, '只能给城市经理绑定顾问'],
  ])('refuses binding %s and keeps the bindings', async (_name, body, status, message) => {
    const manager = await signedIn(t.app, '13800000030');
    const before = await bound(user('xh-city'));
    const result = await manager.post('/api/lietou/cityPm/bind/userList', {
      cityPmId: user(body.cityPmId),
      userIds: body.userIds.map(user),
    });
    expect(result.status).toBe(status);
    expect(result.body.message).toBe(message);
    expect(await bound(user('xh-city'))).toEqual(before);
  });

  it('refuses a team leader as city leader, and the city writes to anyone but the manager', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const leader = await manager.post('/api/lietou/set/city/pm', { userId: user('xh-leader-a') });
    expect(leader.body.message).toBe('该账号是「互联网技术组」的团队长，请先更换团队长');
    const city = await signedIn(t.app, '13800000025');
    expect((await city.post('/api/lietou/set/city/pm', { userId: user('xh-member-a1') })).status).toBe(404);
    expect((await city.post('/api/lietou/cityPm/bind/userList', { cityPmId: user('xh-city'), userIds: [] })).status).toBe(404);
  });
});

describe('GET /api/lietou/export/user/list/excel', () => {
  async function rowsOf(buffer: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows: string[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    return rows;
  }

  it('exports the filtered accounts as a real .xlsx', async () => {
    const manager = await signedIn(t.app, '13800000030');
    const result = await manager.get('/api/lietou/export/user/list/excel', { phone: '1380000002' });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toContain('spreadsheetml');
    expect(String(result.headers['content-disposition'])).toContain(encodeURIComponent('顾问列表'));
    const rows = await rowsOf(result.raw.rawPayload);
    expect(rows[0]?.slice(0, 6)).toEqual(['姓名', '手机号', '角色', '团队', '城市经理', '状态']);
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['13800000020', '13800000021', '13800000025']);
    expect(rows.find((r) => r[1] === '13800000025')?.[3]).toBe('未分组');
  });

  it('exports a team leader’s own team only, and nothing to a member', async () => {
    const leader = await signedIn(t.app, '13800000021');
    const rows = await rowsOf((await leader.get('/api/lietou/export/user/list/excel')).raw.rawPayload);
    expect(
      rows
        .slice(1)
        .map((r) => r[1])
        .sort(),
    ).toEqual(['13800000012', '13800000013', '13800000021']);
    expect((await (await signedIn(t.app, '13800000012')).get('/api/lietou/export/user/list/excel')).status).toBe(404);
  });
});
