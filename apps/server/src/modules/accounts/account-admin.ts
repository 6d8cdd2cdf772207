import { RoleCode } from '@hh/domain/accounts/role';
import { lowerBound, upperBound } from '@hh/domain/orders/filter-dates';
import type { ConsultantActor } from '../../platform/actor';
import { badRequest, notFound } from '../../platform/errors';

/**
 * Who runs account management, and over what (spec 001 §6 leaves the role open; we decide):
 * the manager runs the firm's teams and accounts; a team leader sees their own team
 * and may rename it and edit its members' names and contacts; anyone else has no such screen,
 * so the routes answer them as missing (404), like any object outside a scope.
 */
export interface AccountAdmin {
  firmId: string;
  actorId: string;
  role: typeof RoleCode.teamLeader | typeof RoleCode.manager;
  /** The team a team leader is limited to (null when they lead none); unused for a manager. */
  teamId: string | null;
}

/** The roles the account screens are open to, and the manager alone (the routes' access). */
export const ACCOUNT_ADMINS = [RoleCode.teamLeader, RoleCode.manager] as const;
export const FIRM_MANAGERS = [RoleCode.manager] as const;

export function accountAdminOf(actor: ConsultantActor): AccountAdmin {
  if (actor.roleCode !== RoleCode.teamLeader && actor.roleCode !== RoleCode.manager) throw notFound();
  return { firmId: actor.firmId, actorId: actor.userId, role: actor.roleCode, teamId: actor.teamId };
}

/** The manager only: the writes that change who works in the firm and with which role. */
export function firmManagerOf(actor: ConsultantActor): AccountAdmin {
  const admin = accountAdminOf(actor);
  if (admin.role !== RoleCode.manager) throw notFound();
  return admin;
}

/**
 * The team a list is limited to: null for a manager (the whole firm), the leader's team for a
 * team leader; `undefined` when a team leader leads no team (the list is empty).
 */
export function restrictedTeam(admin: AccountAdmin): string | null | undefined {
  if (admin.role === RoleCode.manager) return null;
  return admin.teamId ?? undefined;
}

export const TEAM_MISSING = '团队不存在或已解散';
export const ACCOUNT_MISSING = '账号不存在';

/** The date range of the account filters as instants: from the start of the first day to the end of the last (China time). */
export function createdRange(startDate: string | null, endDate: string | null): { createdFrom: Date | null; createdTo: Date | null } {
  const from = lowerBound(startDate);
  const to = upperBound(endDate);
  if ('invalid' in from) throw badRequest('开始日期不正确');
  if ('invalid' in to) throw badRequest('结束日期不正确');
  const createdFrom = 'at' in from ? new Date(from.at) : null;
  const createdTo = 'at' in to ? new Date(to.at) : null;
  if (createdFrom && createdTo && createdFrom > createdTo) throw badRequest('开始日期不能晚于结束日期');
  return { createdFrom, createdTo };
}
