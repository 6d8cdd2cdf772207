import type { RoleCode } from './role';

/**
 * What part of a firm's data a consultant may read (DESIGN.md §5): a member their own,
 * a team leader their team's, a city leader the users bound to them, a manager the firm's.
 */
export type ScopeKind = 'self' | 'team' | 'city' | 'firm';

export const SCOPE_BY_ROLE: Record<RoleCode, ScopeKind> = {
  10: 'self',
  20: 'team',
  25: 'city',
  30: 'firm',
};

/**
 * A resolved scope. `userIds` is the closed list of consultants whose data is visible;
 * `null` means every user of the firm.
 */
export interface DataScope {
  kind: ScopeKind;
  firmId: string;
  actorId: string;
  userIds: readonly string[] | null;
}

export function scopeIncludesUser(scope: DataScope, userId: string): boolean {
  return scope.userIds === null || scope.userIds.includes(userId);
}

/**
 * Narrows a scope to the users a caller picked in a group filter. Ids outside the
 * scope are dropped silently (they answer as missing); an empty pick means the whole scope.
 */
export function narrowScope(scope: DataScope, picked: readonly string[] | undefined): DataScope {
  if (!picked || picked.length === 0) return scope;
  const unique = [...new Set(picked)];
  const userIds = scope.userIds === null ? unique : unique.filter((id) => scope.userIds?.includes(id));
  return { ...scope, userIds };
}
