/**
 * Group data for the group filters of the data lists (spec 001 §6–§7 "Groups and users"): the
 * city leader's bound accounts by team, a team's open and closed accounts (team leader: their
 * own), and everyone else's accounts in scope by team. Closed accounts with needClose=true.
 */
import { groupTreeEndpoints as api } from '@hh/domain/accounts/group-tree.endpoints';
import { RoleCode } from '@hh/domain/accounts/role';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { GroupTreeService } from './group-tree.service';

export function groupTreeRoutes(router: Router, trees: GroupTreeService): void {
  router.consultant(api.scopeGroups, async ({ scope, query }) => ok(await trees.scopeGroups(scope, query.needClose)));
  router.consultant(api.teamGroup, async ({ actor, query }) => ok(await trees.teamGroup(actor, query.groupId, query.needClose)), [
    RoleCode.teamLeader,
    RoleCode.manager,
  ]);
  router.consultant(api.cityLeaderGroups, async ({ scope, query }) => ok(await trees.scopeGroups(scope, query.needClose)), [
    RoleCode.cityLeader,
  ]);
}
