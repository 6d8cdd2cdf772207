/**
 * Consultant accounts (spec 001 §7 "Account management"; spec 000 §7 "Coins and users"): the
 * paged list, the pickers, opening, editing, closing and reopening accounts, city leaders and
 * their bound accounts, and the Excel export. Payloads: docs/API.md.
 */
import { userEndpoints as api } from '@hh/domain/accounts/account-admin.endpoints';
import { ok } from '../../platform/envelope';
import { sendFile, XLSX_TYPE } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import { ACCOUNT_ADMINS, accountAdminOf, FIRM_MANAGERS, firmManagerOf } from './account-admin';
import type { CityPmsService } from './city-pms.service';
import type { UserChangesService } from './user-changes.service';
import type { UsersService } from './users.service';

export interface UsersRoutesDeps {
  users: UsersService;
  changes: UserChangesService;
  cityPms: CityPmsService;
}

export function usersRoutes(router: Router, { users, changes, cityPms }: UsersRoutesDeps): void {
  router.consultant(api.page, async ({ actor, body }) => ok(await users.page(accountAdminOf(actor), body)), ACCOUNT_ADMINS);
  router.consultant(
    api.allUsers,
    async ({ actor, query }) => ok(await users.allUsers(accountAdminOf(actor), query.needClose)),
    ACCOUNT_ADMINS,
  );
  router.consultant(api.normalUsers, async ({ actor, query }) => ok(await users.normalUsers(accountAdminOf(actor), query)), ACCOUNT_ADMINS);
  router.consultant(
    api.exportExcel,
    async ({ actor, query, reply }) => {
      const buffer = await users.exportExcel(accountAdminOf(actor), query);
      const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      return sendFile(reply, { buffer, fileName: `顾问列表-${day}.xlsx`, contentType: XLSX_TYPE });
    },
    ACCOUNT_ADMINS,
  );
  router.consultant(api.add, async ({ actor, body }) => ok(await changes.add(firmManagerOf(actor), body), '账号已开通'), FIRM_MANAGERS);
  router.consultant(
    api.modify,
    async ({ actor, body }) => {
      await changes.modify(accountAdminOf(actor), body);
      return ok(null, '账号信息已保存');
    },
    ACCOUNT_ADMINS,
  );
  router.consultant(
    api.close,
    async ({ actor, query }) => {
      await changes.close(firmManagerOf(actor), query.userId);
      return ok(null, '账号已关闭，该账号的登录已全部失效');
    },
    FIRM_MANAGERS,
  );
  router.consultant(
    api.open,
    async ({ actor, query }) => {
      await changes.open(firmManagerOf(actor), query.userId);
      return ok(null, '账号已重新开通');
    },
    FIRM_MANAGERS,
  );
  router.consultant(
    api.setCityLeader,
    async ({ actor, body }) => {
      await cityPms.set(firmManagerOf(actor), body.userId, body.userIds);
      return ok(null, '已设为城市经理');
    },
    FIRM_MANAGERS,
  );
  router.consultant(
    api.unsetCityLeader,
    async ({ actor, query }) => {
      await cityPms.unset(firmManagerOf(actor), query.userId);
      return ok(null, '已取消城市经理');
    },
    FIRM_MANAGERS,
  );
  router.consultant(
    api.bindToCityLeader,
    async ({ actor, body }) => {
      const result = await cityPms.bindUsers(firmManagerOf(actor), body.cityPmId, body.userIds);
      return ok(result, `已绑定${result.bound}个账号`);
    },
    FIRM_MANAGERS,
  );
}
