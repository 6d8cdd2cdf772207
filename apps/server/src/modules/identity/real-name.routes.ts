/**
 * identity: real-name verification and the enterprise-messenger binding (spec 000 §7 "Real-name
 * and enterprise messenger"). This file owns the real-name calls; messenger.routes.ts the
 * binding; sandbox.routes.ts the sandbox providers' own pages.
 */
import { realNameEndpoints as api } from '@hh/domain/identity/identity.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import { publicOrigin } from './public-origin';
import type { RealNameService } from './real-name.service';

export function realNameRoutes(router: Router, realName: RealNameService, publicUrl: string | undefined): void {
  router.signedIn(api.info, async ({ actor }) => ok(await realName.info(actor)));
  router.consultant(api.init, async ({ actor, body, request }) =>
    ok(await realName.init(actor, body, publicOrigin(request, publicUrl)), '请扫码或打开链接完成刷脸认证'),
  );
  router.consultant(api.validate, async ({ actor, body }) => {
    const result = await realName.validate(actor, body.certifyId);
    return ok(result, result.message);
  });
}
