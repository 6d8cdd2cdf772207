import type { AccountStatus } from './account-admin.schema';
import { RoleCode } from './role';

/**
 * The rules that keep a firm's roles and teams consistent (spec 001 §4: accounts opened and
 * closed, city leaders set and unset, leaders added and changed). Every rule answers the
 * Chinese sentence the manager reads, or null when the change may go ahead; the server checks
 * them inside the transaction that writes, the web uses them to explain a disabled action.
 */
export interface AccountFacts {
  id: string;
  cname: string;
  roleCode: RoleCode;
  teamId: string | null;
  status: AccountStatus;
  /** The live team this account leads, if any. */
  leadsTeam: { id: string; name: string } | null;
}

export interface TeamFacts {
  id: string;
  name: string;
  leaderId: string | null;
  leaderName: string | null;
}

/** Adding or editing an account: may it have this role in this team? `before` is null for a new account. */
export function accountChangeProblem(input: {
  actorId: string;
  before: AccountFacts | null;
  roleCode: RoleCode;
  team: TeamFacts | null;
}): string | null {
  const { actorId, before, roleCode, team } = input;
  if (before && before.id === actorId && roleCode !== before.roleCode) return '不能修改自己的角色';
  if (roleCode === RoleCode.teamLeader && !team) return '团队长需要选择所在的团队';
  if (roleCode === RoleCode.teamLeader && team?.leaderId && team.leaderId !== before?.id) {
    return `「${team.name}」已有团队长${team.leaderName ?? ''}，请通过更换团队长调整`;
  }
  if (before?.leadsTeam) {
    if (team?.id !== before.leadsTeam.id) return `该账号是「${before.leadsTeam.name}」的团队长，请先更换团队长再调整团队`;
    if (roleCode !== RoleCode.teamLeader && roleCode !== RoleCode.manager)
      return `该账号是「${before.leadsTeam.name}」的团队长，请先更换团队长再调整角色`;
  }
  return null;
}

export function closeProblem(actorId: string, target: AccountFacts): string | null {
  if (target.id === actorId) return '不能关闭自己的账号';
  if (target.status === 'closed') return '该账号已关闭';
  if (target.leadsTeam) return `该账号是「${target.leadsTeam.name}」的团队长，请先更换团队长再关闭`;
  if (target.roleCode === RoleCode.cityLeader) return '该账号是城市经理，请先取消城市经理再关闭';
  return null;
}

export function openProblem(target: AccountFacts): string | null {
  return target.status === 'open' ? '该账号已是开通状态' : null;
}

export type LeaderMode = 'add' | 'change';

export function leaderProblem(mode: LeaderMode, team: TeamFacts, candidate: AccountFacts): string | null {
  if (candidate.status === 'closed') return '该账号已关闭，不能设为团队长';
  if (candidate.leadsTeam?.id === team.id) return '该账号已是本团队的团队长';
  if (candidate.leadsTeam) return `该账号已是「${candidate.leadsTeam.name}」的团队长`;
  if (candidate.roleCode === RoleCode.cityLeader) return '城市经理不能兼任团队长，请先取消城市经理';
  if (mode === 'add' && team.leaderId) return `「${team.name}」已有团队长，请使用更换团队长`;
  if (mode === 'change' && !team.leaderId) return `「${team.name}」还没有团队长，请使用添加团队长`;
  return null;
}

/** A manager who leads a team stays a manager; anyone else becomes a team leader. */
export function roleAsLeader(role: RoleCode): RoleCode {
  return role === RoleCode.manager ? RoleCode.manager : RoleCode.teamLeader;
}

/** A team leader who stops leading becomes a member; a manager stays a manager. */
export function roleAfterLeading(role: RoleCode): RoleCode {
  return role === RoleCode.teamLeader ? RoleCode.member : role;
}

export function cityPmProblem(candidate: AccountFacts): string | null {
  if (candidate.status === 'closed') return '该账号已关闭';
  if (candidate.roleCode === RoleCode.cityLeader) return '该账号已是城市经理';
  if (candidate.roleCode === RoleCode.manager) return '管理员可查看全公司数据，无需设为城市经理';
  if (candidate.leadsTeam) return `该账号是「${candidate.leadsTeam.name}」的团队长，请先更换团队长`;
  return null;
}

export function unsetCityPmProblem(target: AccountFacts): string | null {
  return target.roleCode === RoleCode.cityLeader ? null : '该账号不是城市经理';
}

/** Binding accounts to a city leader: only open city leaders, and only members and team leaders are bound. */
export function cityBindingProblem(cityPm: AccountFacts, users: readonly AccountFacts[]): string | null {
  if (cityPm.roleCode !== RoleCode.cityLeader) return '只能给城市经理绑定顾问';
  if (cityPm.status === 'closed') return '该城市经理的账号已关闭';
  const wrong = users.find((u) => u.roleCode === RoleCode.cityLeader || u.roleCode === RoleCode.manager);
  if (wrong) return `${wrong.cname}是${wrong.roleCode === RoleCode.cityLeader ? '城市经理' : '管理员'}，只能绑定顾问和团队长`;
  return null;
}
