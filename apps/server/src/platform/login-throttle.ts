import { ApiState } from '@hh/domain/api/api-state';
import type { Config } from '../config';
import { AppError } from './errors';
import type { SharedStore } from './shared-store';

/**
 * Slows, then locks, repeated failed sign-ins for one phone and for one address. Counts
 * live in the shared store so the limit holds across instances.
 */
export class LoginThrottle {
  constructor(
    private readonly store: SharedStore,
    private readonly rules: Config['loginThrottle'],
  ) {}

  private keys(phone: string, ip: string) {
    return { phone: `login:fail:p:${phone}`, address: `login:fail:a:${ip}` };
  }

  private lockedError() {
    const minutes = Math.round(this.rules.lockMs / 60_000);
    return new AppError(ApiState.locked, `登录失败次数过多，已锁定${minutes}分钟，请稍后再试或联系管理员`);
  }

  /** Refuses a locked phone or address before the password is even checked; waits when slowed. */
  async before(phone: string, ip: string): Promise<void> {
    const keys = this.keys(phone, ip);
    const [phoneFails, addressFails] = await Promise.all([this.store.count(keys.phone), this.store.count(keys.address)]);
    if (phoneFails >= this.rules.lockAfter || addressFails >= this.rules.lockAfterPerAddress) throw this.lockedError();
    if (phoneFails >= this.rules.slowAfter) {
      const steps = phoneFails - this.rules.slowAfter + 1;
      await new Promise((r) => setTimeout(r, Math.min(steps * this.rules.delayStepMs, 5 * this.rules.delayStepMs)));
    }
  }

  /** Records a failure and returns the message the sign-in page shows. */
  async failed(phone: string, ip: string): Promise<AppError> {
    const keys = this.keys(phone, ip);
    const [phoneFails] = await Promise.all([
      this.store.increment(keys.phone, this.rules.lockMs),
      this.store.increment(keys.address, this.rules.lockMs),
    ]);
    if (phoneFails >= this.rules.lockAfter) return this.lockedError();
    const left = this.rules.lockAfter - phoneFails;
    const warning = phoneFails >= this.rules.slowAfter ? `，再错${left}次将锁定${Math.round(this.rules.lockMs / 60_000)}分钟` : '';
    return new AppError(ApiState.badRequest, `手机号或密码错误${warning}`, { httpStatus: 401 });
  }

  async succeeded(phone: string): Promise<void> {
    await this.store.remove(this.keys(phone, '').phone);
  }
}
