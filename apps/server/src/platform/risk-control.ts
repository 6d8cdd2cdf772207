import { ApiState } from '@hh/domain/api/api-state';
import type { Config } from '../config';
import { AppError } from './errors';
import type { SharedStore } from './shared-store';

export interface RiskFlag {
  action: string;
  scope: 'user' | 'firm';
  userId: string;
  firmId: string | null;
  count: number;
}

export const RISK_MESSAGE = '您的访问存在风险，请确认是否使用了插件，插件可能导致账号被安全封禁';

/**
 * Per-user and per-firm counters on what a scraper wants (candidate detail, phone reveals,
 * search pages). Counters live in the shared store, so they add up across instances. Past a
 * threshold the call answers state 2410 and the event is recorded.
 */
export class RiskControl {
  constructor(
    private readonly store: SharedStore,
    private readonly thresholds: Config['risk'],
    private readonly record: (flag: RiskFlag) => Promise<void>,
  ) {}

  /** Counts one use of `action`; throws the 2410 error once a threshold is passed. */
  async hit(action: string, userId: string, firmId: string | null, now = Date.now()): Promise<void> {
    const limit = this.thresholds[action];
    if (!limit) throw new Error(`No risk threshold for action ${action}`);
    const windowMs = limit.windowSeconds * 1000;
    const window = Math.floor(now / windowMs);
    const userCount = await this.store.increment(`risk:${action}:u:${userId}:${window}`, windowMs);
    const firmCount = firmId ? await this.store.increment(`risk:${action}:f:${firmId}:${window}`, windowMs) : 0;

    const flagged: RiskFlag | undefined =
      userCount > limit.perUser
        ? { action, scope: 'user', userId, firmId, count: userCount }
        : firmId && firmCount > limit.perFirm
          ? { action, scope: 'firm', userId, firmId, count: firmCount }
          : undefined;
    if (!flagged) return;
    await this.record(flagged);
    throw new AppError(ApiState.risk, RISK_MESSAGE);
  }
}
