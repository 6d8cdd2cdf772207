/**
 * Chat fan-out (issue 21): N WebSocket clients, each a consultant signed in on its own session,
 * receive 20 messages per second in total, each message one colleague writing to another
 * (POST add/message.json, stored in PostgreSQL, then pushed). Latency is from the start of the
 * send call to the receiver's socket getting the message; "lost" counts messages whose receiver
 * had nothing 5 s after the last send. Run once on one instance, then on two instances sharing
 * one Redis (clients and senders split between them, so most deliveries cross instances).
 *
 *   BENCH_CHAT_CLIENTS=1000 BENCH_CHAT_SECONDS=30 node --import tsx bench/chat.ts
 *   (REDIS_URL=redis://127.0.0.1:6379 for the two-instance run; skipped without it)
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { ensureDatabase } from '../apps/server/src/db/migrate';
import { seedId } from '../apps/server/src/db/seed/seed-ids';
import { replaceResultsSection } from './lib/results-section';
import { type RunningServer, startProduct } from './lib/server-process';
import { StampSequence } from './lib/stamp';

const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const RATE = 20;
const REDIS_URL = process.env.REDIS_URL;

interface Client {
  userId: string;
  cookie: string;
  stamps: StampSequence;
  server: RunningServer;
  socket?: WebSocket;
}

interface RunResult {
  name: string;
  clients: number;
  sent: number;
  delivered: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  sendFailures: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Bench consultants of the demo firm with one session each, written straight into the database. */
async function makeClients(pool: pg.Pool, servers: RunningServer[], count: number): Promise<Client[]> {
  const firmId = seedId('firm:xinghe');
  const { rows } = await pool.query<{ password_hash: string }>('select password_hash from users where phone = $1', ['13800000010']);
  const passwordHash = rows[0]?.password_hash ?? '';
  const clients: Client[] = [];
  for (let i = 0; i < count; i++) {
    const userId = seedId(`bench-chat:${i}`);
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('base64url');
    await pool.query(
      `insert into users (id, kind, firm_id, role_code, phone, cname, password_hash) values ($1, 'consultant', $2, 10, $3, $4, $5) on conflict (id) do nothing`,
      [userId, firmId, `1990000${String(i).padStart(4, '0')}`, `压测顾问${i}`, passwordHash],
    );
    await pool.query(`insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
      tokenHash,
      userId,
    ]);
    clients.push({ userId, cookie: `hh_sid=${token}`, stamps: new StampSequence(), server: servers[i % servers.length] as RunningServer });
  }
  return clients;
}

async function api<T>(client: Client, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${client.server.url}${path}?requesttime=${client.stamps.next()}`, {
    method: 'POST',
    headers: { cookie: client.cookie, origin: client.server.url, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { state: number; message: string; data: T };
  if (envelope.state !== 1) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

async function connect(
  client: Client,
  onMessage: (frame: { t: string; message?: { id: string; message: string; toEasemobId: string } }) => void,
) {
  const { password } = await api<{ password: string }>(client, '/api/easemob/im/add/user.json', {});
  const url = `${client.server.url.replace('http', 'ws')}/api/im/socket?token=${password}&requesttime=${client.stamps.next()}`;
  const ws = new WebSocket(url, { headers: { cookie: client.cookie, origin: client.server.url } });
  client.socket = ws;
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.on('message', (raw) => {
    const frame = JSON.parse(String(raw));
    if (frame.t === 'msg') ws.send(JSON.stringify({ t: 'ack', id: frame.message.id }));
    onMessage(frame);
  });
}

async function run(name: string, clients: Client[]): Promise<RunResult> {
  const sentAt = new Map<string, { at: number; to: string }>();
  const latencies: number[] = [];
  const received = new Set<string>();
  for (let i = 0; i < clients.length; i += 50)
    await Promise.all(
      clients.slice(i, i + 50).map((client) =>
        connect(client, (frame) => {
          if (frame.t !== 'msg' || !frame.message || frame.message.toEasemobId !== client.userId) return;
          const key = frame.message.message;
          const sent = sentAt.get(key);
          if (!sent || received.has(key)) return;
          received.add(key);
          latencies.push(performance.now() - sent.at);
        }),
      ),
    );
  let sendFailures = 0;
  const total = RATE * SECONDS;
  const started = performance.now();
  const inflight: Promise<unknown>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const from = clients[(n * 7) % clients.length] as Client;
    const to = clients[(n * 7 + 1 + (n % (clients.length - 1))) % clients.length] as Client;
    if (to === from) continue;
    const key = `bench-${name}-${n}`;
    sentAt.set(key, { at: performance.now(), to: to.userId });
    inflight.push(
      api(from, '/api/easemob/im/add/message.json', {
        msgId: `bench${randomBytes(8).toString('hex')}`,
        fromEasemobId: from.userId,
        toEasemobId: to.userId,
        type: 'txt',
        message: key,
      }).catch(() => {
        sendFailures += 1;
        sentAt.delete(key);
      }),
    );
  }
  await Promise.all(inflight);
  await new Promise((r) => setTimeout(r, 5000));
  for (const client of clients) client.socket?.close();
  latencies.sort((a, b) => a - b);
  return {
    name,
    clients: clients.length,
    sent: sentAt.size,
    delivered: received.size,
    lost: sentAt.size - received.size,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    sendFailures,
  };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hh-bench-chat-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const databaseUrl = embedded.url('bench');
  const env = { DATABASE_URL: databaseUrl, CHAT_RATE_PER_10S: '1000' };
  const results: RunResult[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const one = await startProduct({ port: 3214, env });
    const clients = await makeClients(pool, [one], CLIENTS);
    results.push(await run('one instance', clients));
    await one.stop();
    if (REDIS_URL) {
      const redisEnv = { ...env, REDIS_URL };
      const a = await startProduct({ port: 3214, env: redisEnv });
      const b = await startProduct({ port: 3215, env: redisEnv });
      const split = clients.map((c, i) => ({ ...c, server: i % 2 === 0 ? a : b, socket: undefined }));
      results.push(await run('two instances, Redis', split));
      await Promise.all([a.stop(), b.stop()]);
    }
  } finally {
    await pool.end();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  for (const r of results) console.log(JSON.stringify(r));
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.clients} | ${r.sent} | ${r.delivered} | **${r.lost}** | ${r.p50.toFixed(1)} | **${r.p95.toFixed(1)}** | **${r.p99.toFixed(1)}** | ${r.sendFailures} |`,
  );
  await replaceResultsSection(
    '## Chat fan-out (issue 21)',
    [
      '## Chat fan-out (issue 21)',
      '',
      `\`BENCH_CHAT_CLIENTS=${CLIENTS} BENCH_CHAT_SECONDS=${SECONDS} REDIS_URL=… node --import tsx bench/chat.ts\` — ${CLIENTS} WebSocket clients (one consultant session each), ${RATE} messages/s in total for ${SECONDS} s, each from one client to another through \`POST add/message.json\` (stored in PostgreSQL, then pushed); latency from the start of the send call to the receiver's socket; lost = no delivery 5 s after the last send. Servers are the product (\`main.ts\`) in child processes on one embedded PostgreSQL 17; the clients run in the bench process on the same machine.`,
      '',
      '| run | clients | sent | delivered | lost | p50 ms | p95 ms | p99 ms | send failures |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
