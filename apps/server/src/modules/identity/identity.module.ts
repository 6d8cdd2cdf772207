import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { qrDataUrl } from '../../platform/qr-code';
import type { Router } from '../../platform/route';
import type { SecretBox } from '../../platform/secret-box';
import type { SharedStore } from '../../platform/shared-store';
import { SandboxFaceProvider } from './face-provider';
import { IdentityRepository } from './identity.repository';
import { messengerRoutes } from './messenger.routes';
import { MessengerService } from './messenger.service';
import { realNameRoutes } from './real-name.routes';
import { RealNameService } from './real-name.service';
import { sandboxRoutes } from './sandbox.routes';

export interface IdentityModuleDeps {
  db: Db;
  box: SecretBox;
  store: SharedStore;
  config: { publicUrl: string | undefined; faceProvider: 'sandbox'; messengerProvider: 'sandbox' };
}

/**
 * Wires real-name verification and the messenger binding into the app, with the providers the
 * configuration names. The sandbox is the only provider built; its pages (outside /api, not
 * endpoints of the contract) are registered on the app with it.
 */
export async function registerIdentity(app: FastifyInstance, router: Router, deps: IdentityModuleDeps) {
  const repo = new IdentityRepository(deps.db);
  // config.ts allows only 'sandbox' for FACE_PROVIDER and QY_WECHAT_PROVIDER; a real provider is chosen here (README).
  const face = new SandboxFaceProvider(deps.store);
  const realName = new RealNameService(repo, face, deps.box, deps.store, qrDataUrl);
  const messenger = new MessengerService(repo, deps.box, deps.store, qrDataUrl);
  realNameRoutes(router, realName, deps.config.publicUrl);
  messengerRoutes(router, messenger, deps.config.publicUrl);
  await app.register(sandboxRoutes({ face, realName, messenger }));
  return { realName, messenger };
}
