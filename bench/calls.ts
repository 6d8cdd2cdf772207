/**
 * Provider webhooks under load (issue 22): `CALLS` calls placed at once, each reported by the
 * provider as ringing → answered → completed, every event delivered twice (providers retry), all
 * calls' events of one step in flight together over HTTP to the real app on the demo world. Reports
 * events/s and the latency quantiles of a delivery, and checks that each call ended completed with
 * exactly three events (the repeats changed nothing). Standalone:
 *   BENCH_CALLS=200 node --import tsx bench/calls.ts
 * writes its section of bench/RESULTS.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { ensureDatabase, runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoWorld } from '../apps/server/src/db/seed/demo-world';
import { CALL_WEBHOOK_PATH } from '../apps/server/src/modules/calls/call-webhook.routes';
import { signWebhook } from '../apps/server/src/modules/calls/webhook-signature';
import { SecretBox } from '../apps/server/src/platform/secret-box';
import { createSharedStore } from '../apps/server/src/platform/shared-store';
import { replaceResultsSection } from './lib/results-section';

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? Number.NaN;

export async function callsBench(size: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hh-bench-calls-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const database = openDatabase(embedded.url('bench'), 10);
  const box = SecretBox.fromKey(Buffer.alloc(32, 5));
  const store = createSharedStore(undefined);
  // The sandbox's own timers are paced far out: the bench is the provider here.
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir } as NodeJS.ProcessEnv),
    callSandbox: { stepMs: 600_000, msPerTalkSecond: 0 },
  };
  const app = await buildApp({ config, database, store, log: false, secretBox: box });
  try {
    await runMigrations(database);
    await seedDemoWorld(database.db, box);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const key = box.derivedKey('call-webhook');
    // `size` placed calls of the demo firm's consultants to their own records.
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into calls (id, firm_id, user_id, candidate_id, person_id, mode, state, provider_call_id, started_at)
       select gen_random_uuid(), c.firm_id, c.owner_id, c.id, c.person_id, 1, 'placed', 'bench-' || g, now()
         from generate_series(1, $1) g
         join lateral (select * from candidates order by id offset (g % 300) limit 1) c on true
       returning provider_call_id as id`,
      [size],
    );
    const latencies: number[] = [];
    let refused = 0;
    const send = async (event: Record<string, unknown>) => {
      const body = JSON.stringify(event);
      const timestamp = String(Date.now());
      const t = performance.now();
      const response = await fetch(`${address}${CALL_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-call-timestamp': timestamp,
          'x-call-signature': signWebhook(key, timestamp, body),
        },
        body,
      });
      await response.text();
      latencies.push(performance.now() - t);
      if (!response.ok) refused++;
    };
    const t0 = performance.now();
    for (const step of ['ringing', 'answered', 'completed'] as const) {
      const events = rows.map((r) => ({
        providerCallId: r.id,
        event: step,
        occurredAt: Date.now(),
        ...(step === 'completed' ? { talkSeconds: 60, recorded: false } : {}),
      }));
      await Promise.all([...events, ...events].map(send));
    }
    const seconds = (performance.now() - t0) / 1000;
    const check = (
      await database.pool.query<{ completed: number; events: number }>(
        `select count(*) filter (where c.state = 'completed')::int as completed,
                (select count(*)::int from call_events e join calls k on k.id = e.call_id where k.provider_call_id like 'bench-%') as events
           from calls c where c.provider_call_id like 'bench-%'`,
      )
    ).rows[0];
    return {
      calls: size,
      deliveries: latencies.length,
      eventsPerSecond: Math.round(latencies.length / seconds),
      p50Ms: Math.round(quantile(latencies, 0.5)),
      p99Ms: Math.round(quantile(latencies, 0.99)),
      refused,
      completed: check?.completed ?? 0,
      storedEvents: check?.events ?? 0,
    };
  } finally {
    await app.close();
    await store.close();
    await database.close();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = Number(process.env.BENCH_CALLS ?? 200);
  const r = await callsBench(size);
  console.log(r);
  await replaceResultsSection(
    '## Call provider webhooks (issue 22)',
    `## Call provider webhooks (issue 22)

\`BENCH_CALLS=${size} node --import tsx bench/calls.ts\` — ${r.calls} calls placed at once; each step's events
(ringing, then answered, then completed) for all calls in flight together, **each delivered twice** (a provider's
retry), signed, over HTTP to the real app (one process, embedded PostgreSQL, demo world). Measured on the shared
2-core machine while seven other engineers were building and testing: figures are pessimistic and noisy.

| deliveries | events/s | p50 | p99 | refused | calls completed | events stored |
|---|---|---|---|---|---|---|
| ${r.deliveries} | ${r.eventsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.refused} | ${r.completed} / ${r.calls} | ${r.storedEvents} (3 a call: repeats changed nothing) |
`,
  );
}
