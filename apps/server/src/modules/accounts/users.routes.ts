/**
 * Consultant accounts (spec 001 §7 "Account management"; spec 000 §7 "Coins and users"): the
 * paged list, the pickers, opening, editing, closing and reopening accounts, city leaders and
 * their bound accounts, and the Excel export. Payloads: docs/API.md.
 */
import {
  accountListSchema,
  accountPageSchema,
  accountQuerySchema,
  addUserSchema,
  allUserQuerySchema,
  bindCityPmUsersSchema,
  modifyUserSchema,
  setCityPmSchema,
  userIdQuerySchema,
  userListBodySchema,
  userOptionListSchema,
} from '@hh/domain/accounts/account-admin.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { Actor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { sendFile, XLSX_TYPE } from '../../platform/file-reply';
import { accountAdminOf, firmManagerOf } from './account-admin';
import type { CityPmsService } from './city-pms.service';
import type { UserChangesService } from './user-changes.service';
import type { UsersService } from './users.service';

const leaders = { access: access.consultant([20, 30]) };
const managers = { access: access.consultant([30]) };
const actorOf = (request: { actor: unknown }) => request.actor as Actor;
const done = envelopeOf(z.null());

export const usersRoutes = (deps: { users: UsersService; changes: UserChangesService; cityPms: CityPmsService }): FastifyPluginAsyncZod =>
  async function usersPlugin(app) {
    const { users, changes, cityPms } = deps;
    app.post(
      '/api/lietou/user/list',
      { config: leaders, schema: { body: userListBodySchema, response: { 200: envelopeOf(accountPageSchema) } } },
      async (request) => ok(await users.page(accountAdminOf(actorOf(request)), request.body)),
    );
    app.get(
      '/api/lietou/query/all/user',
      { config: leaders, schema: { querystring: allUserQuerySchema, response: { 200: envelopeOf(userOptionListSchema) } } },
      async (request) => ok(await users.allUsers(accountAdminOf(actorOf(request)), request.query.needClose)),
    );
    app.get(
      '/api/lietou/query/normal/user',
      { config: leaders, schema: { querystring: accountQuerySchema, response: { 200: envelopeOf(accountListSchema) } } },
      async (request) => ok(await users.normalUsers(accountAdminOf(actorOf(request)), request.query)),
    );
    app.get(
      '/api/lietou/export/user/list/excel',
      { config: leaders, schema: { querystring: accountQuerySchema } },
      async (request, reply) => {
        const buffer = await users.exportExcel(accountAdminOf(actorOf(request)), request.query);
        const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
        return sendFile(reply, { buffer, fileName: `顾问列表-${day}.xlsx`, contentType: XLSX_TYPE });
      },
    );
    app.post(
      '/api/lietou/add/user',
      { config: managers, schema: { body: addUserSchema, response: { 200: envelopeOf(z.object({ id: z.string() })) } } },
      async (request) => ok(await changes.add(firmManagerOf(actorOf(request)), request.body), '账号已开通'),
    );
    app.post(
      '/api/lietou/modify/user',
      { config: leaders, schema: { body: modifyUserSchema, response: { 200: done } } },
      async (request) => {
        await changes.modify(accountAdminOf(actorOf(request)), request.body);
        return ok(null, '账号信息已保存');
      },
    );
    app.get(
      '/api/lietou/close/user',
      { config: managers, schema: { querystring: userIdQuerySchema, response: { 200: done } } },
      async (request) => {
        await changes.close(firmManagerOf(actorOf(request)), request.query.userId);
        return ok(null, '账号已关闭，该账号的登录已全部失效');
      },
    );
    app.get(
      '/api/lietou/open/user',
      { config: managers, schema: { querystring: userIdQuerySchema, response: { 200: done } } },
      async (request) => {
        await changes.open(firmManagerOf(actorOf(request)), request.query.userId);
        return ok(null, '账号已重新开通');
      },
    );
    app.post(
      '/api/lietou/set/city/pm',
      { config: managers, schema: { body: setCityPmSchema, response: { 200: done } } },
      async (request) => {
        await cityPms.set(firmManagerOf(actorOf(request)), request.body.userId, request.body.userIds);
        return ok(null, '已设为城市经理');
      },
    );
    app.get(
      '/api/lietou/unset/city/pm',
      { config: managers, schema: { querystring: userIdQuerySchema, response: { 200: done } } },
      async (request) => {
        await cityPms.unset(firmManagerOf(actorOf(request)), request.query.userId);
        return ok(null, '已取消城市经理');
      },
    );
    app.post(
      '/api/lietou/cityPm/bind/userList',
      { config: managers, schema: { body: bindCityPmUsersSchema, response: { 200: envelopeOf(z.object({ bound: z.number().int() })) } } },
      async (request) => {
        const result = await cityPms.bindUsers(firmManagerOf(actorOf(request)), request.body.cityPmId, request.body.userIds);
        return ok(result, `已绑定${result.bound}个账号`);
      },
    );
  };
