import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { REPO, startProduct, stopChild, waitForHttp } from './lib/server-process';
import { StampSequence } from './lib/stamp';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Signed-in users, each with their own session cookie and request-time sequence, taking turns. */
interface Session {
  cookie: string;
  stamps: StampSequence;
}

async function load(name: string, url: string, sessions: Session[], seconds: number): Promise<LoadResult> {
  let turn = 0;
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req: autocannon.Request) => {
          if (sessions.length === 0) return { ...req, path: '/api/commonUserInfo/myInfoData.json' };
          const session = sessions[turn++ % sessions.length] as Session;
          return {
            ...req,
            path: `/api/commonUserInfo/myInfoData.json?requesttime=${session.stamps.next()}`,
            headers: { ...req.headers, cookie: session.cookie },
          };
        },
      },
    ],
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * Platform overhead: the signed-in myInfoData.json (session, access, request-time check
 * with replay store, zod response check, envelope) against a bare Fastify route answering
 * the same JSON, 20 connections, embedded database, both servers in their own process.
 */
export async function platformOverhead(seconds = 10): Promise<{ product: LoadResult; bare: LoadResult; rounds: LoadResult[][] }> {
  const product = await startProduct({ port: 3200 });
  // Twenty sign-ins of the manager, as twenty browser tabs taking turns on the connections.
  const sessions: Session[] = [];
  for (let i = 0; i < 20; i++) {
    const login = await fetch(`${product.url}/api/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ phone: '13800000030', password: 'demo123456' }),
    });
    sessions.push({ cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '', stamps: new StampSequence() });
  }
  const first = sessions[0] as Session;
  const sample = await (
    await fetch(`${product.url}/api/commonUserInfo/myInfoData.json?requesttime=${first.stamps.next()}`, {
      headers: { cookie: first.cookie },
    })
  ).text();

  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: '3201', BARE_BODY: sample },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp('http://127.0.0.1:3201/api/commonUserInfo/myInfoData.json');

  const rounds: LoadResult[][] = [];
  try {
    // Warm both, then alternate so drift on the machine hits both alike.
    await load('warm', product.url, sessions, 2);
    await load('warm', 'http://127.0.0.1:3201', [], 2);
    for (let i = 0; i < 3; i++) {
      rounds.push([await load('product', product.url, sessions, seconds), await load('bare', 'http://127.0.0.1:3201', [], seconds)]);
    }
  } finally {
    await stopChild(bare);
    await product.stop();
  }
  const median = (xs: LoadResult[]) => [...xs].sort((a, b) => a.rps - b.rps)[Math.floor(xs.length / 2)] as LoadResult;
  return { product: median(rounds.map((r) => r[0] as LoadResult)), bare: median(rounds.map((r) => r[1] as LoadResult)), rounds };
}
