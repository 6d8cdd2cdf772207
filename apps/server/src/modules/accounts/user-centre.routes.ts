/**
 * The user centre (/index/myInfo, spec 000 §2–§3): one's profile with the firm's business
 * contact, one's own WeChat and e-mail, and changing one's password. The spec names no paths;
 * ours are listed in docs/API.md.
 */
import {
  changePasswordResultSchema,
  changePasswordSchema,
  updateProfileSchema,
  userProfileSchema,
} from '@hh/domain/accounts/user-centre.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import type { Actor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { UserCentreService } from './user-centre.service';

const signedIn = { access: access.signedIn };
const actorOf = (request: { actor: unknown }) => request.actor as Actor;

export const userCentreRoutes = (centre: UserCentreService): FastifyPluginAsyncZod =>
  async function userCentrePlugin(app) {
    app.get(
      '/api/commonUserInfo/profile.json',
      { config: signedIn, schema: { response: { 200: envelopeOf(userProfileSchema) } } },
      async (request) => ok(await centre.profile(actorOf(request))),
    );
    app.post(
      '/api/commonUserInfo/profile/update.json',
      { config: signedIn, schema: { body: updateProfileSchema, response: { 200: envelopeOf(userProfileSchema) } } },
      async (request) => ok(await centre.updateProfile(actorOf(request), request.body), '个人信息已保存'),
    );
    app.post(
      '/api/commonUserInfo/password/change.json',
      { config: signedIn, schema: { body: changePasswordSchema, response: { 200: envelopeOf(changePasswordResultSchema) } } },
      async (request) => {
        const result = await centre.changePassword(actorOf(request), request.body);
        return ok(result, result.endedSessions ? `密码已修改，其他${result.endedSessions}处登录已退出` : '密码已修改');
      },
    );
  };
