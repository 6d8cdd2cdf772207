/**
 * The browser plugin (spec 001 §7 Plugin resume): the capture the plugin calls with its token,
 * the plugin resume page's detail, the user centre's list of captured resumes and the token's
 * regenerate and revoke. Owns `plugin_tokens` and `plugin_resumes` (migration 0029).
 */
import { pluginEndpoints as api } from '@hh/domain/plugin/plugin.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { PluginService } from './plugin.service';

export function pluginRoutes(router: Router, plugin: PluginService): void {
  router.plugin(api.capture, async ({ actor, body }) => ok(await plugin.capture(actor, body), '简历已保存'));
  router.consultant(api.detail, async ({ scope, params }) => ok(await plugin.detail(scope, params.id)));
  router.consultant(api.list, async ({ scope }) => ok(await plugin.list(scope)));
  router.consultant(api.token, async ({ actor }) => ok(await plugin.info(actor.userId)));
  router.consultant(api.regenerateToken, async ({ actor }) =>
    ok(await plugin.regenerate(actor.userId), '插件令牌已重新生成，旧令牌已停用'),
  );
  router.consultant(api.revokeToken, async ({ actor }) => {
    await plugin.revoke(actor.userId);
    return ok(null, '插件令牌已停用');
  });
}
