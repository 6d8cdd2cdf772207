import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { REPO, startProduct, stopChild, waitForHttp } from './lib/server-process';
import { stamp } from './lib/stamp';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, url: string, headers: Record<string, string>, stamped: boolean, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          path: stamped ? `/api/commonUserInfo/myInfoData.json?requesttime=${stamp()}` : '/api/commonUserInfo/myInfoData.json',
        }),
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
  const login = await fetch(`${product.url}/api/login.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000030', password: 'demo123456' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const sample = await (
    await fetch(`${product.url}/api/commonUserInfo/myInfoData.json?requesttime=${stamp()}`, { headers: { cookie } })
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
    await load('warm', `${product.url}`, { cookie }, true, 2);
    await load('warm', 'http://127.0.0.1:3201', {}, false, 2);
    for (let i = 0; i < 3; i++) {
      rounds.push([
        await load('product', product.url, { cookie }, true, seconds),
        await load('bare', 'http://127.0.0.1:3201', {}, false, seconds),
      ]);
    }
  } finally {
    await stopChild(bare);
    await product.stop();
  }
  const median = (xs: LoadResult[]) => [...xs].sort((a, b) => a.rps - b.rps)[Math.floor(xs.length / 2)] as LoadResult;
  return { product: median(rounds.map((r) => r[0] as LoadResult)), bare: median(rounds.map((r) => r[1] as LoadResult)), rounds };
}
