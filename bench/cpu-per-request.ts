/**
 * CPU time of the server process per signed-in call, for comparing commits (issue 14's limit:
 * the contract change may not cost more than 5%). Each target is a checkout of the repository
 * with its own node_modules; each gets a fresh data dir, is started once to seed the demo world
 * and started again (so no seeding runs in the background), then 20 sign-ins of one user take
 * turns on 20 connections. Rounds go through the targets in turn; a round reads the process's
 * utime + stime from /proc before and after `N` calls, so other work on the machine, which moves
 * throughput figures a lot, moves this one much less. PostgreSQL's own CPU is not counted.
 *
 *   TARGETS="base=/work/wt/base280,contract=/work/wt/contract,main=/work/main" N=20000 R=15 \
 *     [ENDPOINT=orderlist PHONE=13800000010] node --import tsx bench/cpu-per-request.ts
 *
 * ENDPOINT: `myinfo` (GET myInfoData.json, the default) or `orderlist` (POST my/orderList,
 * first page). Linux only (/proc).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { stopChild, waitForHttp } from './lib/server-process';
import { StampSequence } from './lib/stamp';

interface Target {
  name: string;
  dir: string;
}

/** One sign-in: its cookie and its own request-time sequence, as one browser tab has. */
interface Session {
  cookie: string;
  stamps: StampSequence;
}

interface Running extends Target {
  child: ChildProcess;
  url: string;
  sessions: Session[];
}

const TICK_US = 1_000_000 / 100; // /proc counts in clock ticks of 10 ms (USER_HZ 100)

/** utime + stime of a process, in clock ticks. */
function cpuTicks(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function startServer(dir: string, dataDir: string, port: number): ChildProcess {
  // BENCH_PROFILE_DIR: a CPU profile of each server process there (where the time goes).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: dir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const orderList = process.env.ENDPOINT === 'orderlist';
const LIST_BODY = JSON.stringify({ onlyMe: true, query: { limit: 20, offset: 0 } });
// Each session stamps from its own sequence: one shared by all would run ahead of the clock at
// thousands of calls a second (stamps never repeat) and be refused as out of the tolerance.
const callPath = (session: Session) =>
  `${orderList ? '/api/order/my/orderList' : '/api/commonUserInfo/myInfoData.json'}?requesttime=${session.stamps.next()}`;
const headersFor = (cookie: string) => ({ cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' });

async function prepare(target: Target, port: number, phone: string): Promise<Running> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hh-cpu-'));
  const url = `http://127.0.0.1:${port}`;
  const seeding = startServer(target.dir, dataDir, port);
  await waitForHttp(`${url}/api/loginState.json`);
  // The demo world is seeded in the background after the server answers: let it finish, then start clean.
  await new Promise((r) => setTimeout(r, 15_000));
  await stopChild(seeding);
  const child = startServer(target.dir, dataDir, port);
  await waitForHttp(`${url}/api/loginState.json`);
  const sessions: Session[] = [];
  for (let i = 0; i < 20; i++) {
    const login = await fetch(`${url}/api/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ phone, password: 'demo123456' }),
    });
    sessions.push({ cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '', stamps: new StampSequence() });
  }
  const first = sessions[0] as Session;
  const sample = await fetch(`${url}${callPath(first)}`, {
    method: orderList ? 'POST' : 'GET',
    headers: headersFor(first.cookie),
    ...(orderList ? { body: LIST_BODY } : {}),
  });
  const body = (await sample.json()) as { state: number; message: string };
  if (body.state !== 1) throw new Error(`${target.name} answers ${body.state} ${body.message}`);
  return { ...target, child, url, sessions };
}

/** CPU µs of the server per call over `amount` calls. */
async function round(server: Running, amount: number): Promise<number> {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error(`${server.name} has no pid`);
  let turn = 0;
  const before = cpuTicks(pid);
  const result = await autocannon({
    url: server.url,
    connections: 20,
    amount,
    requests: [
      {
        method: orderList ? 'POST' : 'GET',
        setupRequest: (req: autocannon.Request) => {
          const session = server.sessions[turn++ % server.sessions.length] as Session;
          return {
            ...req,
            path: callPath(session),
            ...(orderList ? { body: LIST_BODY } : {}),
            headers: { ...req.headers, ...headersFor(session.cookie) },
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${server.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return ((cpuTicks(pid) - before) * TICK_US) / amount;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export async function cpuPerRequest(targets: Target[], amount: number, rounds: number, phone: string) {
  const servers: Running[] = [];
  try {
    for (const [i, target] of targets.entries()) servers.push(await prepare(target, 3301 + i, phone));
    for (const server of servers) await round(server, 2_000); // warm-up, not counted
    const figures = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    for (let r = 0; r < rounds; r++) {
      for (const server of servers) figures.get(server.name)?.push(await round(server, amount));
    }
    return [...figures].map(([name, us]) => ({ name, medianUs: median(us), rounds: us }));
  } finally {
    await Promise.all(servers.map((s) => stopChild(s.child)));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const targets = (process.env.TARGETS ?? `main=${process.cwd()}`).split(',').map((t): Target => {
    const [name = '', dir = ''] = t.split('=');
    return { name, dir: path.resolve(dir) };
  });
  const rows = await cpuPerRequest(
    targets,
    Number(process.env.N ?? 20_000),
    Number(process.env.R ?? 15),
    process.env.PHONE ?? '13800000030',
  );
  const base = rows[0]?.medianUs ?? Number.NaN;
  for (const row of rows) {
    const change = ((100 * (row.medianUs - base)) / base).toFixed(1);
    console.log(
      `${row.name}: median ${row.medianUs.toFixed(1)} µs (${change}% against ${rows[0]?.name}); rounds ${row.rounds.map((x) => x.toFixed(0)).join(' ')}`,
    );
  }
}
