import { describe, expect, it } from 'vitest';
import { activeMenuKey, buildWorkspaceMenu, type MenuSubject, menuLeaves, PUBLIC_MENU } from './menu';

const base: MenuSubject = {
  roleCode: 10,
  companyNature: null,
  shareResumeLibOpenStatus: false,
  lagouResumeOpenStatus: false,
  companyResumeOpenStatus: false,
};
const labels = (subject: Partial<MenuSubject>) => menuLeaves(buildWorkspaceMenu({ ...base, ...subject })).map((i) => i.label);

describe('buildWorkspaceMenu', () => {
  it.each([
    {
      role: 10,
      has: ['我的人才', '我的订单', '面试反馈'],
      lacks: ['组内人才', '全部人才', '组内订单', '全部订单', '结算管理', '账号管理'],
    },
    { role: 20, has: ['组内人才', '组内订单', '账号管理'], lacks: ['全部人才', '全部订单', '结算管理'] },
    { role: 25, has: ['全部人才', '全部订单'], lacks: ['组内人才', '组内订单', '结算管理', '账号管理'] },
    { role: 30, has: ['全部人才', '全部订单', '结算管理', '账号管理'], lacks: ['组内人才', '组内订单'] },
  ] as const)('role $role', ({ role, has, lacks }) => {
    const got = labels({ roleCode: role });
    for (const label of has) expect(got).toContain(label);
    for (const label of lacks) expect(got).not.toContain(label);
  });

  it('puts 结算管理 last for a manager whose firm has no nature', () => {
    expect(labels({ roleCode: 30 }).at(-1)).toBe('结算管理');
  });

  it('puts 账号管理 just before 个人中心 and leads it to the account management screen', () => {
    const leaves = menuLeaves(buildWorkspaceMenu({ ...base, roleCode: 20 }));
    const at = leaves.findIndex((i) => i.key === 'accounts');
    expect(leaves[at]).toMatchObject({ label: '账号管理', path: '/index/accounts' });
    expect(leaves[at + 1]?.key).toBe('myInfo');
  });

  it('gives no 结算管理 to a manager whose firm has a nature', () => {
    expect(labels({ roleCode: 30, companyNature: 1 })).not.toContain('结算管理');
  });

  it.each([
    [{ shareResumeLibOpenStatus: true }, ['共享简历库']],
    [{ lagouResumeOpenStatus: true }, ['人才搜索']],
    [{ companyResumeOpenStatus: true }, ['简历库']],
    [{ shareResumeLibOpenStatus: true, lagouResumeOpenStatus: true, companyResumeOpenStatus: true }, ['共享简历库', '人才搜索', '简历库']],
  ])('flags %o add %o', (flags, added) => {
    const without = labels({});
    const got = labels(flags);
    expect(got.filter((l) => !without.includes(l))).toEqual(added);
  });

  it.each([null, 0, 99])('role %s gets the public menu', (roleCode) => {
    expect(buildWorkspaceMenu({ ...base, roleCode: roleCode as never })).toEqual(PUBLIC_MENU);
  });

  it('marks my orders with the red-dot badge', () => {
    const mine = menuLeaves(buildWorkspaceMenu(base)).find((i) => i.key === 'mybills');
    expect(mine?.badge).toBe('redDotTotal');
  });
});

describe('activeMenuKey', () => {
  const menu = buildWorkspaceMenu({ ...base, roleCode: 30 });
  it.each([
    ['/index/bills/allbills', 'allbills'],
    ['/index/bills/mybills', 'mybills'],
    ['/index/recuit/myRecruit', 'myRecruit'],
    ['/index/positions/abc', 'positions'],
    ['/index/unknown', 'dashboard'],
  ])('%s → %s', (path, key) => {
    expect(activeMenuKey(menu, path)).toBe(key);
  });
});
