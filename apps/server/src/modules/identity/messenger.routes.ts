/**
 * The enterprise-messenger binding (spec 000 §7): the user's binding status and the QR code
 * to scan with the messenger. The binding itself completes through the provider's signed
 * callback (sandbox.routes.ts).
 */
import { messengerEndpoints as api } from '@hh/domain/identity/identity.endpoints';
import { ok } from '../../platform/envelope';
import type { Router } from '../../platform/route';
import type { MessengerService } from './messenger.service';
import { publicOrigin } from './public-origin';

export function messengerRoutes(router: Router, messenger: MessengerService, publicUrl: string | undefined): void {
  router.signedIn(api.record, async ({ actor }) => ok(await messenger.record(actor)));
  router.consultant(api.selfQrCode, async ({ actor, request }) => ok(await messenger.selfQrCode(actor, publicOrigin(request, publicUrl))));
}
