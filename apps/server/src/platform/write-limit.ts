import { ApiState } from '@hh/domain/api/api-state';
import type { Config } from '../config';
import { AppError } from './errors';
import type { SharedStore } from './shared-store';

export const WRITE_LIMIT_MESSAGE = '操作过于频繁，请稍后再试';

/**
 * Per-user budgets for state-changing calls: a short burst window and a per-minute one, fixed
 * windows counted in the shared store so they hold across instances (Redis when REDIS_URL is
 * set). The limits (config `writeLimits`) sit far above what a person clicking can reach; a
 * script flooding writes gets 429 with state 4290.
 */
export class WriteLimit {
  constructor(
    private readonly store: SharedStore,
    private readonly limits: Config['writeLimits'],
  ) {}

  async hit(userId: string, now = Date.now()): Promise<void> {
    for (const [name, rule] of Object.entries(this.limits)) {
      const window = Math.floor(now / rule.windowMs);
      const count = await this.store.increment(`wl:${name}:${userId}:${window}`, rule.windowMs);
      if (count > rule.max) throw new AppError(ApiState.tooFrequent, WRITE_LIMIT_MESSAGE);
    }
  }
}
