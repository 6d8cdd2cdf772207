import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../db/seed/seed-ids';
import { createTestApp, signedIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/commonUserInfo/myInfoData.json', () => {
  it.each([
    { phone: '13800000030', roleCode: 30, roleName: '管理员', nature: null, flags: [true, true, true], group: null },
    { phone: '13800000025', roleCode: 25, roleName: '城市经理', nature: null, flags: [true, true, true], group: null },
    { phone: '13800000020', roleCode: 20, roleName: '团队长', nature: null, flags: [true, true, true], group: '互联网技术组' },
    { phone: '13800000012', roleCode: 10, roleName: '顾问', nature: null, flags: [true, true, true], group: '金融财务组' },
    { phone: '13900000030', roleCode: 30, roleName: '管理员', nature: 1, flags: [true, false, false], group: null },
    { phone: '13700000001', roleCode: null, roleName: '项目经理', nature: null, flags: [false, false, false], group: null },
  ])('answers $phone as role $roleCode ($roleName)', async ({ phone, roleCode, roleName, nature, flags, group }) => {
    const caller = await signedIn(t.app, phone);
    const result = await caller.get<{
      user: { lietouCompanyNature: number | null; groupName: string | null; roleCode: number | null };
      roleCode: number | null;
      roleName: string;
      resumeLibraryOpenStatusVo: Record<string, boolean>;
    }>('/api/commonUserInfo/myInfoData.json');
    const data = result.body.data;
    expect(data.roleCode).toBe(roleCode);
    expect(data.user.roleCode).toBe(roleCode);
    expect(data.roleName).toBe(roleName);
    expect(data.user.lietouCompanyNature).toBe(nature);
    expect(data.user.groupName).toBe(group);
    expect(data.resumeLibraryOpenStatusVo).toEqual({
      shareResumeLibOpenStatus: flags[0],
      lagouResumeOpenStatus: flags[1],
      companyResumeOpenStatus: flags[2],
    });
  });
});

describe('ScopeService', () => {
  const user = (key: string) => seedId(`user:${key}`);
  it.each([
    { phone: '13800000010', kind: 'self', users: ['xh-member-a1'] },
    { phone: '13800000020', kind: 'team', users: ['xh-leader-a', 'xh-member-a1', 'xh-member-a2'] },
    { phone: '13800000021', kind: 'team', users: ['xh-leader-b', 'xh-member-b1', 'xh-member-b2'] },
    {
      phone: '13800000025',
      kind: 'city',
      users: ['xh-city', 'xh-leader-a', 'xh-leader-b', 'xh-member-a1', 'xh-member-a2', 'xh-member-b1', 'xh-member-b2'],
    },
    { phone: '13800000030', kind: 'firm', users: null },
    { phone: '13900000010', kind: 'self', users: ['yh-member'] },
  ])('$phone reads $kind data', async ({ phone, kind, users }) => {
    const caller = await signedIn(t.app, phone);
    const me = await caller.get<{ user: { id: string } }>('/api/commonUserInfo/myInfoData.json');
    const actor = await t.app.services.sessions.resolve(caller.cookie?.split('=')[1] ?? '');
    expect(actor?.userId).toBe(me.body.data.user.id);
    const scope = await t.app.services.scopes.resolve(actor as NonNullable<typeof actor>);
    expect(scope.kind).toBe(kind);
    expect(scope.userIds === null ? null : [...scope.userIds].sort()).toEqual(users === null ? null : users.map(user).sort());
  });

  it('refuses platform staff a firm scope', async () => {
    const caller = await signedIn(t.app, '13700000000');
    const actor = await t.app.services.sessions.resolve(caller.cookie?.split('=')[1] ?? '');
    await expect(t.app.services.scopes.resolve(actor as NonNullable<typeof actor>)).rejects.toMatchObject({ state: 4030 });
  });
});
