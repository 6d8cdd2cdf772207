/**
 * Teams (spec 001 §7 "Account management"): the firm's team list with leaders and member
 * counts, the name check, adding several teams, renaming, dismissing and the team leader.
 * The manager runs them; a team leader sees and renames their own team. Payloads: docs/API.md.
 */
import {
  accountQuerySchema,
  addGroupBatchSchema,
  checkGroupNameSchema,
  groupIdQuerySchema,
  groupLeaderQuerySchema,
  groupNameCheckSchema,
  modifyGroupSchema,
  teamListSchema,
} from '@hh/domain/accounts/account-admin.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { Actor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { accountAdminOf, firmManagerOf } from './account-admin';
import type { TeamsService } from './teams.service';

const leaders = { access: access.consultant([20, 30]) };
const managers = { access: access.consultant([30]) };
const actorOf = (request: { actor: unknown }) => request.actor as Actor;

export const teamsRoutes = (teams: TeamsService): FastifyPluginAsyncZod =>
  async function teamsPlugin(app) {
    app.get(
      '/api/lietou/group/list',
      { config: leaders, schema: { querystring: accountQuerySchema, response: { 200: envelopeOf(teamListSchema) } } },
      async (request) => ok(await teams.list(accountAdminOf(actorOf(request)), request.query)),
    );
    app.post(
      '/api/lietou/check/groupName/exit',
      { config: managers, schema: { body: checkGroupNameSchema, response: { 200: envelopeOf(groupNameCheckSchema) } } },
      async (request) => {
        const exist = await teams.nameExists(firmManagerOf(actorOf(request)), request.body.groupName);
        return ok({ exist }, exist ? '团队名称已存在' : '团队名称可以使用');
      },
    );
    app.post(
      '/api/lietou/add/group/batch',
      {
        config: managers,
        schema: { body: addGroupBatchSchema, response: { 200: envelopeOf(z.array(z.object({ id: z.string(), groupName: z.string() }))) } },
      },
      async (request) => {
        const created = await teams.addBatch(firmManagerOf(actorOf(request)), request.body.groupNames);
        return ok(created, `已添加${created.length}个团队`);
      },
    );
    app.post(
      '/api/lietou/modify/group',
      { config: leaders, schema: { body: modifyGroupSchema, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await teams.rename(accountAdminOf(actorOf(request)), request.body.groupId, request.body.groupName);
        return ok(null, '团队名称已修改');
      },
    );
    app.get(
      '/api/lietou/remove/group',
      {
        config: managers,
        schema: { querystring: groupIdQuerySchema, response: { 200: envelopeOf(z.object({ moved: z.number().int() })) } },
      },
      async (request) => {
        const result = await teams.dismiss(firmManagerOf(actorOf(request)), request.query.groupId);
        return ok(result, result.moved ? `团队已解散，${result.moved}个账号已移到未分组` : '团队已解散');
      },
    );
    app.get(
      '/api/lietou/add/group/leader',
      { config: managers, schema: { querystring: groupLeaderQuerySchema, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await teams.setLeader(firmManagerOf(actorOf(request)), 'add', request.query.groupId, request.query.userId);
        return ok(null, '团队长已设置');
      },
    );
    app.get(
      '/api/lietou/change/group/leader',
      { config: managers, schema: { querystring: groupLeaderQuerySchema, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await teams.setLeader(firmManagerOf(actorOf(request)), 'change', request.query.groupId, request.query.userId);
        return ok(null, '团队长已更换');
      },
    );
  };
