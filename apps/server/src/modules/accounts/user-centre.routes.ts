/**
 * The user centre (/index/myInfo, spec 000 §2–§3): one's profile with the firm's business
 * contact, one's own WeChat and e-mail, and changing one's password; and the shell's user data
 * (myInfoData.json, spec 001 §3). The spec names no paths for the centre; ours are listed in docs/API.md.
 */
import { userCentreEndpoints as api } from '@hh/domain/accounts/user-centre.endpoints';
import type { Actor } from '../../platform/actor';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import { myInfoDataOf } from '../auth/actor-presenter';
import type { UserCentreService } from './user-centre.service';

/** The browser plugin's fields of myInfoData (spec 001 §3), answered by modules/plugin. */
export type PluginSetupPort = (
  actor: Actor,
  host: string,
) => Promise<{ waChromePluginApiToken: string | null; waChromePluginApiHost: string | null; waChromePluginId: string | null }>;

export function userCentreRoutes(router: Router, centre: UserCentreService, pluginSetup: PluginSetupPort): void {
  router.signedIn(api.myInfo, async ({ actor, request }) =>
    ok({ ...myInfoDataOf(actor), ...(await pluginSetup(actor, `${request.protocol}://${request.host}`)) }),
  );
  router.signedIn(api.profile, async ({ actor }) => ok(await centre.profile(actor)));
  router.signedIn(api.updateProfile, async ({ actor, body }) => ok(await centre.updateProfile(actor, body), '个人信息已保存'));
  router.signedIn(api.changePassword, async ({ actor, body }) => {
    const result = await centre.changePassword(actor, body);
    return ok(result, result.endedSessions ? `密码已修改，其他${result.endedSessions}处登录已退出` : '密码已修改');
  });
}
