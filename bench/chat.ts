/**
 * Chat fan-out (issue 21): N WebSocket clients, each a consultant signed in on its own session,
 * receive 20 messages per second in total, each message one colleague writing to another
 * (POST add/message.json, stored in PostgreSQL, then pushed). Latency is from the start of the
 * send call to the receiver's socket getting the message; "lost" counts acknowledged sends (the
 * call answered success) whose receiver had nothing 5 s after the last send. Runs, in one go:
 *   - baseline: a bare ws relay (bench/bare-chat-server.ts: no session, database or Redis), same clients and rate;
 *   - one instance;
 *   - two instances sharing one Redis (clients and senders split, so most deliveries cross instances);
 *   - kill one: two instances, and half-way through the second is SIGKILLed; its clients reconnect
 *     to the first with backoff and resume after the last id they saw, its senders retry there with the same msgId.
 *
 *   BENCH_CHAT_CLIENTS=1000 BENCH_CHAT_SECONDS=30 REDIS_URL=redis://127.0.0.1:6379 node --import tsx bench/chat.ts
 *   (the Redis runs are skipped without REDIS_URL; BENCH_CHAT_RUNS=baseline,one,two,kill picks runs)
 */
import { type ChildProcess, spawn } from 'node:child_process';
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
import { REPO, type RunningServer, startProduct, stopChild, waitForHttp } from './lib/server-process';
import { StampSequence } from './lib/stamp';

const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const RATE = 20;
const REDIS_URL = process.env.REDIS_URL;
/** Ports of the two instances and the relay (BENCH_CHAT_PORT, +1, +2): the machine is shared. */
const PORT = Number(process.env.BENCH_CHAT_PORT ?? 3214);
const RUNS = new Set((process.env.BENCH_CHAT_RUNS ?? 'baseline,one,two,kill').split(','));

interface Client {
  userId: string;
  cookie: string;
  stamps: StampSequence;
  server: RunningServer;
  socket?: WebSocket;
  /** The newest message id this client saw: where a reconnect resumes. */
  lastId: bigint;
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
  note: string;
}

type Frame = { t: string; message?: { id: string; message: string; toEasemobId: string } };

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
    clients.push({
      userId,
      cookie: `hh_sid=${token}`,
      stamps: new StampSequence(),
      server: servers[i % servers.length] as RunningServer,
      lastId: 0n,
    });
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

/** How a run's clients reach the server: the product (token, cookie, resume) or the bare relay. */
interface Transport {
  connect(client: Client, onFrame: (frame: Frame) => void, onDrop: () => void): Promise<void>;
  send(from: Client, to: Client, msgId: string, message: string): Promise<unknown>;
}

const product: Transport = {
  async connect(client, onFrame, onDrop) {
    const { password } = await api<{ password: string }>(client, '/api/easemob/im/add/user.json', {});
    const url = `${client.server.url.replace('http', 'ws')}/api/im/socket?token=${password}&requesttime=${client.stamps.next()}`;
    const ws = new WebSocket(url, { headers: { cookie: client.cookie, origin: client.server.url } });
    client.socket = ws;
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (client.socket === ws) onDrop();
    });
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as Frame;
      if (frame.t === 'msg' && frame.message) {
        ws.send(JSON.stringify({ t: 'ack', id: frame.message.id }));
        const id = BigInt(frame.message.id);
        if (id > client.lastId) client.lastId = id;
      }
      const cursor = (frame as { cursor?: string | null }).cursor;
      if (frame.t === 'resumed' && client.lastId === 0n && cursor) client.lastId = BigInt(cursor);
      if (frame.t === 'resumed' && (frame as { more?: boolean }).more)
        ws.send(JSON.stringify({ t: 'resume', after: String(client.lastId) }));
      onFrame(frame);
    });
    ws.send(JSON.stringify({ t: 'resume', after: client.lastId > 0n ? String(client.lastId) : null }));
  },
  send: (from, to, msgId, message) =>
    api(from, '/api/easemob/im/add/message.json', { msgId, fromEasemobId: from.userId, toEasemobId: to.userId, type: 'txt', message }),
};

