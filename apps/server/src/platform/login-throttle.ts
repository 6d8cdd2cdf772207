import { ApiState } from '@hh/domain/api/api-state';
import type { Config } from '../config';
import { AppError } from './errors';
import type { SharedStore } from './shared-store';

/**
 * Slows, then locks, repeated failed sign-ins. Counts live in the shared store so the limits hold
 * across instances. Three counters:
 * - one phone from one address: slowed after `slowAfter`, locked after `lockAfter` — so a
 *   stranger guessing elsewhere never locks the owner out of the account;
 * - one address across phones: locked after `lockAfterPerAddress` (credential stuffing);
 * - one phone from anywhere, over `phoneWindowMs`: past `phoneSlowAfter` failures, addresses the
 *   phone has never signed in from get one attempt per `phoneGateMs` between them — a guesser
 *   with many addresses stays slow, while the owner's known address is not held back.
 */
export class LoginThrottle {
  constructor(
    private readonly store: SharedStore,
    private readonly rules: Config['loginThrottle'],
  ) {}

  private keys(phone: string, ip: string) {
    return {
      pair: `login:fail:pa:${phone}:${ip}`,
      address: `login:fail:a:${ip}`,
      phone: `login:fail:p:${phone}`,
      gate: `login:gate:${phone}`,
      known: `login:known:${phone}:${ip}`,
    };
  }

  private lockedError() {
    const minutes = Math.round(this.rules.lockMs / 60_000);
    return new AppError(ApiState.locked, `登录失败次数过多，已锁定${minutes}分钟，请稍后再试或联系管理员`);
  }

  /** Refuses a locked phone-and-address or address before the password is even checked; waits when slowed. */
  async before(phone: string, ip: string): Promise<void> {
    const keys = this.keys(phone, ip);
    const [pairFails, addressFails, phoneFails] = await Promise.all([
      this.store.count(keys.pair),
      this.store.count(keys.address),
      this.store.count(keys.phone),
    ]);
    if (pairFails >= this.rules.lockAfter || addressFails >= this.rules.lockAfterPerAddress) throw this.lockedError();
    if (phoneFails >= this.rules.phoneSlowAfter && (await this.store.count(keys.known)) === 0) {
      const open = await this.store.setIfAbsent(keys.gate, this.rules.phoneGateMs);
      if (!open) {
        const seconds = Math.ceil(this.rules.phoneGateMs / 1000);
        throw new AppError(ApiState.tooFrequent, `该账号近期登录失败次数过多，请${seconds}秒后再试`);
      }
    }
    if (pairFails >= this.rules.slowAfter) {
      const steps = pairFails - this.rules.slowAfter + 1;
      await new Promise((r) => setTimeout(r, Math.min(steps * this.rules.delayStepMs, 5 * this.rules.delayStepMs)));
    }
  }

  /**
   * Records a failure and returns the message the sign-in page shows: `refusal` (a wrong password,
   * or a wrong second-factor code, which counts the same) with the warning before the lock.
   */
  async failed(phone: string, ip: string, refusal = '手机号或密码错误'): Promise<AppError> {
    const keys = this.keys(phone, ip);
    const [pairFails] = await Promise.all([
      this.store.increment(keys.pair, this.rules.lockMs),
      this.store.increment(keys.address, this.rules.lockMs),
      this.store.increment(keys.phone, this.rules.phoneWindowMs),
    ]);
    if (pairFails >= this.rules.lockAfter) return this.lockedError();
    const left = this.rules.lockAfter - pairFails;
    const warning = pairFails >= this.rules.slowAfter ? `，再错${left}次将锁定${Math.round(this.rules.lockMs / 60_000)}分钟` : '';
    return new AppError(ApiState.badRequest, `${refusal}${warning}`, { httpStatus: 401 });
  }

  /** Clears this address's failures for the phone and remembers the address as the owner's. */
  async succeeded(phone: string, ip: string): Promise<void> {
    const keys = this.keys(phone, ip);
    await Promise.all([this.store.remove(keys.pair), this.store.setIfAbsent(keys.known, this.rules.knownAddressMs)]);
  }
}
