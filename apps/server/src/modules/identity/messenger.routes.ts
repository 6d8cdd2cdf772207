/**
 * The enterprise-messenger binding (spec 000 §7): the user's binding status and the QR code
 * to scan with the messenger. The binding itself completes through the provider's signed
 * callback (sandbox.routes.ts).
 */
import { messengerQrCodeSchema, messengerRecordSchema } from '@hh/domain/identity/messenger.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/access';
import type { Actor } from '../../platform/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import type { MessengerService } from './messenger.service';
import { publicOrigin } from './public-origin';

const actorOf = (request: { actor: unknown }) => request.actor as Actor;

export const messengerRoutes = (messenger: MessengerService, publicUrl: string | undefined): FastifyPluginAsyncZod =>
  async function messengerPlugin(app) {
    app.get(
      '/api/qy/weChat/bind/record',
      { config: { access: access.signedIn }, schema: { response: { 200: envelopeOf(messengerRecordSchema) } } },
      async (request) => ok(await messenger.record(actorOf(request))),
    );
    app.get(
      '/api/qy/weChat/bind/self/qrCode',
      { config: { access: access.consultant() }, schema: { response: { 200: envelopeOf(messengerQrCodeSchema) } } },
      async (request) => ok(await messenger.selfQrCode(actorOf(request), publicOrigin(request, publicUrl))),
    );
  };