const bare: Transport = {
  async connect(client, onFrame) {
    const ws = new WebSocket(`${client.server.url.replace('http', 'ws')}/?user=${client.userId}`);
    client.socket = ws;
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.on('message', (raw) => onFrame(JSON.parse(String(raw)) as Frame));
  },
  async send(from, to, _msgId, message) {
    const response = await fetch(`${from.server.url}/send`, { method: 'POST', body: JSON.stringify({ to: to.userId, message }) });
    return response.json();
  },
};

/** Kill mode: the victim dies at this share of the run; its clients and senders move to the survivor. */
interface Kill {
  at: number;
  victim: RunningServer;
  survivor: RunningServer;
}

async function run(name: string, clients: Client[], transport: Transport, kill?: Kill): Promise<RunResult> {
  const sentAt = new Map<string, { at: number; to: string }>();
  const latencies: number[] = [];
  const received = new Set<string>();
  let reconnected = 0;
  let reconnectMs = 0;
  let reconnecting = 0;
  const onFrame = (client: Client) => (frame: Frame) => {
    if (frame.t !== 'msg' || !frame.message || frame.message.toEasemobId !== client.userId) return;
    const key = frame.message.message;
    const sent = sentAt.get(key);
    if (!sent || received.has(key)) return;
    received.add(key);
    latencies.push(performance.now() - sent.at);
  };
  // A dropped client (its instance died) reconnects to the survivor with backoff, as the web's client does.
  const onDrop = (client: Client) => () => {
    if (!kill) return;
    const dropped = performance.now();
    client.server = kill.survivor;
    reconnecting += 1;
    const attempt = async (n: number): Promise<void> => {
      try {
        await transport.connect(client, onFrame(client), onDrop(client));
        reconnected += 1;
        reconnecting -= 1;
        reconnectMs = Math.max(reconnectMs, performance.now() - dropped);
      } catch {
        if (n < 10) {
          await new Promise((r) => setTimeout(r, Math.min(30_000, 250 * 2 ** n) * (0.5 + Math.random())));
          return attempt(n + 1);
        }
        reconnecting -= 1;
      }
    };
    // Spread like the web's backoff: not every client at the same instant.
    setTimeout(() => void attempt(0), Math.random() * 1000);
  };
  for (let i = 0; i < clients.length; i += 50)
    await Promise.all(clients.slice(i, i + 50).map((client) => transport.connect(client, onFrame(client), onDrop(client))));
  // Warm-up, not measured: a freshly started server compiles its hot paths on the first sends.
  for (let n = 0; n < 40; n++) {
    const from = clients[n % clients.length] as Client;
    const to = clients[(n + 1) % clients.length] as Client;
    await transport.send(from, to, `warm${randomBytes(8).toString('hex')}`, `warm-up-${n}`).catch(() => undefined);
  }
  const loadBefore = os.loadavg()[0] as number;
  let sendFailures = 0;
  const total = RATE * SECONDS;
  const started = performance.now();
  const inflight: Promise<unknown>[] = [];
  let killed = false;
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (kill && !killed && n >= total * kill.at) {
      killed = true;
      kill.victim.child.kill('SIGKILL');
    }
    const from = clients[(n * 7) % clients.length] as Client;
    const to = clients[(n * 7 + 1 + (n % (clients.length - 1))) % clients.length] as Client;
    if (to === from) continue;
    const key = `bench-${name}-${n}`;
    const msgId = `bench${randomBytes(8).toString('hex')}`;
    sentAt.set(key, { at: performance.now(), to: to.userId });
    const attempt = async (tries: number): Promise<unknown> => {
      try {
        return await transport.send(from, to, msgId, key);
      } catch (error) {
        // The sender's instance died under it: the same msgId again on the survivor (stored once).
        if (kill && tries < 5) {
          from.server = kill.survivor;
          await new Promise((r) => setTimeout(r, 200 * (tries + 1)));
          return attempt(tries + 1);
        }
        throw error;
      }
    };
    inflight.push(
      attempt(0).catch(() => {
        sendFailures += 1;
        sentAt.delete(key);
      }),
    );
  }
  await Promise.all(inflight);
  // Kill mode: the dropped clients are still coming back (backoff, a loaded survivor); what they
  // missed arrives with their resume, so wait for them (at most 2 minutes) before the 5 s grace.
  for (let waited = 0; reconnecting > 0 && waited < 120_000; waited += 250) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 5000));
  for (const client of clients) {
    const ws = client.socket;
    client.socket = undefined;
    ws?.close();
  }
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
    note: [
      `load ${loadBefore.toFixed(1)} → ${(os.loadavg()[0] as number).toFixed(1)}`,
      ...(kill
        ? [
            `${reconnected} clients reconnected to the survivor, the last ${(reconnectMs / 1000).toFixed(1)} s after its drop${reconnecting > 0 ? `; ${reconnecting} still reconnecting at the end` : ''}`,
          ]
        : []),
    ].join('; '),
  };
}

