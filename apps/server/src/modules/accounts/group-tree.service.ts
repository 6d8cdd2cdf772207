import { groupUsersByTeam, type LeaderGroup, type TreeMember, type UserGroup } from '@hh/domain/accounts/group-tree';
import { RoleCode } from '@hh/domain/accounts/role';
import type { DataScope } from '@hh/domain/accounts/scope';
import type { ConsultantActor } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { isId } from '../../platform/ids';
import { TEAM_MISSING } from './account-admin';
import type { TeamsRepository } from './teams.repository';
import type { UsersRepository } from './users.repository';

type MemberRow = Awaited<ReturnType<UsersRepository['treeMembers']>>[number];

function treeMember(row: MemberRow): TreeMember {
  return {
    id: row.id,
    cname: row.cname,
    teamId: row.teamId,
    teamName: row.teamName,
    teamOrder: row.teamCreatedAt?.getTime() ?? 0,
    status: row.status,
  };
}

/**
 * The group data of the data lists' group filters (spec 001 §6): every tree holds only the
 * accounts of the caller's data scope, so a list narrowed to picked users can never be widened.
 */
export class GroupTreeService {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
  ) {}

  /** all/user/with/group and cityPm/bindUser/withGroup: the accounts of the caller's scope (resolved by the route), by team. */
  async scopeGroups(scope: DataScope, needClose: boolean): Promise<UserGroup[]> {
    const rows = await this.users.for(scope).treeMembers(scope.userIds);
    return groupUsersByTeam(rows.map(treeMember), needClose);
  }

  /**
   * group/user/list: one team's accounts, open and closed apart. A team leader gets their own
   * team (another team answers as missing); a manager any team of the firm.
   */
  async teamGroup(actor: ConsultantActor, groupId: string | undefined, needClose: boolean): Promise<LeaderGroup> {
    const teamId = this.reachableTeam(actor, groupId);
    const team = teamId ? await this.teams.for(actor).find(teamId) : undefined;
    if (!team) throw notFound(TEAM_MISSING);
    const members = (await this.users.for(actor).treeMembers(null, team.id)).map(treeMember);
    const [open] = groupUsersByTeam(members, false);
    const closed = needClose
      ? groupUsersByTeam(
          members.filter((m) => m.status === 'closed'),
          true,
        )[0]
      : undefined;
    return { groupId: team.id, groupName: team.name, openUsers: open?.users ?? [], closeUsers: closed?.users ?? [] };
  }

  private reachableTeam(actor: ConsultantActor, groupId: string | undefined): string | null {
    const wanted = groupId || actor.teamId;
    if (!wanted || !isId(wanted)) return null;
    if (actor.roleCode === RoleCode.teamLeader && wanted !== actor.teamId) return null;
    return wanted;
  }
}
