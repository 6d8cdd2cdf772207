import type { WebhookRefusalsRepository } from './webhook-refusals.repository';

export const REFUSALS_RETENTION_JOB = 'calls.webhook-refusals-retention';
/** Daily at 03:40 China time (19:40 UTC), away from the busy hours. */
export const REFUSALS_RETENTION_CRON = '40 19 * * *';
/** How long a stored webhook refusal is kept: long enough to look into a month's incidents (docs/OPERATIONS.md › Security). */
export const REFUSALS_KEEP_DAYS = 30;
const BATCH = 5_000;

/**
 * Deletes the webhook refusals older than the retention period. In batches, so a table filled
 * before refusals were bounded is emptied without one long lock.
 */
export class RefusalsRetentionJob {
  constructor(private readonly refusals: WebhookRefusalsRepository) {}

  async run(now = Date.now()): Promise<number> {
    const cutoff = new Date(now - REFUSALS_KEEP_DAYS * 86_400_000);
    let removed = 0;
    for (;;) {
      const deleted = await this.refusals.deleteBefore(cutoff, BATCH);
      removed += deleted;
      if (deleted < BATCH) return removed;
    }
  }
}
