import { isManager, isRoleCode, managesAccounts, RoleCode } from './role';

/**
 * The workspace side menu of spec 001 §6. Role 20 gets the group entries (组内人才,
 * 组内订单), 25 and 30 the all entries (全部人才, 全部订单), a member the base menu; the
 * firm's resume-library flags add 共享简历库, 人才搜索 and 简历库; 20 and 30 get 账号管理;
 * a manager of a firm with no nature gets 结算管理 last. Anyone without a consultant role gets the public menu.
 */
export interface MenuItem {
  key: string;
  label: string;
  path?: string;
  badge?: 'redDotTotal';
  children?: MenuItem[];
}

export interface MenuSubject {
  roleCode: RoleCode | null;
  companyNature: number | null;
  shareResumeLibOpenStatus: boolean;
  lagouResumeOpenStatus: boolean;
  companyResumeOpenStatus: boolean;
}

/** The account management screen; the spec names no address for it. */
export const ACCOUNTS_PATH = '/index/accounts';
/** The interview feedback list; the spec names no address for it. */
export const INTERVIEWS_PATH = '/index/interviews';

export const PUBLIC_MENU: readonly MenuItem[] = [
  { key: 'home', label: '首页', path: '/index' },
  { key: 'products', label: '产品', path: '/products' },
  { key: 'solutions', label: '解决方案', path: '/solutions' },
  { key: 'cases', label: '案例', path: '/cases' },
  { key: 'research', label: '研究院', path: '/research' },
  { key: 'about', label: '关于我们', path: '/about' },
];

export function buildWorkspaceMenu(subject: MenuSubject): MenuItem[] {
  const role = subject.roleCode;
  if (!isRoleCode(role)) return [...PUBLIC_MENU];

  const wide = role === RoleCode.cityLeader || role === RoleCode.manager;
  const talent: MenuItem[] = [
    { key: 'uploadResume', label: '上传简历', path: '/index/recuit/uploadResume' },
    { key: 'myRecruit', label: '我的人才', path: '/index/recuit/myRecruit' },
  ];
  const bills: MenuItem[] = [{ key: 'mybills', label: '我的订单', path: '/index/bills/mybills', badge: 'redDotTotal' }];
  if (role === RoleCode.teamLeader || wide) {
    talent.push({ key: 'allRecruit', label: wide ? '全部人才' : '组内人才', path: '/index/recuit/allRecruit' });
    bills.push({ key: 'allbills', label: wide ? '全部订单' : '组内订单', path: '/index/bills/allbills' });
  }
  // Interview feedback had no entry of its own (issue 23 §8): reachable only from a button on the order list.
  bills.push({ key: 'interviews', label: '面试反馈', path: INTERVIEWS_PATH });
  // Complaints between firms are about orders (spec 000 §2): every consultant files and answers them.
  bills.push({ key: 'complaints', label: '投诉管理', path: '/index/complaints' });

  const menu: MenuItem[] = [
    { key: 'dashboard', label: '工作台', path: '/index/dashboard' },
    { key: 'positions', label: '职位管理', path: '/index/positions' },
    { key: 'recuit', label: '人才管理', children: talent },
    { key: 'bills', label: '订单管理', children: bills },
    { key: 'businessdata', label: '业务数据', path: '/index/businessdata' },
  ];
  // Calling (spec 001 §2): the call log and the calling settings, for every consultant.
  menu.push({
    key: 'calls',
    label: '电话外呼',
    children: [
      { key: 'callLogs', label: '通话记录', path: '/index/callLogs' },
      { key: 'callSettings', label: '呼叫设置', path: '/index/callSettings' },
    ],
  });
  if (subject.shareResumeLibOpenStatus) menu.push({ key: 'shareResume', label: '共享简历库', path: '/index/shareResume' });
  if (subject.lagouResumeOpenStatus) menu.push({ key: 'talentSearch', label: '人才搜索', path: '/index/talentSearch' });
  if (subject.companyResumeOpenStatus) menu.push({ key: 'resumeLibrary', label: '简历库', path: '/index/resumeLibrary' });
  // Account management (spec 001 §2): the manager runs the firm's accounts, a team leader sees their team's.
  if (managesAccounts(role)) menu.push({ key: 'accounts', label: '账号管理', path: ACCOUNTS_PATH });
  menu.push({ key: 'myInfo', label: '个人中心', path: '/index/myInfo' });
  if (isManager(role) && subject.companyNature === null) {
    // Delivery data (issue 20) sits just before 结算管理, which stays last (spec 001 §6).
    menu.push({ key: 'deliveryData', label: '交付数据', path: '/index/deliveryData' });
    menu.push({ key: 'settlement', label: '结算管理', path: '/index/settlement' });
  }
  return menu;
}

/** Flattens the menu to its leaf entries, in order: the active item defaults to the first. */
export function menuLeaves(menu: readonly MenuItem[]): MenuItem[] {
  return menu.flatMap((item) => (item.children ? menuLeaves(item.children) : [item]));
}

/** The leaf whose path is the longest prefix of the current path; the first leaf when none matches. */
export function activeMenuKey(menu: readonly MenuItem[], pathname: string): string | undefined {
  const leaves = menuLeaves(menu);
  let best: MenuItem | undefined;
  for (const leaf of leaves) {
    if (leaf.path && (pathname === leaf.path || pathname.startsWith(`${leaf.path}/`))) {
      if (!best?.path || leaf.path.length > best.path.length) best = leaf;
    }
  }
  return (best ?? leaves[0])?.key;
}
