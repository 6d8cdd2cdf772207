/** Consultant role codes of the spec (10, 20, 25, 30) and platform staff roles. */
export const RoleCode = {
  member: 10,
  teamLeader: 20,
  cityLeader: 25,
  manager: 30,
} as const;
export type RoleCode = (typeof RoleCode)[keyof typeof RoleCode];

export const ROLE_CODES: readonly RoleCode[] = [10, 20, 25, 30];

export const ROLE_LABELS: Record<RoleCode, string> = {
  10: '顾问',
  20: '团队长',
  25: '城市经理',
  30: '管理员',
};

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'number' && (ROLE_CODES as readonly number[]).includes(value);
}

/** Platform staff work for the operator, never inside a firm. */
export const STAFF_ROLES = ['admin', 'pm', 'assistant', 'bd', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '平台管理员',
  pm: '项目经理',
  assistant: 'PM助理',
  bd: '商务经理',
  finance: '财务',
};

/**
 * The role helpers take any number, not only a RoleCode: the web reads the role from parsed
 * answers (`roleCode: number`), and an unknown code is simply not that role.
 */
type RoleInput = RoleCode | number | null | undefined;

/** Leaders see more than their own data: team leaders, city leaders and managers. */
export function isLeader(role: RoleInput): boolean {
  return role === RoleCode.teamLeader || role === RoleCode.cityLeader || role === RoleCode.manager;
}

export function isManager(role: RoleInput): boolean {
  return role === RoleCode.manager;
}

/** Who may manage accounts (spec 001 §6): team leaders their team, managers the firm. */
export function managesAccounts(role: RoleInput): boolean {
  return role === RoleCode.teamLeader || role === RoleCode.manager;
}

// The home rule lives in home-path.ts so the sign-in page and the web's main entry can load it
// without the role tables (their size budget); it is part of the role rules, hence re-exported.
export { CONSOLE_HOME, homePathOf, WORKSPACE_HOME } from './home-path';
