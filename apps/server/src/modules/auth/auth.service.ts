import { ApiState } from '@hh/domain/api/api-state';
import type { LoginRequest, LoginResult } from '@hh/domain/auth/auth.schema';
import { OTP_NEEDED_MESSAGE, OTP_REUSED_MESSAGE } from '@hh/domain/auth/second-factor';
import { AppError } from '../../platform/errors';
import type { LoginThrottle } from '../../platform/login-throttle';
import { decoyHash, verifyPassword } from '../../platform/password';
import { presentActor } from './actor-presenter';
import type { AuthRepository } from './auth.repository';
import { type SecondFactorService, wrongProofMessage } from './second-factor.service';
import type { SessionService } from './session.service';

export class AuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly secondFactor: SecondFactorService,
  ) {}

  async login(input: LoginRequest, ip: string, userAgent: string | null): Promise<{ token: string; expiresAt: Date; result: LoginResult }> {
    try {
      await this.throttle.before(input.phone, ip);
    } catch (error) {
      await this.repo.recordSignIn({ userId: null, phone: input.phone, outcome: 'locked', ip });
      throw error;
    }
    const user = await this.repo.findUserByPhone(input.phone);
    // An unknown phone costs the same hash as a known one, so timing does not reveal accounts.
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !valid) {
      await this.repo.recordSignIn({ userId: user?.id ?? null, phone: input.phone, outcome: 'wrong_password', ip });
      throw await this.throttle.failed(input.phone, ip);
    }
    if (user.status === 'closed') {
      await this.repo.recordSignIn({ userId: user.id, phone: input.phone, outcome: 'closed', ip });
      throw new AppError(ApiState.forbidden, '账号已关闭，请联系公司管理员');
    }
    // Platform staff with an authenticator also need its code (or a recovery code); nothing starts without it.
    const factor = user.kind === 'staff' ? await this.secondFactor.atSignIn(user.id, input) : 'not-enrolled';
    if (factor === 'missing') throw new AppError(ApiState.needOtp, OTP_NEEDED_MESSAGE);
    if (factor === 'reused') throw new AppError(ApiState.badRequest, OTP_REUSED_MESSAGE, { httpStatus: 401 });
    if (factor === 'wrong') {
      await this.repo.recordSignIn({ userId: user.id, phone: input.phone, outcome: 'wrong_otp', ip });
      throw await this.throttle.failed(input.phone, ip, wrongProofMessage(input));
    }
    await this.throttle.succeeded(input.phone, ip);
    const session = await this.sessions.start(user.id, ip, userAgent, factor === 'ok');
    await this.repo.recordSignIn({ userId: user.id, phone: input.phone, outcome: 'ok', ip });
    const actor = await this.sessions.resolve(session.token);
    if (!actor) throw new AppError(ApiState.internal);
    return {
      token: session.token,
      expiresAt: session.expiresAt,
      result: presentActor(actor),
    };
  }
}
