import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  child: ChildProcess;
  readyMs: number;
  stop(): Promise<void>;
}

/** Waits until GET url answers (any status). */
export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** Starts the real product (apps/server/src/main.ts) as a child process on the given data dir. */
export async function startProduct(options: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<RunningServer & { dataDir: string }> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'hh-bench-')));
  const started = Date.now();
  // BENCH_PROFILE_DIR: write a CPU profile of the server (main thread) there, for finding where time goes.
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // A load test is the flood the per-user write limits stop (docs/OPERATIONS.md › Security).
      WRITE_LIMIT_BURST: '100000000',
      WRITE_LIMIT_PER_MINUTE: '100000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  const url = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${url}/api/loginState.json`);
  const readyMs = Date.now() - started;
  return {
    url,
    child,
    readyMs,
    dataDir,
    stop: () => stopChild(child),
  };
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
