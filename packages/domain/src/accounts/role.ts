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
export const STAFF_ROLES = ['admin', 'pm', 'assistant', 'bd'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '平台管理员',
  pm: '项目经理',
  assistant: 'PM助理',
  bd: '商务经理',
};
