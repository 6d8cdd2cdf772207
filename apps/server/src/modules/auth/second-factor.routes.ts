/**
 * The staff second factor (安全设置): status, enrolment, verifying the session, new recovery codes.
 * Declared for any signed-in user, so they stay open before the session passed the factor (the
 * request guard refuses staff console writes until then); a consultant has no second factor and
 * gets 404 like any console path.
 */

import { secondFactorEndpoints as api } from '@hh/domain/auth/second-factor.endpoints';
import { type Actor, isStaff, type StaffActor } from '../../platform/actor';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import type { Router } from '../../platform/route';
import type { SecondFactorService } from './second-factor.service';

function staffOnly(actor: Actor): StaffActor {
  if (!isStaff(actor)) throw notFound();
  return actor;
}

export function secondFactorRoutes(router: Router, factor: SecondFactorService): void {
  router.signedIn(api.status, async ({ actor }) => ok(await factor.status(staffOnly(actor))));
  router.signedIn(api.enrol, async ({ actor }) => ok(await factor.enrol(staffOnly(actor)), '请用验证器扫描二维码'));
  router.signedIn(api.confirm, async ({ actor, body, request }) =>
    ok(await factor.confirm(staffOnly(actor), body.otp, request.ip), '动态验证码已启用，请妥善保存恢复码'),
  );
  router.signedIn(api.verify, async ({ actor, body, request }) => ok(await factor.verify(staffOnly(actor), body, request.ip), '验证成功'));
  router.signedIn(api.recoveryCodes, async ({ actor, body, request }) =>
    ok(await factor.regenerate(staffOnly(actor), body.otp, request.ip), '已生成新的恢复码，旧恢复码已失效'),
  );
}
