/**
 * Teams (spec 001 §7 "Account management"): the firm's team list with leaders and member
 * counts, the name check, adding several teams, renaming, dismissing and the team leader.
 * The manager runs them; a team leader sees and renames their own team. Payloads: docs/API.md.
 */
import { teamEndpoints as api } from '@hh/domain/accounts/account-admin.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import { ACCOUNT_ADMINS, accountAdminOf, FIRM_MANAGERS, firmManagerOf } from './account-admin';
import type { TeamsService } from './teams.service';

export function teamsRoutes(router: Router, teams: TeamsService): void {
  router.consultant(api.list, async ({ actor, query }) => ok(await teams.list(accountAdminOf(actor), query)), ACCOUNT_ADMINS);
  router.consultant(
    api.nameExists,
    async ({ actor, body }) => {
      const exist = await teams.nameExists(firmManagerOf(actor), body.groupName);
      return ok({ exist }, exist ? '团队名称已存在' : '团队名称可以使用');
    },
    FIRM_MANAGERS,
  );
  router.consultant(
    api.addBatch,
    async ({ actor, body }) => {
      const created = await teams.addBatch(firmManagerOf(actor), body.groupNames);
      return ok(created, `已添加${created.length}个团队`);
    },
    FIRM_MANAGERS,
  );
  router.consultant(
    api.rename,
    async ({ actor, body }) => {
      await teams.rename(accountAdminOf(actor), body.groupId, body.groupName);
      return ok(null, '团队名称已修改');
    },
    ACCOUNT_ADMINS,
  );
  router.consultant(
    api.dismiss,
    async ({ actor, query }) => {
      const result = await teams.dismiss(firmManagerOf(actor), query.groupId);
      return ok(result, result.moved ? `团队已解散，${result.moved}个账号已移到未分组` : '团队已解散');
    },
    FIRM_MANAGERS,
  );
  router.consultant(
    api.addLeader,
    async ({ actor, query }) => {
      await teams.setLeader(firmManagerOf(actor), 'add', query.groupId, query.userId);
      return ok(null, '团队长已设置');
    },
    FIRM_MANAGERS,
  );
  router.consultant(
    api.changeLeader,
    async ({ actor, query }) => {
      await teams.setLeader(firmManagerOf(actor), 'change', query.groupId, query.userId);
      return ok(null, '团队长已更换');
    },
    FIRM_MANAGERS,
  );
}
