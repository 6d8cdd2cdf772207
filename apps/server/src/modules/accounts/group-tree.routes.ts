/**
 * Group data for the group filters of the data lists (spec 001 §6–§7 "Groups and users"): the
 * city leader's bound accounts by team, a team's open and closed accounts (team leader: their
 * own), and everyone else's accounts in scope by team. Closed accounts with needClose=true.
 */
import { groupTreeQuerySchema, leaderGroupQuerySchema, leaderGroupSchema, userGroupsSchema } from '@hh/domain/accounts/group-tree';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import type { Actor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { GroupTreeService } from './group-tree.service';

const actorOf = (request: { actor: unknown }) => request.actor as Actor;

export const groupTreeRoutes = (trees: GroupTreeService): FastifyPluginAsyncZod =>
  async function groupTreePlugin(app) {
    app.get(
      '/api/lietou/all/user/with/group',
      {
        config: { access: access.consultant() },
        schema: { querystring: groupTreeQuerySchema, response: { 200: envelopeOf(userGroupsSchema) } },
      },
      async (request) => ok(await trees.scopeGroups(actorOf(request), request.query.needClose)),
    );
    app.get(
      '/api/lietou/group/user/list',
      {
        config: { access: access.consultant([20, 30]) },
        schema: { querystring: leaderGroupQuerySchema, response: { 200: envelopeOf(leaderGroupSchema) } },
      },
      async (request) => ok(await trees.teamGroup(actorOf(request), request.query.groupId, request.query.needClose)),
    );
    app.get(
      '/api/lietou/cityPm/bindUser/withGroup',
      {
        config: { access: access.consultant([25]) },
        schema: { querystring: groupTreeQuerySchema, response: { 200: envelopeOf(userGroupsSchema) } },
      },
      async (request) => ok(await trees.scopeGroups(actorOf(request), request.query.needClose)),
    );
  };
