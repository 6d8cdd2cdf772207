import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './db/embedded';
import { createTestDatabase, dropTestDatabase, stamp } from './test/test-app';

/** The real process: main.ts on a PostgreSQL server, stopped with SIGTERM while a request is in flight. */
let db: { name: string; url: string };
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => dropTestDatabase(db.name));

async function waitFor(url: string, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await fetch(url);
    } catch {
      if (Date.now() > until) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('main.ts', () => {
  it('serves, then on SIGTERM finishes the in-flight request, refuses new ones and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hh-main-')),
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'never',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      const first = await waitFor(`${base}/api/loginState.json`);
      expect(((await first.json()) as { state: number }).state).toBe(-2);
      expect(output).toContain('ready at');

      // After three failures a fourth sign-in for the phone is held back about a second: it is in flight at SIGTERM.
      const login = (password: string) =>
        fetch(`${base}/api/login.json`, {
          method: 'POST',
          // As our sign-in page sends it: a state-changing call must name its origin (docs/OPERATIONS.md › Security).
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ phone: '13800000021', password }),
        });
      for (let i = 0; i < 3; i++) await login('wrong');
      const inFlight = login('wrong');
      await new Promise((r) => setTimeout(r, 200));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 100));

      const refused = await fetch(`${base}/api/getCity?requesttime=${stamp()}`).then(
        (r) => r.status,
        () => 'closed',
      );
      expect([503, 'closed']).toContain(refused);
      const response = await inFlight.catch((error: Error) => {
        throw new Error(`in-flight request failed: ${error.message}; server said:\n${output}`);
      });
      const answered = (await response.json()) as { message: string };
      expect(answered.message).toContain('手机号或密码错误');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
