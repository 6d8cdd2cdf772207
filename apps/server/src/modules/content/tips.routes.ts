/**
 * content: the shell's QR tip (spec 001 §3/§4). It shows until the user closes it; closing
 * (the spec's GET /api/lietou/qrcodeReadState/change?state=1, same-origin only) sets the read
 * state to 1 for good. Staff see no workbench and no tip, but the calls answer them alike.
 */
import { messageEndpoints as api } from '@hh/domain/messages/messages.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { TipsRepository } from './tips.repository';

export function tipsRoutes(router: Router, repo: TipsRepository): void {
  router.signedIn(api.qrTipState, async ({ actor }) => ok({ state: (await repo.isClosed(actor.userId, 'qrcode')) ? 1 : 0 }));
  router.signedIn(api.closeQrTip, async ({ actor }) => {
    await repo.close(actor.userId, 'qrcode');
    return ok({ state: 1 as const });
  });
}
