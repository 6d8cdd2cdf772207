import type pg from 'pg';
import PgBoss from 'pg-boss';

/**
 * Background work (DESIGN §2): pg-boss, a job queue kept in the same PostgreSQL, so jobs
 * survive restarts and several server instances share them (each job runs once). Jobs run
 * on our own pool; pg-boss keeps its tables in the `pgboss` schema it installs itself.
 */
export interface JobQueue {
  /** Queues a job; it runs on whichever instance picks it up first. */
  send(name: string, data: object, options?: { retryLimit?: number; singletonKey?: string }): Promise<string | null>;
  /** Runs `handler` for each job of `name` on this instance. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Queues `name` on a cron schedule (UTC), once across all instances. */
  schedule(name: string, cron: string): Promise<void>;
  /** Waits until no job of `name` is queued or running (for tests and the drain). */
  settle(name: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
}

export async function startJobQueue(pool: pg.Pool, options: JobQueueOptions = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  };
  const polling = options.pollingIntervalSeconds ?? 2;

  return {
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      return boss.send(name, data, { retryLimit: sendOptions.retryLimit ?? 2, retryDelay: 5, singletonKey: sendOptions.singletonKey });
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds: polling, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as never);
          } catch (error) {
            // pg-boss records the failure and retries; the log says which job and why.
            options.onError?.(Object.assign(error as Error, { job: name }));
            throw error;
          }
        }
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async settle(name, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await pool.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
          [name],
        );
        if ((rows[0]?.n ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs of ${name} did not finish in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}
