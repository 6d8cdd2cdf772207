/**
 * calls: click-to-call and seat direct calls by candidate id (numbers stay on the server), the
 * call logs with their recordings (every play audited), the consultant's channel mode, bound
 * phone (SMS code) and chair, and the manager's chair list (spec 000 §7, 001 §2–§4, §7). The
 * provider's events arrive outside /api, at the signed webhook (call-webhook.routes.ts).
 */
import { RoleCode } from '@hh/domain/accounts/role';
import { narrowScope } from '@hh/domain/accounts/scope';
import { callEndpoints as api } from '@hh/domain/calls/calls.endpoints';
import { ok } from '../../platform/envelope';
import { sendFile } from '../../platform/file-reply';
import type { Router } from '../../platform/route';
import type { CallSetupService } from './call-setup.service';
import type { CallsService } from './calls.service';

const MANAGER = [RoleCode.manager] as const;

export function callsRoutes(router: Router, calls: CallsService, setup: CallSetupService): void {
  router.consultant(api.click2call, async ({ actor, scope, params, body }) =>
    ok(await calls.clickToCall(actor, scope, params.id, body.orderId), '呼叫已发起'),
  );
  router.consultant(api.direct2Call, async ({ actor, scope, params, body }) =>
    ok(await calls.directCall(actor, scope, params.id, body.orderId), '呼叫已发起'),
  );
  router.consultant(api.click2callPhone, async ({ actor, scope, params }) =>
    ok(await calls.callRevealedPhone(actor, scope, params.phone), '呼叫已发起'),
  );
  router.consultant(api.status, async ({ scope, params }) => ok(await calls.status(scope, params.id)));

  router.consultant(api.logPage, async ({ scope, body }) => ok(await calls.logPage(narrowScope(scope, body.userIds), body)));
  router.consultant(api.detailPage, async ({ scope, body }) => ok(await calls.detailPage(narrowScope(scope, body.userIds), body)));
  router.consultant(api.resumeLog, async ({ scope, body }) => ok(await calls.ofCandidate(scope, body.userId)));
  router.consultant(api.orderCalls, async ({ scope, params }) => ok(await calls.ofOrder(scope, params.id)));
  router.consultant(api.recordPrecheck, async ({ scope, params }) => ok(await calls.precheck(scope, params.id)));
  router.consultant(api.record, async ({ actor, scope, params, request, reply }) => {
    const { buffer, fileName } = await calls.recording(actor, scope, params.id, request.ip);
    return sendFile(reply, { buffer, fileName, contentType: 'application/octet-stream', inline: true });
  });

  router.consultant(api.channel, async ({ actor }) => ok(await setup.channel(actor)));
  router.consultant(api.setChannel, async ({ actor, params }) => ok(await setup.setChannel(actor, params.mode), '呼叫模式已保存'));
  router.consultant(api.myChair, async ({ actor }) => ok(await setup.myChair(actor)));
  router.consultant(api.chairPage, async ({ actor, body }) => ok(await setup.chairPage(actor, body)), MANAGER);
  router.consultant(
    api.bindChair,
    async ({ actor, body }) => {
      await setup.bindChair(actor, body.chairId, body.userId);
      return ok(null, '坐席已绑定');
    },
    MANAGER,
  );
  router.consultant(
    api.unbindChair,
    async ({ actor, params }) => {
      await setup.unbindChair(actor, params.id);
      return ok(null, '坐席已解绑');
    },
    MANAGER,
  );
  router.consultant(
    api.saveChair,
    async ({ actor, body }) => ok(await setup.saveChair(actor, body), body.id ? '坐席已保存' : '坐席已创建'),
    MANAGER,
  );
  router.consultant(
    api.removeChair,
    async ({ actor, params }) => {
      await setup.removeChair(actor, params.id);
      return ok(null, '坐席已删除');
    },
    MANAGER,
  );
  router.consultant(api.boundPhone, async ({ actor }) => ok(await setup.boundPhone(actor)));
  router.consultant(api.sendCode, async ({ actor, query }) => ok(await setup.sendCode(actor, query.phone), '验证码已发送'));
  router.consultant(api.bindPhone, async ({ actor, query }) => ok(await setup.bindPhone(actor, query.phone, query.code), '手机号已绑定'));
}
