import type { StaffRole } from './role';

/**
 * The platform console's areas and which staff roles may read and write each (least privilege).
 * Every staff route names its area (apps/server/src/platform/route.ts); a route that changes data
 * needs the area's `write` roles, any other its `read` roles. The console's menu shows an entry only
 * to the roles that may read its area, so the screen and the server cannot disagree.
 *
 * Money does not move on one person's word: in `finance` and `coins`, a write that pays out, fines,
 * adjusts the ledger, sends a bill or changes fee terms is a *request*, and only a different member
 * of `MONEY_APPROVERS` makes it take effect (approvals area). docs/API.md › Staff roles prints this table.
 */
export const CONSOLE_AREAS = [
  'projects',
  'orders',
  'content',
  'complaints',
  'deposits',
  'finance',
  'approvals',
  'coins',
  'trials',
  'outbox',
  'audit',
] as const;
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

export interface ConsoleAreaAccess {
  label: string;
  read: readonly StaffRole[];
  write: readonly StaffRole[];
}

export const CONSOLE_ACCESS: Record<ConsoleArea, ConsoleAreaAccess> = {
  projects: { label: '项目与职位', read: ['admin', 'pm', 'assistant', 'bd'], write: ['admin', 'pm', 'assistant'] },
  orders: { label: '订单流转与面试预约', read: ['admin', 'pm', 'assistant'], write: ['admin', 'pm', 'assistant'] },
  content: { label: '活动、喜报与横幅', read: ['admin', 'pm'], write: ['admin', 'pm'] },
  complaints: { label: '投诉裁定', read: ['admin', 'pm'], write: ['admin', 'pm'] },
  deposits: { label: '业绩考核保证金', read: ['admin', 'pm', 'finance'], write: ['admin', 'finance'] },
  finance: { label: '交付、账单、罚款与收费条款', read: ['admin', 'finance', 'pm'], write: ['admin', 'finance', 'pm'] },
  approvals: { label: '资金审批', read: ['admin', 'finance', 'pm'], write: ['admin', 'finance'] },
  coins: { label: '金币账本', read: ['admin', 'finance'], write: ['admin', 'finance'] },
  trials: { label: '试用申请', read: ['admin', 'bd'], write: ['admin', 'bd'] },
  outbox: { label: '发件箱', read: ['admin'], write: ['admin'] },
  audit: { label: '操作审计', read: ['admin'], write: ['admin'] },
};

/** Who may approve or refuse a money request; never the member who asked (four eyes). */
export const MONEY_APPROVERS: readonly StaffRole[] = ['admin', 'finance'];

export type AccessMode = 'read' | 'write';

export function consoleRoles(area: ConsoleArea, mode: AccessMode): readonly StaffRole[] {
  return CONSOLE_ACCESS[area][mode];
}

/** May a staff member of this role open the area (read) or change data in it (write)? Unknown roles may not. */
export function staffMay(role: string | null | undefined, area: ConsoleArea, mode: AccessMode): boolean {
  return role != null && (CONSOLE_ACCESS[area][mode] as readonly string[]).includes(role);
}
