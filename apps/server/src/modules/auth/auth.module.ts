import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { LoginThrottle } from '../../platform/login-throttle';
import type { Router } from '../../platform/route';
import type { SecretBox } from '../../platform/secret-box';
import type { SharedStore } from '../../platform/shared-store';
import type { AuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { SecondFactorRepository } from './second-factor.repository';
import { secondFactorRoutes } from './second-factor.routes';
import { SecondFactorService } from './second-factor.service';
import type { SessionService } from './session.service';

export interface AuthModuleDeps {
  db: Db;
  repo: AuthRepository;
  sessions: SessionService;
  store: SharedStore;
  box: SecretBox;
  config: Pick<Config, 'loginThrottle' | 'cookieSecure'>;
  /** The time TOTP codes are checked at: real time, except in the API suite (test/test-app.ts). */
  totpClock: () => number;
}

/** Sign-in, sign-out, the session check and the staff second factor, sharing one sign-in throttle. */
export function registerAuth(router: Router, deps: AuthModuleDeps): void {
  const throttle = new LoginThrottle(deps.store, deps.config.loginThrottle);
  const secondFactor = new SecondFactorService(new SecondFactorRepository(deps.db), deps.box, deps.sessions, throttle, deps.totpClock);
  const auth = new AuthService(deps.repo, deps.sessions, throttle, secondFactor);
  authRoutes(router, { auth, sessions: deps.sessions, cookieSecure: deps.config.cookieSecure });
  secondFactorRoutes(router, secondFactor);
}
