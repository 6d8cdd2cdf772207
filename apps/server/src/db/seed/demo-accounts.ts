import type { RoleCode, StaffRole } from '@hh/domain/accounts/role';

/** The fixed demo sign-ins listed in the README; every one uses DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'demo123456';

/**
 * The authenticator secret (base32, RFC 6238) every demo staff account is enrolled with, printed in
 * the README: add it to an authenticator app, or print its current code with `node scripts/totp.mjs`.
 * Demo only: a real staff member enrols their own at /ops/security.
 */
export const DEMO_TOTP_SECRET = 'LIETOUDEMOSTAFF2FACTORSECRET7777';

export interface DemoConsultant {
  key: string;
  phone: string;
  cname: string;
  firm: 'xinghe' | 'yuanhang';
  team: 'A' | 'B' | 'Y' | null;
  roleCode: RoleCode;
  email: string;
  weixin: string;
}

export interface DemoStaff {
  key: string;
  phone: string;
  cname: string;
  staffRole: StaffRole;
  email: string;
  weixin: string;
}

export const DEMO_CONSULTANTS: readonly DemoConsultant[] = [
  {
    key: 'xh-manager',
    phone: '13800000030',
    cname: '周明远',
    firm: 'xinghe',
    team: null,
    roleCode: 30,
    email: 'zhoumingyuan@xinghe-hr.cn',
    weixin: 'zmy_xinghe',
  },
  {
    key: 'xh-city',
    phone: '13800000025',
    cname: '吴静怡',
    firm: 'xinghe',
    team: null,
    roleCode: 25,
    email: 'wujingyi@xinghe-hr.cn',
    weixin: 'wjy_hz',
  },
  {
    key: 'xh-leader-a',
    phone: '13800000020',
    cname: '陈志强',
    firm: 'xinghe',
    team: 'A',
    roleCode: 20,
    email: 'chenzhiqiang@xinghe-hr.cn',
    weixin: 'czq_tech',
  },
  {
    key: 'xh-leader-b',
    phone: '13800000021',
    cname: '林晓彤',
    firm: 'xinghe',
    team: 'B',
    roleCode: 20,
    email: 'linxiaotong@xinghe-hr.cn',
    weixin: 'lxt_fin',
  },
  {
    key: 'xh-member-a1',
    phone: '13800000010',
    cname: '王思琪',
    firm: 'xinghe',
    team: 'A',
    roleCode: 10,
    email: 'wangsiqi@xinghe-hr.cn',
    weixin: 'wsq_0310',
  },
  {
    key: 'xh-member-a2',
    phone: '13800000011',
    cname: '刘浩然',
    firm: 'xinghe',
    team: 'A',
    roleCode: 10,
    email: 'liuhaoran@xinghe-hr.cn',
    weixin: 'lhr_hunter',
  },
  {
    key: 'xh-member-b1',
    phone: '13800000012',
    cname: '赵雨欣',
    firm: 'xinghe',
    team: 'B',
    roleCode: 10,
    email: 'zhaoyuxin@xinghe-hr.cn',
    weixin: 'zyx_fin',
  },
  {
    key: 'yh-manager',
    phone: '13900000030',
    cname: '孙卫东',
    firm: 'yuanhang',
    team: null,
    roleCode: 30,
    email: 'sunweidong@yuanhang-search.com',
    weixin: 'swd_yh',
  },
  {
    key: 'yh-member',
    phone: '13900000010',
    cname: '黄佳慧',
    firm: 'yuanhang',
    team: 'Y',
    roleCode: 10,
    email: 'huangjiahui@yuanhang-search.com',
    weixin: 'hjh_yh',
  },
];

/**
 * Demo consultants who joined just now: no candidates or orders, not real-name verified and no
 * enterprise messenger bound, so the shell asks them to verify (the real-name journey signs in
 * as one). Kept out of DEMO_CONSULTANTS so the demo world's data spread stays as it is.
 */
export const DEMO_NEWCOMERS: readonly DemoConsultant[] = [
  {
    key: 'xh-member-b2',
    phone: '13800000013',
    cname: '郑佳宁',
    firm: 'xinghe',
    team: 'B',
    roleCode: 10,
    email: 'zhengjianing@xinghe-hr.cn',
    weixin: 'zjn_fin',
  },
];

export const DEMO_STAFF: readonly DemoStaff[] = [
  { key: 'admin', phone: '13700000000', cname: '平台管理员', staffRole: 'admin', email: 'admin@lietou-platform.cn', weixin: 'hh_admin' },
  { key: 'pm', phone: '13700000001', cname: '郑雅文', staffRole: 'pm', email: 'zhengyawen@lietou-platform.cn', weixin: 'zyw_pm' },
  {
    key: 'assistant',
    phone: '13700000002',
    cname: '何俊杰',
    staffRole: 'assistant',
    email: 'hejunjie@lietou-platform.cn',
    weixin: 'hjj_pma',
  },
  { key: 'bd', phone: '13700000003', cname: '马丽娜', staffRole: 'bd', email: 'malina@lietou-platform.cn', weixin: 'mln_bd' },
  {
    key: 'finance',
    phone: '13700000004',
    cname: '孙静怡',
    staffRole: 'finance',
    email: 'sunjingyi@lietou-platform.cn',
    weixin: 'sjy_fin',
  },
];

/**
 * A staff member who joined just now: no authenticator yet, so the console sends them to
 * 安全设置 to enrol one (the second-factor journey enrols them). Kept out of DEMO_STAFF, which
 * holds one enrolled account per staff role.
 */
export const DEMO_STAFF_NEWCOMERS: readonly DemoStaff[] = [
  { key: 'bd-new', phone: '13700000009', cname: '许嘉言', staffRole: 'bd', email: 'xujiayan@lietou-platform.cn', weixin: 'xjy_bd' },
];