async function startBare(port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-chat-server.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url);
  return { url, child, readyMs: 0, stop: () => stopChild(child) };
}

const fresh = (clients: Client[], servers: RunningServer[]) =>
  clients.map((c, i) => ({ ...c, server: servers[i % servers.length] as RunningServer, socket: undefined, lastId: 0n }));

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hh-bench-chat-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const databaseUrl = embedded.url('bench');
  const env = { DATABASE_URL: databaseUrl, CHAT_RATE_PER_10S: '1000' };
  const results: RunResult[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const one = await startProduct({ port: PORT, env });
    const clients = await makeClients(pool, [one], CLIENTS);
    if (RUNS.has('baseline')) {
      const relay = await startBare(PORT + 2);
      results.push(await run('baseline: bare ws relay', fresh(clients, [relay]), bare));
      await relay.stop();
    }
    if (RUNS.has('one')) results.push(await run('one instance', fresh(clients, [one]), product));
    await one.stop();
    if (REDIS_URL && RUNS.has('two')) {
      const redisEnv = { ...env, REDIS_URL };
      const a = await startProduct({ port: PORT, env: redisEnv });
      const b = await startProduct({ port: PORT + 1, env: redisEnv });
      results.push(await run('two instances, Redis', fresh(clients, [a, b]), product));
      await Promise.all([a.stop(), b.stop()]);
    }
    if (REDIS_URL && RUNS.has('kill')) {
      const redisEnv = { ...env, REDIS_URL };
      const a = await startProduct({ port: PORT, env: redisEnv });
      const b = await startProduct({ port: PORT + 1, env: redisEnv });
      results.push(await run('two instances, one killed mid-run', fresh(clients, [a, b]), product, { at: 0.5, victim: b, survivor: a }));
      await a.stop(); // b died by SIGKILL
    }
  } finally {
    await pool.end();
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  for (const r of results) console.log(JSON.stringify(r));
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.clients} | ${r.sent} | ${r.delivered} | **${r.lost}** | ${r.p50.toFixed(1)} | **${r.p95.toFixed(1)}** | **${r.p99.toFixed(1)}** | ${r.sendFailures} | ${r.note} |`,
  );
  await replaceResultsSection(
    '## Chat fan-out (issue 21)',
    [
      '## Chat fan-out (issue 21)',
      '',
      `\`BENCH_CHAT_CLIENTS=${CLIENTS} BENCH_CHAT_SECONDS=${SECONDS} REDIS_URL=… node --import tsx bench/chat.ts\` — ${CLIENTS} WebSocket clients (one consultant session each), ${RATE} messages/s in total for ${SECONDS} s, each from one client to another through \`POST add/message.json\` (stored in PostgreSQL, then pushed); latency from the start of the send call to the receiver's socket; lost = an acknowledged send (the call answered success) with no delivery 5 s after the last send. The baseline is a bare ws relay (\`bench/bare-chat-server.ts\`: no session, database or Redis) with the same clients and rate, run in the same go: the floor the machine gave at that moment. In the kill run the second instance is SIGKILLed half-way; its clients reconnect to the first with backoff and resume after the last id they saw, its senders retry there with the same msgId. Servers are the product (\`main.ts\`) in child processes on one embedded PostgreSQL 17; the clients run in the bench process on the same machine.`,
      '',
      '| run | clients | sent | delivered | lost | p50 ms | p95 ms | p99 ms | send failures | machine load (1-min average, 2 cores) and notes |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
