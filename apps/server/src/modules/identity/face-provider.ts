import { randomBytes } from 'node:crypto';
import type { FaceResult } from '@hh/domain/identity/real-name.schema';
import type { SharedStore } from '../../platform/shared-store';

/**
 * The face step of real-name verification goes through a provider: the server opens a face
 * session for a name and ID-card number, the user completes it on the provider's page (a link
 * or QR code), and validate.json asks the provider for the result.
 *
 * Only the sandbox is built. A real provider (for example Alipay's ZhiMa face verification,
 * whose init/validate calls gave the spec its path names) implements this interface with its
 * own keys — FACE_PROVIDER selects it and its keys come from the environment (README,
 * "Real-name verification and the enterprise messenger"); nothing else changes.
 */
export interface FaceProvider {
  readonly name: string;
  /** Opens a face session for this person; the user completes it at `verifyUrl`. */
  start(input: { certName: string; certNo: string; origin: string }): Promise<{ certifyId: string; verifyUrl: string; expiresAt: Date }>;
  /** Whether the face step of this session passed, failed, or is still to be done. */
  result(certifyId: string): Promise<FaceResult>;
}

/** How long a face session stays open. */
export const FACE_SESSION_MS = 30 * 60_000;

/**
 * The sandbox provider for development and tests: its "face step" is a page of this server
 * (/sandbox/face/{certifyId}, sandbox.routes.ts) where a tester presses 通过 or 不通过. Its
 * state lives in the shared store, so it works across instances with Redis. Never for production:
 * anyone holding the link passes.
 */
export class SandboxFaceProvider implements FaceProvider {
  readonly name = 'sandbox';

  constructor(private readonly store: SharedStore) {}

  async start(input: { origin: string }) {
    const certifyId = `sbx${randomBytes(18).toString('base64url')}`;
    await this.store.setIfAbsent(this.key(certifyId, 'open'), FACE_SESSION_MS);
    return { certifyId, verifyUrl: `${input.origin}/sandbox/face/${certifyId}`, expiresAt: new Date(Date.now() + FACE_SESSION_MS) };
  }

  async result(certifyId: string): Promise<FaceResult> {
    if ((await this.store.count(this.key(certifyId, 'pass'))) > 0) return 'passed';
    if ((await this.store.count(this.key(certifyId, 'fail'))) > 0) return 'failed';
    if ((await this.store.count(this.key(certifyId, 'open'))) > 0) return 'pending';
    // A session the sandbox no longer knows (expired, or from before a restart without Redis).
    return 'failed';
  }

  /** The tester's answer on the sandbox page; false when the session is unknown or already decided. */
  async decide(certifyId: string, pass: boolean): Promise<boolean> {
    if ((await this.store.count(this.key(certifyId, 'open'))) === 0) return false;
    if (!(await this.store.setIfAbsent(this.key(certifyId, 'decided'), FACE_SESSION_MS))) return false;
    await this.store.setIfAbsent(this.key(certifyId, pass ? 'pass' : 'fail'), FACE_SESSION_MS);
    return true;
  }

  private key(certifyId: string, what: string) {
    return `face:${certifyId}:${what}`;
  }
}
